/**
 * One interactive board step inside a lesson: a position from the engine's setupDefaults, a
 * question, and the board. Every click goes as an event to the step's phase machine
 * (src/machines/endeavor/), which asks the engine: a refusal shows the engine's words, and the
 * machine's current state is lit up on the phase's statechart when the page shows it. A legal
 * move that is not what the step asks for (another city, another action) is not played: the
 * learner is told it is allowed but the step asks for something else.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, type AnyStateMachine } from 'xstate';
import { isLegal, legalMoves, setupDefaults, type BuildingSlot, type GameState, type Move, type MoveError, type Step } from '../../engine/endeavor';
import { eventFor } from '../../machines/endeavor/events';
import { ENDEAVOR_MACHINES } from '../../machines/endeavor/index';
import type { PlayContext } from '../../machines/endeavor/play';
import EndeavorBoard from './EndeavorBoard';
import EndeavorScoreSheet from './EndeavorScoreSheet';
import { recordBoardStep } from './lesson-progress';
import { LESSON_STEPS, meetsGoal, type BoardGoal, type BoardStep, type LessonStepId } from '../../content/endeavor-steps';
import { boardWord, buildingName, moveWords, stepWords } from './words';
import type { Lang } from '../../content/schemas';
import { refusalWords, ruleSentence } from './refusal-words';
import './endeavor.css';

/** The seat names of a step: the learner, then the others by number. */
const seatNames = (lang: Lang, n: number): string[] =>
  Array.from({ length: n }, (_, i) => (i === 0 ? boardWord(lang, 'lesson.you') : boardWord(lang, 'lesson.player', { n: i + 1 })));

/** The field that names an action's target: a goal that gives it asks for one target. */
const TARGET_FIELD = { ship: 'region', occupy: 'city', attack: 'city', payment: 'slot', draw: 'deck' } as const;

/** What a 'move' goal asks for in words ("occupy Kingston", "take a marker back with your Workshop"), or null if it names only a move type. */
function goalWords(goal: BoardGoal, slots: readonly BuildingSlot[], lang: Lang): string | null {
  if (goal.kind !== 'move' || !goal.step) return null;
  const named = TARGET_FIELD[goal.step.action] in goal.step;
  const what = named ? stepWords(goal.step as Step, slots, lang) : boardWord(lang, `goal.${goal.step.action}`);
  const from = goal.slot === undefined ? undefined : slots[goal.slot];
  return from ? boardWord(lang, 'goal.from', { goal: what, building: buildingName(from.building) }) : what;
}

/** What the last click did; `words` names the move with the mover's buildings as they were when it was made. */
type Outcome = { kind: 'none' } | { kind: 'refused'; error: MoveError } | { kind: 'other'; words: string } | { kind: 'played'; words: string } | { kind: 'done'; words: string };

interface View {
  game: GameState;
  /** Dotted paths of the machine's active states, e.g. ['turn']. */
  paths: string[];
  finished: boolean;
  grown: number[] | null;
}

type StepContext = PlayContext & { grown?: number[] | null };

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [prefix ? `${prefix}.${k}` : k, ...activePaths(v, prefix ? `${prefix}.${k}` : k)]);
}

export default function EndeavorLessonStep({ step, ask, lang = 'en' }: { step: LessonStepId; ask: string; lang?: Lang }) {
  /** The ask and the engine's words are English: marked so, when the page is not. */
  const english = lang === 'en' ? undefined : 'en';
  const data: BoardStep = LESSON_STEPS[step];
  const machine = ENDEAVOR_MACHINES[data.machine] as AnyStateMachine;
  const start = useMemo(() => setupDefaults(data.setup), [step]);
  const [attempt, setAttempt] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  const actor = useMemo(() => (start.ok ? createActor(machine, { input: { state: start.value } }).start() : null), [start, attempt]);
  const read = (): View | null => {
    if (!actor) return null;
    const snap = actor.getSnapshot();
    const ctx = snap.context as StepContext;
    return { game: ctx.state, paths: activePaths(snap.value), finished: snap.status === 'done', grown: ctx.grown ?? null };
  };
  const [view, setView] = useState<View | null>(read);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  useEffect(() => {
    setView(read());
    return () => actor?.stop();
  }, [actor]);

  // Light up the machine's state on the statechart drawn from the same machine, if the page has one.
  useEffect(() => {
    if (!view) return;
    for (const el of document.querySelectorAll<SVGElement>(`.statechart[data-machine="${machine.id}"] [data-chart-state]`)) {
      el.classList.toggle('active', view.paths.includes(el.dataset.chartState ?? ''));
    }
  }, [view, machine]);

  if (!start.ok || !actor || !view)
    return (
      <p role="alert">
        {boardWord(lang, 'lesson.setupFailed')} <span lang={english}>{start.ok ? '' : start.error.map((e) => e.message).join('; ')}</span>
      </p>
    );
  const { game } = view;
  const complete = outcome.kind === 'done';
  const slots = game.toAct === null ? [] : game.players[game.toAct]!.buildings;
  const legal = complete ? [] : legalMoves(game);
  // The step's expected refusal is offered on the board too (drawn as one to try, not as a legal move),
  // so the learner can try it and read the engine's reason.
  const refusals = data.refusal && !complete ? [data.refusal.move] : [];
  const untargeted = legal.filter((m) => m.type === 'pass' || m.type === 'buildNothing');

  const onMove = (move: Move) => {
    const goal = data.goal;
    const words = moveWords(move, slots, lang);
    // A legal move that is not what the step asks for (another kind, another target) is not played: the step stays as it is.
    if (goal.kind === 'move' && !meetsGoal(goal, move) && isLegal(game, move)) {
      setOutcome({ kind: 'other', words });
      return;
    }
    const event = eventFor(data.machine, move);
    if (event === null || !actor.getSnapshot().can(event as never)) {
      setOutcome({ kind: 'other', words });
      return;
    }
    actor.send(event as never);
    const next = read()!;
    const refusal = (actor.getSnapshot().context as StepContext).refusal;
    setView(next);
    if (refusal) setOutcome({ kind: 'refused', error: refusal });
    else if (goal.kind === 'move' || next.finished) {
      setOutcome({ kind: 'done', words });
      recordBoardStep(sectionRef.current);
    }
    else setOutcome({ kind: 'played', words });
  };

  const restart = () => {
    setOutcome({ kind: 'none' });
    setAttempt((n) => n + 1);
  };
  const names = seatNames(lang, game.players.length);
  const asked = goalWords(data.goal, slots, lang);

  return (
    <section ref={sectionRef} class="card e-lesson-step" aria-label={boardWord(lang, 'lesson.region')} data-step={step}>
      <p class="e-ask"><strong>{boardWord(lang, 'lesson.try')}</strong> <span lang={english}>{ask}</span></p>
      <div aria-live="polite">
        {outcome.kind === 'refused' && (
          <div class="e-refusal">
            {/* The engine's own sentence in English; another language's words for its code where there are some. */}
            <p>{boardWord(lang, 'lesson.refused')} <span lang={refusalWords(lang, outcome.error) === outcome.error.message ? english : undefined}>{refusalWords(lang, outcome.error)}</span></p>
            <p class="e-rule">{boardWord(lang, 'lesson.rule')} <span lang={lang}>{ruleSentence(lang, outcome.error.rule)}</span> (<a href={`/${lang}/rules/endeavor/#${outcome.error.rule}`} aria-label={`${boardWord(lang, 'lesson.ruleLink')}: ${outcome.error.rule}`}><code>{outcome.error.rule}</code></a>)</p>
          </div>
        )}
        {outcome.kind === 'other' && (
          <p class="e-refusal">{asked ? boardWord(lang, 'lesson.other', { move: outcome.words, goal: asked }) : boardWord(lang, 'lesson.otherKind', { move: outcome.words })}</p>
        )}
        {outcome.kind === 'played' && <p class="e-ok">{boardWord(lang, 'lesson.played', { move: outcome.words })} {game.toAct === null ? '' : boardWord(lang, 'lesson.next', { name: names[game.toAct] ?? '', who: game.toAct === 0 ? 'you' : 'other' })}</p>}
        {outcome.kind === 'done' && (
          <p class="e-ok" data-testid="step-complete">
            {boardWord(lang, 'lesson.done', { move: outcome.words })}
            {view.grown && ` ${boardWord(lang, 'lesson.grown', { list: view.grown.map((n, i) => `${names[i]} +${n}`).join(', ') })}`}
            {data.machine === 'action' && data.goal.kind === 'done' && ` ${boardWord(lang, game.phase === 'gameOver' ? 'lesson.gameOver' : 'lesson.roundOver')}`}
          </p>
        )}
      </div>
      {game.phase === 'gameOver' && <EndeavorScoreSheet game={game} seatNames={names} lang={lang} />}
      <EndeavorBoard game={game} seatNames={names} legal={legal} refusals={refusals} onMove={complete ? undefined : onMove} tryBuild={!complete} lang={lang} />
      {untargeted.length > 0 && (
        <div class="e-step-moves" role="group" aria-label={boardWord(lang, 'lesson.untargeted')}>
          {untargeted.map((m) => (
            <button type="button" key={m.type} onClick={() => onMove(m)}>{moveWords(m, slots, lang)}</button>
          ))}
        </div>
      )}
      {outcome.kind !== 'none' && <button type="button" class="e-restart" onClick={restart}>{boardWord(lang, 'lesson.restart')}</button>}
    </section>
  );
}
