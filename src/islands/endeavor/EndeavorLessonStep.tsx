/**
 * One interactive board step inside a lesson: a position from the engine's setupDefaults, a
 * question, and the board. The step runs on the lesson machine both games share
 * (src/machines/lesson.ts, with the Endeavor rules of src/machines/lesson/endeavor.ts), which asks
 * the engine: a refusal shows the engine's words and its rule, and the step's phase machine, fed
 * the same moves, lights up its state on the phase's statechart when the page shows it. A legal
 * move that is not what the step asks for (another city, another action) is not played: the
 * learner is told it is allowed but the step asks for something else.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { legalMoves, type Attempt, type BuildingSlot, type Step } from '../../engine/endeavor';
import { endeavorLesson, trackStep, type BoardGoal, type ResolvedBoardStep } from '../../machines/lesson/endeavor';
import EndeavorBoard from './EndeavorBoard';
import { BoardScreen } from '../board-screen/BoardScreen';
import EndeavorScoreSheet from './EndeavorScoreSheet';
import { recordSteps, type LessonPlace } from '../lesson/progress';
import { boardWord, buildingName, moveWords, stepWords } from './words';
import type { Lang } from '../../content/schemas';
import { refusalWords, ruleSentence } from './refusal-words';
import { useStatechartLights } from '../lesson/statechart-lights';
import { endeavorRuleHref } from './rule-link';
import { useLesson } from '../lesson/use-lesson';
import './endeavor.css';

/** The seat names of a step: "You" for the learner's seat, the others by number. */
const seatNames = (lang: Lang, n: number, learner: number): string[] =>
  Array.from({ length: n }, (_, i) => (i === learner ? boardWord(lang, 'lesson.you') : boardWord(lang, 'lesson.player', { n: i + 1 })));

/** The field that names an action's target: a goal that gives it asks for one target. */
const TARGET_FIELD = { ship: 'region', occupy: 'city', attack: 'city', payment: 'slot', draw: 'deck' } as const;

/** What a 'move' goal asks for in words ("occupy Kingston", "take a marker back with your Workshop"), or null if it names only a move type. */
function goalWords(goal: BoardGoal, slots: readonly BuildingSlot[], lang: Lang): string | null {
  if (goal.kind !== 'move' || !goal.step) return null;
  const named = TARGET_FIELD[goal.step.action] in goal.step;
  const what = named ? stepWords(goal.step as Step, slots, lang) : boardWord(lang, `goal.${goal.step.action}`);
  const from = goal.slot === undefined ? undefined : slots[goal.slot];
  return from ? boardWord(lang, 'goal.from', { goal: what, building: buildingName(from.building, lang) }) : what;
}

export interface EndeavorLessonStepProps {
  /** The step with its position checked and completed at build time (resolvedBoardStep). */
  step: ResolvedBoardStep;
  /** What the learner is asked to do, in the page's language (English where not translated), resolved at build time. */
  task: string;
  /** The language of `task` when it differs from the page's (an English task on a Dutch page). */
  taskLang?: string | undefined;
  lang?: Lang;
  /** Where the step stands in its lesson, to record it when finished; omitted outside the lesson page. */
  place?: (LessonPlace & { index: number }) | undefined;
}

export default function EndeavorLessonStep({ step: data, task, taskLang, lang = 'en', place }: EndeavorLessonStepProps) {
  /** The engine's words are English: marked so, when the page is not. */
  const english = lang === 'en' ? undefined : 'en';
  const [snapshot, send] = useLesson(endeavorLesson, { steps: [data] });
  const { start, state, feedback, played, broken } = snapshot.context;
  // The words of the last move clicked, with the mover's buildings as they were when it was made.
  const [lastWords, setLastWords] = useState('');
  const tracked = useMemo(() => (start === null ? null : trackStep(data, start, played)), [start, played.length]);

  // Light up the machine's state on the statechart drawn from the same machine, if the page has one.
  useStatechartLights(() => tracked, [tracked]);

  const complete = feedback.kind === 'done';
  useEffect(() => {
    if (complete && place) recordSteps(place, [place.index]);
  }, [complete]);

  if (broken !== null || state === null)
    return (
      <p role="alert">
        {boardWord(lang, 'lesson.setupFailed')} <span lang={english}>{broken ?? ''}</span>
      </p>
    );
  const game = state;
  const slots = game.toAct === null ? [] : game.players[game.toAct]!.buildings;
  const legal = complete ? [] : legalMoves(game);
  // The step's expected refusal is offered on the board too (drawn as one to try, not as a legal move),
  // so the learner can try it and read the engine's reason.
  const refusals = data.refusal && !complete ? [data.refusal.move] : [];
  const untargeted = legal.filter((m) => m.type === 'pass' || m.type === 'buildNothing');

  const onMove = (move: Attempt) => {
    setLastWords(moveWords(move, slots, lang));
    send({ type: 'lesson.move', move });
  };

  const restart = () => {
    send({ type: 'lesson.retry' });
  };
  // What the last click did: refused, not what the step asks, played (the step goes on), or the step done.
  const outcome = feedback.kind === 'idle' ? (played.length > 0 ? 'played' : 'none') : feedback.kind;
  const names = seatNames(lang, game.players.length, data.learner);
  const asked = goalWords(data.goal, slots, lang);
  const grown = tracked?.grown ?? null;

  return (
    <section class="card e-lesson-step" aria-label={boardWord(lang, 'lesson.region')} data-step={data.id}>
      <BoardScreen
        kind="endeavor-lesson"
        answer={outcome === 'refused' || outcome === 'not-asked' ? { kind: 'bad', key: feedback } : outcome === 'played' || complete ? { kind: 'good', key: feedback } : null}
        board={
          <>
            {game.phase === 'gameOver' && <EndeavorScoreSheet game={game} seatNames={names} lang={lang} />}
            <EndeavorBoard
              game={game}
              seatNames={names}
              you={data.learner}
              legal={legal}
              refusals={refusals}
              onMove={complete ? undefined : onMove}
              onOffer={onMove}
              tryBuild={!complete}
              lang={lang}
            />
          </>
        }
        panel={
          <>
            {/* Feedback first: a long task must not push it out of the phone's bottom panel. */}
            <div aria-live="polite" data-feedback>
              {feedback.kind === 'refused' && (
                <div class="e-refusal">
                  {/* The engine's own sentence in English; another language's words for its code where there are some. */}
                  <p>
                    {boardWord(lang, 'lesson.refused')} <span lang={refusalWords(lang, feedback.error) === feedback.error.message ? english : undefined}>{refusalWords(lang, feedback.error)}</span>
                  </p>
                  <p class="e-rule">
                    {/* The link is named by the rule's words, not its id. */}
                    {boardWord(lang, 'lesson.rule')} <a href={endeavorRuleHref(lang, feedback.error.rule)}>{ruleSentence(lang, feedback.error.rule)}</a>
                  </p>
                </div>
              )}
              {feedback.kind === 'not-asked' && (
                <p class="e-refusal">{asked ? boardWord(lang, 'lesson.other', { move: lastWords, goal: asked }) : boardWord(lang, 'lesson.otherKind', { move: lastWords })}</p>
              )}
              {outcome === 'played' && (
                <p class="e-ok">
                  {boardWord(lang, 'lesson.played', { move: lastWords })}{' '}
                  {game.toAct === null ? '' : boardWord(lang, 'lesson.next', { name: names[game.toAct] ?? '', who: game.toAct === data.learner ? 'you' : 'other' })}
                </p>
              )}
              {complete && (
                <p class="e-ok" data-testid="step-complete">
                  {boardWord(lang, 'lesson.done', { move: lastWords })}
                  {grown && ` ${boardWord(lang, 'lesson.grown', { list: grown.map((n, i) => `${names[i]} +${n}`).join(', ') })}`}
                  {(data.goal.kind === 'round' || (data.machine === 'action' && data.goal.kind === 'done')) &&
                    ` ${boardWord(lang, game.phase === 'gameOver' ? 'lesson.gameOver' : 'lesson.roundOver')}`}
                </p>
              )}
            </div>
            <p class="e-ask" data-task>
              <strong>{boardWord(lang, 'lesson.try')}</strong> <span lang={taskLang}>{task}</span>
            </p>
            {untargeted.length > 0 && (
              <div class="e-step-moves" data-keep role="group" aria-label={boardWord(lang, 'lesson.untargeted')}>
                {untargeted.map((m) => (
                  <button type="button" key={m.type} onClick={() => onMove(m)}>
                    {moveWords(m, slots, lang)}
                  </button>
                ))}
              </div>
            )}
            {outcome !== 'none' && (
              <button type="button" class="e-restart" data-keep onClick={restart}>
                {boardWord(lang, 'lesson.restart')}
              </button>
            )}
          </>
        }
      />
    </section>
  );
}
