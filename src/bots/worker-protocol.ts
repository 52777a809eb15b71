/**
 * The messages between the page and a Web Worker that runs a bot, for either game: plain JSON
 * both ways, tagged with the game, decoded into typed values or typed errors (a message is never
 * trusted as it comes), and the worker's whole behaviour as one pure function, `answer`, so it can
 * be tested without a worker.
 *
 *   page -> worker  { type: 'choose', game: 'puerto-rico', id: 1, state, seat: 2, level: 'strong', options: { timeMs: 1200 } }
 *   worker -> page  { type: 'decision', id: 1, decision: { move, explanation } }
 *                   { type: 'error', id: 1, error: { code: 'bot/not-your-turn', message } }
 *
 * A worker serves the games of its registry (each page's worker only its own game); a message for
 * another game is refused like any other bad message.
 */
import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import { isObject as isObj } from '../engine/validate';
import type { BotOptions, BotRegistry, Decision, GameId } from './kit';
import { isGameId } from './kit';

/** What the page may ask the worker. */
export interface BotRequest<S = unknown, L extends string = string> {
  type: 'choose';
  game: GameId;
  /** Chosen by the page; the answer carries it back. */
  id: number;
  state: S;
  seat: number;
  level: L;
  options: BotOptions;
}

/** Why a request got no move. `code` is stable; `message` is plain English for people. */
export interface BotError {
  code: 'bot/bad-message' | 'bot/bad-state' | 'bot/not-your-turn' | 'bot/game-over' | 'bot/failed' | 'bot/cancelled' | 'bot/no-worker';
  message: string;
}

/** What the worker answers. */
export type BotResponse<M = unknown, X = unknown> = { type: 'decision'; id: number; decision: Decision<M, X> } | { type: 'error'; id: number; error: BotError };

const botError = (code: BotError['code'], message: string): BotError => ({ code, message });

const isSeat = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 5;
const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** The id of a message, if it has a usable one (so even a bad message can be answered). */
export function messageId(data: unknown): number {
  return isObj(data) && isId(data.id) ? data.id : -1;
}

function decodeOptions(x: unknown): BotOptions | string {
  if (x === undefined) return {};
  if (!isObj(x)) return 'options must be an object.';
  const out: BotOptions = {};
  if (x.timeMs !== undefined) {
    if (typeof x.timeMs !== 'number' || !(x.timeMs > 0) || x.timeMs > 60_000) return 'options.timeMs must be between 0 and 60000.';
    out.timeMs = x.timeMs;
  }
  if (x.iterations !== undefined) {
    if (typeof x.iterations !== 'number' || !Number.isInteger(x.iterations) || x.iterations < 1 || x.iterations > 1_000_000) return 'options.iterations must be a whole number from 1 to 1000000.';
    out.iterations = x.iterations;
  }
  if (x.seed !== undefined) {
    if (typeof x.seed !== 'number' && typeof x.seed !== 'string') return 'options.seed must be a number or a string.';
    out.seed = x.seed;
  }
  if (x.names !== undefined) {
    if (!Array.isArray(x.names) || !x.names.every((n) => typeof n === 'string')) return 'options.names must be a list of strings.';
    out.names = x.names as string[];
  }
  return out;
}

/** Decodes a message sent to a worker that plays the games of `games`. */
export function decodeRequest(data: unknown, games: BotRegistry): Result<BotRequest, BotError> {
  if (!isObj(data) || data.type !== 'choose') return err(botError('bot/bad-message', 'The bot was sent a message it does not understand.'));
  if (!isId(data.id)) return err(botError('bot/bad-message', 'The request has no id.'));
  const game = isGameId(data.game) ? games[data.game] : undefined;
  if (game === undefined) return err(botError('bot/bad-message', 'The request names no game this bot plays.'));
  if (!isSeat(data.seat)) return err(botError('bot/bad-message', 'The request names no valid seat.'));
  if (typeof data.level !== 'string' || !game.levels.includes(data.level)) return err(botError('bot/bad-message', `The bot level must be ${game.levels.join(', ')}.`));
  const options = decodeOptions(data.options);
  if (typeof options === 'string') return err(botError('bot/bad-message', `Bad bot options: ${options}`));
  // The engine's one validating gate: a message is outside input like any other.
  const gate = game.gate(data.state);
  if (!gate.ok) return err(botError('bot/bad-state', `The game state is not a legal position: ${gate.error}`));
  return ok({ type: 'choose', game: game.id, id: data.id, state: gate.value, seat: data.seat, level: data.level, options });
}

/** Decodes a message sent back by the worker: a move (an object with a type) and reasons (an object, or null). */
export function decodeResponse(data: unknown): Result<BotResponse, BotError> {
  if (!isObj(data) || !isId(data.id)) return err(botError('bot/bad-message', 'The bot answered with a message that cannot be read.'));
  if (
    data.type === 'decision' &&
    isObj(data.decision) &&
    isObj(data.decision.move) &&
    typeof data.decision.move.type === 'string' &&
    (data.decision.explanation === null || isObj(data.decision.explanation))
  ) {
    return ok({ type: 'decision', id: data.id, decision: { move: data.decision.move, explanation: data.decision.explanation } });
  }
  if (data.type === 'error' && isObj(data.error) && typeof data.error.code === 'string' && typeof data.error.message === 'string') {
    return ok({ type: 'error', id: data.id, error: data.error as unknown as BotError });
  }
  return err(botError('bot/bad-message', 'The bot answered with a message that cannot be read.'));
}

/** Runs a decoded request: the bot's decision, or why there is none. Never throws. */
export function runRequest(req: BotRequest, games: BotRegistry): BotResponse {
  const { id, state, seat } = req;
  const game = games[req.game];
  try {
    if (game === undefined) return { type: 'error', id, error: botError('bot/bad-message', 'The request names no game this bot plays.') };
    if (game.isOver(state)) return { type: 'error', id, error: botError('bot/game-over', 'The game is over; there is no move to make.') };
    if (game.toAct(state) !== seat || !game.hasMoves(state)) return { type: 'error', id, error: botError('bot/not-your-turn', `It is not seat ${seat + 1}'s turn.`) };
    return { type: 'decision', id, decision: game.decide(state, seat, req.level, req.options) };
  } catch (e) {
    return { type: 'error', id, error: botError('bot/failed', `The bot could not choose a move: ${e instanceof Error ? e.message : String(e)}`) };
  }
}

/** The worker's whole job: decode a message and answer it. */
export function answer(data: unknown, games: BotRegistry): BotResponse {
  const req = decodeRequest(data, games);
  if (!req.ok) return { type: 'error', id: messageId(data), error: req.error };
  return runRequest(req.value, games);
}
