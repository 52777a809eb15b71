/**
 * What every game's bots offer the rest of the site, whatever the game: one call that gives the
 * move of a bot of some level for the seat to act (and the reasons, when the bots give any), and
 * the engine's gate and turn questions the worker protocol needs. Each game binds its bots to it
 * once (src/bots/<game>/bot-game.ts); the worker protocol (worker-protocol.ts), the bot client
 * and the table machine are written once against it.
 */
import type { Result } from '../engine/result';

/** The games that have bots. A worker message names one of them. */
export const GAME_IDS = ['puerto-rico', 'endeavor'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Options shared by every level of every game; each bot ignores what it does not use. */
export interface BotOptions {
  /** Seed of the bot's own generator. Default 0. */
  seed?: number | string;
  /** Player names for the explanations, by seat. */
  names?: readonly string[];
  /** Puerto Rico's strong bot: time budget in milliseconds (default 1200 when no iteration bound is given). */
  timeMs?: number;
  /** Puerto Rico's strong bot: iteration bound (deterministic with a seed). */
  iterations?: number;
}

/** A bot's move and its reasons (null for bots that give none). */
export interface Decision<M, X> {
  readonly move: M;
  readonly explanation: X;
}

/** One game's bots, bound to its engine. */
export interface BotGame<S, M, L extends string, X> {
  readonly id: GameId;
  /** Every level, weakest first. */
  readonly levels: readonly L[];
  /** The engine's one validating gate: a state from outside (a message) becomes a checked state or the reasons it is not one. */
  gate(state: unknown): Result<S, string>;
  isOver(state: S): boolean;
  /** The seat to act, or null when nobody is. */
  toAct(state: S): number | null;
  hasMoves(state: S): boolean;
  /** The move of a bot of `level` for `seat` (the seat to act). May throw on a bug; callers catch. */
  decide(state: S, seat: number, level: L, options: BotOptions): Decision<M, X>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different types; each is typed where it is bound
export type AnyBotGame = BotGame<any, any, string, unknown>;

/** The games one worker (or the main-thread fallback) can play. */
export type BotRegistry = Partial<Record<GameId, AnyBotGame>>;

export const isGameId = (x: unknown): x is GameId => typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
