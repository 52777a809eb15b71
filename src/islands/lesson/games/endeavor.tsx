/**
 * Endeavor for the lesson player: the board offers the legal moves and the step's expected
 * refusal (drawn as one to try), the moves without a place on the board are buttons beside it,
 * and an answer names the move in the game's words: a refusal with the engine's reason and the
 * rule, a legal move that is not what the step asks ("occupy Kingston"), a move played, the step
 * done (with what Growth gave, or the round's end). The step's phase machine, fed the same moves,
 * lights up its state on the phase's statechart.
 */
import { legalMoves, type Attempt, type BuildingSlot, type GameState, type MoveError, type Step } from '../../../engine/endeavor';
import type { Lang } from '../../../content/schemas';
import { endeavorLesson, endeavorRules, trackStep, type BoardGoal, type ResolvedBoardStep } from '../../../machines/lesson/endeavor';
import EndeavorBoard from '../../endeavor/EndeavorBoard';
import EndeavorScoreSheet from '../../endeavor/EndeavorScoreSheet';
import { refusalWords, ruleSentence } from '../../endeavor/refusal-words';
import { endeavorRuleHref } from '../../endeavor/rule-link';
import { boardWord, buildingName, lessonSeatNames as seatNames, moveWords, stepWords } from '../../endeavor/words';
import type { LessonAnswerProps, LessonBoardProps, LessonGame } from '../lesson-game';
import '../../endeavor/endeavor.css';

type BoardProps = LessonBoardProps<GameState, Attempt, ResolvedBoardStep>;

/** The buildings of the seat to act (the slots a move's words name). */
const moverSlots = (game: GameState): readonly BuildingSlot[] => (game.toAct === null ? [] : game.players[game.toAct]!.buildings);

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

function Board({ state, step, lang, reached, onMove }: BoardProps) {
  const names = seatNames(lang, state.players.length, step.learner);
  // The step's expected refusal is offered on the board too (drawn as one to try, not as a legal move),
  // so the learner can try it and read the engine's reason.
  return (
    <>
      {state.phase === 'gameOver' && <EndeavorScoreSheet game={state} seatNames={names} lang={lang} />}
      <EndeavorBoard
        game={state}
        seatNames={names}
        you={step.learner}
        legal={reached ? [] : legalMoves(state)}
        refusals={step.refusal && !reached ? [step.refusal.move] : []}
        onMove={reached ? undefined : onMove}
        onOffer={onMove}
        tryBuild={!reached}
        lang={lang}
      />
    </>
  );
}

/** Pass and Build nothing: legal moves with no part of the board to click. */
function Moves({ state, lang, reached, onMove }: BoardProps) {
  const untargeted = reached ? [] : legalMoves(state).filter((m) => m.type === 'pass' || m.type === 'buildNothing');
  if (untargeted.length === 0) return null;
  return (
    <div class="e-step-moves" data-keep role="group" aria-label={boardWord(lang, 'lesson.untargeted')}>
      {untargeted.map((m) => (
        <button type="button" class="button secondary" key={m.type} onClick={() => onMove(m)}>
          {moveWords(m, moverSlots(state), lang)}
        </button>
      ))}
    </div>
  );
}

/** The words of the last move played, with the mover's buildings as they were when it was made (the board before it, replayed by the engine). */
function lastPlayed(start: GameState, played: readonly Attempt[], lang: Lang): string {
  const move = played.at(-1);
  if (move === undefined) return '';
  const before = endeavorRules.playAll(start, played.slice(0, -1), 0);
  return moveWords(move, before.ok ? moverSlots(before.value) : [], lang);
}

function Answer({ feedback, step, start, state, played, lang, labels }: LessonAnswerProps<GameState, Attempt, MoveError, ResolvedBoardStep>) {
  // A move not asked for was not played: the board is still the one it was made on.
  const last = feedback.kind === 'not-asked' ? moveWords(feedback.move, moverSlots(state), lang) : lastPlayed(start, played, lang);
  const names = seatNames(lang, state.players.length, step.learner);
  if (feedback.kind === 'refused') {
    // The engine's own sentence is English: marked so where the page's language has no words for its code.
    const reason = refusalWords(lang, feedback.error);
    const [before, after = ''] = labels['player.refused'].split('{message}');
    return (
      <p class="bad e-refusal" data-rule={feedback.error.rule}>
        {before}
        <span lang={lang !== 'en' && reason === feedback.error.message ? 'en' : undefined}>{reason}</span>
        {after}{' '}
        <span class="e-rule">
          {/* The link is named by the rule's words, not its id. */}
          {labels['player.rule']} <a href={endeavorRuleHref(lang, feedback.error.rule)}>{ruleSentence(lang, feedback.error.rule)}</a>
        </span>
      </p>
    );
  }
  if (feedback.kind === 'not-asked') {
    const asked = goalWords(step.goal, moverSlots(state), lang);
    return <p class="warn e-refusal">{asked ? boardWord(lang, 'lesson.other', { move: last, goal: asked }) : boardWord(lang, 'lesson.otherKind', { move: last })}</p>;
  }
  if (feedback.kind === 'done') {
    const grown = trackStep(step, start, played).grown;
    return (
      <p class="good e-ok" data-testid="step-complete">
        {boardWord(lang, 'lesson.done', { move: last })}
        {grown && ` ${boardWord(lang, 'lesson.grown', { list: grown.map((n, i) => `${names[i]} +${n}`).join(', ') })}`}
        {(step.goal.kind === 'round' || (step.machine === 'action' && step.goal.kind === 'done')) && ` ${boardWord(lang, state.phase === 'gameOver' ? 'lesson.gameOver' : 'lesson.roundOver')}`}
      </p>
    );
  }
  if (played.length === 0) return null;
  return (
    <p class="good e-ok">
      {boardWord(lang, 'lesson.played', { move: last })}{' '}
      {state.toAct === null ? '' : boardWord(lang, 'lesson.next', { name: names[state.toAct] ?? '', who: state.toAct === step.learner ? 'you' : 'other' })}
    </p>
  );
}

export const endeavorLessonGame: LessonGame<GameState, Attempt, MoveError, ResolvedBoardStep> = {
  machine: endeavorLesson,
  Board,
  Answer,
  Moves,
  lights: (steps, index, start, played) => (start === null || steps[index] === undefined ? null : trackStep(steps[index], start, played)),
  stepId: (step) => step.id,
};
