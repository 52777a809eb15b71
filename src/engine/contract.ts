/**
 * The game contract: what every rules engine offers the rest of the site, in one shape. Each
 * engine's index.ts builds one object of this type (checked by the compiler with `satisfies`),
 * and game-independent code (puzzle searches, the puzzle flow, share links, the rules reference
 * pages) is written against it instead of against one game.
 *
 *   const s0 = game.newGame(options, seed);
 *   game.legalMoves(s0); game.isLegal(s0, move);
 *   game.applyMove(s0, move)   // Result<State, MoveError>, never throws on bad input
 *   game.toAct(s)              // a seat, or null when nobody acts (the game is over)
 *   game.outcome(s)            // { over: false } | { over: true, winners, ... }
 *
 * The states themselves keep their own fields (Puerto Rico's `toAct` is -1 and its phase 'over'
 * at the end; Endeavor's are null and 'gameOver'): they are what links and saved positions hold,
 * so renaming them would change what a shared link decodes to. Ask the contract instead.
 */
import type { Result } from './result';

/** A game is fully determined by its options, this seed and its moves. */
export type Seed = number | string;

/**
 * Why a move was refused: a stable code from the game's closed set, the id of the rule it breaks
 * (the anchor of that rule on the rules reference page), and words for the player.
 */
export interface MoveError<Code extends string = string, RuleId extends string = string> {
  readonly code: Code;
  readonly rule: RuleId;
  /** Plain English for a player; translated pages look the words up by `code` or `rule`. */
  readonly message: string;
  /** The values the words name (a building, a number), where the sentence needs them. */
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * One problem of an unchecked position, found by the validating gate. `path` is dotted with
 * numeric indices into the position as given ('players.1.harbour', 'ships.0.count'); '' is the
 * position as a whole.
 */
export interface SetupError<Code extends string = string, RuleId extends string = string> {
  readonly code: Code;
  readonly rule: RuleId;
  readonly path: string;
  readonly message: string;
}

/** Joins path parts in the one style of SetupError.path: `setupPath('players', 1, 'harbour')`. */
export const setupPath = (...parts: readonly (string | number)[]): string => parts.filter((p) => p !== '').join('.');

/** One rule of a registry. Ids are dotted `group.name` ('captain.load-largest', 'build.must-build'). */
export interface RuleEntry<Id extends string = string, Source = unknown> {
  readonly id: Id;
  /** Plain English, for the rules reference and lessons. */
  readonly text: string;
  readonly source: Source;
  /**
   * Set for an engine guard rather than a game rule: why no learner can meet it from a board (a
   * lesson cannot teach it, and the lessons' coverage counts it apart).
   */
  readonly guard?: string;
}

/** Every rule a game enforces, in the order of its rules reference. */
export interface RuleRegistry<Id extends string = string, Source = unknown> {
  readonly ids: readonly Id[];
  rule(id: Id): RuleEntry<Id, Source>;
  /** Whether an untrusted string (a link's anchor, a file's field) names a rule of this game. */
  isRuleId(id: unknown): id is Id;
}

/** The group of a dotted rule id ('ship.governor' → 'ship'). */
export const ruleGroup = (id: string): string => id.split('.')[0] ?? id;

/** How a game stands: still running, or over with the seats sharing the win. */
export type Outcome = { readonly over: false } | { readonly over: true; readonly winners: readonly number[] };

/** The types one game fills the contract with. */
export interface GameTypes {
  readonly state: unknown;
  readonly move: unknown;
  readonly options: unknown;
  /** A position with only what matters, completed by `setupDefaults`. */
  readonly partial: unknown;
  readonly view: unknown;
  readonly score: { readonly total: number };
  readonly outcome: Outcome;
  readonly ruleId: string;
  readonly moveError: MoveError<string, this['ruleId']>;
  readonly setupError: SetupError<string, this['ruleId']>;
}

export interface GameContract<T extends GameTypes> {
  readonly id: 'puerto-rico' | 'endeavor';
  /** A new game from its options and a seed. */
  newGame(options: T['options'], seed: Seed): T['state'];
  /** The one validating gate: unknown input (a link, a file, the editor) becomes a state or typed errors. */
  fromSetup(setup: unknown): Result<T['state'], T['setupError'][]>;
  /** Completes a partial position from a new game and passes it through `fromSetup`. */
  setupDefaults(partial: T['partial']): Result<T['state'], T['setupError'][]>;
  /** Every legal move of the seat to act (none once the game is over). */
  legalMoves(state: T['state']): readonly T['move'][];
  isLegal(state: T['state'], move: unknown): boolean;
  /**
   * The state after a move, or why the move is refused; the given state is not changed. States are
   * values: the new one may share unchanged parts with the given one (Puerto Rico, sharing.ts), so
   * code that changes a state in place starts from its own copy.
   */
  applyMove(state: T['state'], move: unknown): Result<T['state'], T['moveError']>;
  /**
   * applyMove, and for a legal move the ids of the rules it applied (its own and those of the
   * automatic steps it set off). Recorded only here: applyMove and the bots' paths pay nothing.
   */
  applyMoveWithRules(state: T['state'], move: unknown): Result<{ readonly state: T['state']; readonly rules: readonly T['ruleId'][] }, T['moveError']>;
  /** The seat whose move it is, or null when nobody acts. */
  toAct(state: T['state']): number | null;
  isGameOver(state: T['state']): boolean;
  outcome(state: T['state']): T['outcome'];
  /** Every player's score, by seat. */
  scores(state: T['state']): readonly T['score'][];
  /** What one seat may see: hidden information of the others left out. */
  playerView(state: T['state'], seat: number): T['view'];
  readonly rules: RuleRegistry<T['ruleId']>;
}

/** Builds a registry from rules listed in order. */
export function ruleRegistry<Id extends string, Source>(list: readonly RuleEntry<Id, Source>[]): RuleRegistry<Id, Source> {
  const byId = new Map<string, RuleEntry<Id, Source>>(list.map((r) => [r.id, r]));
  return {
    ids: list.map((r) => r.id),
    rule: (id) => byId.get(id) as RuleEntry<Id, Source>,
    isRuleId: (id): id is Id => typeof id === 'string' && byId.has(id),
  };
}
