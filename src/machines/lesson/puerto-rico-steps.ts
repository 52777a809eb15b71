/**
 * A Puerto Rico lesson as data: a short list of steps, each asking the learner to do one thing on
 * the board. Everything here is plain JSON, so a step is easy to write, is checked by a schema
 * (src/content/lesson-steps/puerto-rico/schema.ts), and is proved by replaying its solution
 * through the engine (src/content/lesson-steps.test.ts). The words of a step (title, body, task)
 * are not here: they are per-language data beside each plan (`<plan>.words.yaml`).
 */
import type { Move, MoveType } from '../../engine/puerto-rico/moves';
import type { MoveError, SetupError } from '../../engine/puerto-rico/errors';
import type { RuleId } from '../../engine/puerto-rico/rules';
import type { PartialSetup } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import type { MachineName } from '../puerto-rico/index';

/**
 * A move with only the fields that matter: every field given must equal the played move's,
 * e.g. { type: 'load', good: 'sugar' } matches loading sugar on any ship.
 */
export type MovePattern = { type: MoveType } & { [field: string]: string | number | boolean | null | undefined | readonly string[] | object };

/**
 * What completes a step. A small closed set the engine's state can answer:
 * - read: nothing to do on the board; the learner reads and goes on;
 * - move: one move matching the pattern;
 * - any-of: one move matching any of the patterns;
 * - phase-ends: the role being played (or about to be chosen) is played out;
 * - round-ends: every player has chosen a role and the round is over;
 * - game-over: the game has ended.
 */
export type Goal = { kind: 'read' } | { kind: 'move'; move: MovePattern } | { kind: 'any-of'; moves: readonly MovePattern[] } | { kind: 'phase-ends' } | { kind: 'round-ends' } | { kind: 'game-over' };

export type GoalKind = Goal['kind'];

/**
 * Where a step's board starts: a position of its own, or where the previous step ended. Plans
 * give a partial setup; the page turns it into the checked game state at build time
 * (resolveSteps in puerto-rico-positions.ts), so the browser never ships the setup gate.
 */
export type StepStart = { setup: PartialSetup } | { state: GameState } | { from: 'previous' };

/**
 * A table the learner tries to deal, which the engine's setup gate refuses with `rule` (a Puerto
 * Rico setup is no move, so it cannot be tried on the board). Plans give the partial setup; the
 * page resolves it at build time into the gate's refusal (`refused`), so the browser ships no gate.
 */
export type SetupTry = { setup: PartialSetup; rule: RuleId } | { refused: SetupError; rule: RuleId };

/** What the lesson answers a refusal with: the engine's refusal of a move, or the setup gate's of a tried setup. */
export type LessonRefusal = MoveError | SetupError;

/** A wrong action the step expects a learner to try, and the rule the engine must name. */
export interface ExpectedRefusal {
  move: Move;
  rule: RuleId;
}

export interface LessonStep {
  /** The board of this step; omitted = no board (a read step without a position). */
  start?: StepStart;
  goal: Goal;
  /**
   * Moves the other seats make as the step opens, before the learner's turn: the step's board is
   * its start with these played (a guided game where the learner plays one seat). Omitted: none.
   */
  before?: readonly Move[];
  /** Moves that complete the step from its start (replayed by the tests; "Show me" plays them). */
  solution: readonly Move[];
  /** Wrong actions the board offers to try, each refused by the engine with this rule. */
  refusals: readonly ExpectedRefusal[];
  /** Setups offered to try beside the board (a button each, words `try`), each refused by the setup gate. */
  tries?: readonly SetupTry[];
  /** Board places to emphasise, e.g. ['ship:2', 'p0:goods:sugar']. */
  highlight?: readonly string[];
}

/** The steps of one English lesson. */
export interface LessonPlan {
  /** The lesson's content id, e.g. "en/puerto-rico/07-captain". */
  lesson: string;
  /** Seat names shown on the board, e.g. ['Anna', 'Róbert', 'Krisztina', 'Dávid']. */
  names?: readonly string[];
  /** The machine whose statechart the lesson shows. */
  machine?: MachineName;
  steps: readonly LessonStep[];
}
