/**
 * The Endeavor lesson: a board step is a position (completed by the engine's setupDefaults), the
 * phase machine whose statechart the step lights up, and what completes it. The lesson machine
 * asks the Endeavor engine; the phase machine is fed the same moves only to show where the phase
 * stands (`trackStep`). The machine runs on resolved steps (`ResolvedBoardStep`, made at build
 * time by ./endeavor-positions.ts): this module must not import the setup gate, which would put
 * it in every Endeavor lesson page's JavaScript.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import { applyMove, isLegal, type Attempt, type GameState, type MoveError, type MoveType, type PartialSetup, type PlayerCount, type RuleId, type Step } from '../../engine/endeavor';
import { err, ok } from '../../engine/result';
import { activePaths } from '../active-paths';
import { eventFor } from '../endeavor/events';
import { ENDEAVOR_MACHINES, type EndeavorMachineName } from '../endeavor/index';
import { lessonMachine, type Feedback, type LessonRules } from '../lesson';

/**
 * The action a goal asks for: the action always, its target (region, city, slot, deck) only when
 * the lesson asks for that one, e.g. `{ action: 'occupy', city: 'kingston' }` or `{ action: 'ship' }`.
 */
export type StepGoal = { [A in Step['action']]: { readonly action: A } & Partial<Omit<Extract<Step, { action: A }>, 'action'>> }[Step['action']];

/**
 * What completes a step:
 * - move: one legal move of this type (the engine judges whether the move itself is legal), and,
 *   when given, from this building slot and doing this action (on this target);
 * - done: the phase (or the round, or the game) is played out;
 * - round: the whole round is played out, every phase in order (or the game is over).
 */
export type BoardGoal = { readonly kind: 'move'; readonly type: MoveType; readonly slot?: number; readonly step?: StepGoal } | { readonly kind: 'done' } | { readonly kind: 'round' };

/** A step that starts from a new game, as the engine deals it (rule setup.start), rather than from a stated position. */
export interface NewGameStart {
  readonly newGame: { readonly players: PlayerCount; readonly seed: number | string };
}

export interface BoardStep {
  /** The step's id, the one a lesson or a source text names it by, e.g. "occupy". */
  readonly id: string;
  /** The position, stated in part (the engine completes it), or a new game. */
  readonly setup: PartialSetup | NewGameStart;
  /** The phase machine whose statechart the step lights up. */
  readonly machine: EndeavorMachineName;
  /** The seat the learner plays ("You" on the board; the others are "Player 2", …); 0 when omitted. */
  readonly learner?: number;
  readonly goal: BoardGoal;
  /** Moves that reach the goal from the position ("Show me"; a drill has them, replayed by its test). */
  readonly solution?: readonly Attempt[];
  /** A move the learner may well try first that the engine refuses here, with the rule it breaks (checked by the tests). */
  readonly refusal?: { readonly move: Attempt; readonly rule: RuleId };
}

/** A board step whose position the engine has checked and completed: what the lesson machine and the island run on. */
export type ResolvedBoardStep = Omit<BoardStep, 'setup' | 'learner'> & { readonly start: GameState; readonly learner: number };

/** Whether a step's action is the one the goal names (every field the goal gives is equal). */
function stepMatches(want: StepGoal, step: Step): boolean {
  return Object.entries(want).every(([k, v]) => (step as Record<string, unknown>)[k] === v);
}

/**
 * Whether a move is what a 'move' goal asks for. Only the shape is compared: whether the move is
 * legal is the engine's question, asked separately. A 'done' goal is met by no single move.
 */
export function meetsGoal(goal: BoardGoal, move: Attempt): boolean {
  if (goal.kind !== 'move' || move.type !== goal.type) return false;
  if (goal.slot !== undefined && (!('slot' in move) || move.slot !== goal.slot)) return false;
  if (!goal.step) return true;
  const want = goal.step;
  if (move.type === 'activate') return move.steps.some((s) => stepMatches(want, s));
  if (move.type === 'spendToken') return stepMatches(want, move.step);
  return false;
}

/** The phase (or round) the step began in is over: the engine has moved on to another phase, round, or the end. */
export function playedOut(start: GameState, now: GameState): boolean {
  return now.phase !== start.phase || now.round !== start.round;
}

/** Whether a step's goal is reached: one asked move, its phase played out, or its whole round played out. */
export function goalReached(goal: BoardGoal, start: GameState, now: GameState): boolean {
  if (goal.kind === 'move') return true;
  if (goal.kind === 'round') return now.round !== start.round || now.phase === 'gameOver';
  return playedOut(start, now);
}

export const endeavorRules: LessonRules<GameState, Attempt, BoardGoal, MoveError, ResolvedBoardStep> = {
  stepStart: (steps, index) => {
    const step = steps[index];
    return step === undefined ? err({ step: index, message: `There is no step ${index + 1}.` }) : ok(step.start);
  },
  isLegal,
  apply: applyMove,
  playAll: (state, moves, step) => {
    let s = state;
    for (const m of moves) {
      const r = applyMove(s, m);
      if (!r.ok) return err({ step, message: r.error.message });
      s = r.value;
    }
    return ok(s);
  },
  isRead: () => false,
  // A 'done' or 'round' goal takes any legal move: the learner plays the phase (or round) out.
  asks: (goal, move) => goal.kind !== 'move' || meetsGoal(goal, move),
  reached: goalReached,
};

export const endeavorLesson = lessonMachine(endeavorRules);

export type EndeavorFeedback = Feedback<Attempt, MoveError>;

/**
 * Where the step's phase machine stands after `moves` from the step's start: its active state
 * paths (for the statechart drawn from the machine `machine`) and what it saw grow in the Growth phase (null elsewhere).
 */
export function trackStep(step: Pick<BoardStep, 'machine'>, start: GameState, moves: readonly Attempt[]): { machine: string; paths: string[]; grown: number[] | null; finished: boolean } {
  const machine = ENDEAVOR_MACHINES[step.machine] as AnyStateMachine;
  const actor = createActor(machine, { input: { state: start } }).start();
  for (const m of moves) {
    if (actor.getSnapshot().status === 'done') break;
    const event = eventFor(step.machine, m);
    if (event !== null && actor.getSnapshot().can(event as never)) actor.send(event as never);
  }
  const snap = actor.getSnapshot();
  const grown = (snap.context as { grown?: number[] | null }).grown ?? null;
  const result = { machine: machine.id, paths: activePaths(snap.value), grown, finished: snap.status === 'done' };
  actor.stop();
  return result;
}
