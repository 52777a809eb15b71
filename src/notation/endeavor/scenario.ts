/**
 * Turning decoded Endeavor data into a checked scenario: a position goes through the engine's
 * validating gate (fromSetup); a replay is rebuilt by the engine from its start, move by move.
 */
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { GameState, Move, NewGameOptions } from '../../engine/endeavor';
import { applyMove, fromSetup, newGame } from '../../engine/endeavor';
import { SEED_TEXT_MAX } from '../envelope';
import type { NotationError } from '../errors';
import { notationError } from '../errors';

/** A position from outside, judged by the engine. */
export function checkEndeavorPosition(raw: unknown): Result<GameState, NotationError> {
  const r = fromSetup(raw);
  if (r.ok) return r;
  return err({ code: 'notation/illegal-position', errors: r.error, message: r.error.map((e) => `${e.path}: ${e.message}`).join(' ') });
}

/** Whether a seed is one a link can carry: a 32-bit whole number or a short text. */
export function isSeed(x: unknown): x is number | string {
  if (typeof x === 'number') return Number.isInteger(x) && x >= 0 && x <= 0xffff_ffff;
  return typeof x === 'string' && x.length <= SEED_TEXT_MAX;
}

/** The first position of a game, if the engine accepts the options. */
export function startEndeavor(options: unknown, seed: number | string): Result<GameState, NotationError> {
  const players = typeof options === 'object' && options !== null ? (options as Record<string, unknown>).players : undefined;
  if (players !== 3 && players !== 4 && players !== 5) return err(notationError('notation/malformed', 'Endeavor is played by 3 to 5 players.'));
  if (!isSeed(seed)) return err(notationError('notation/malformed', 'The seed must be a whole number or a short text.'));
  return ok(newGame({ players } satisfies NewGameOptions, seed));
}

/** Plays `moves` from a start, asking the engine about each one. */
export function replayEndeavor(start: GameState, moves: readonly unknown[]): Result<GameState, NotationError> {
  let s = start;
  for (let i = 0; i < moves.length; i++) {
    const r = applyMove(s, moves[i]);
    if (!r.ok) return err({ code: 'notation/illegal-move', index: i, error: r.error, message: `Move ${i + 1}: ${r.error.message}` });
    s = r.value;
  }
  return ok(s);
}

/** An Endeavor code from before the real components: said so, never read as today's game. */
export function practiceComponents(version: number): NotationError {
  return {
    code: 'notation/practice-components',
    version,
    message: `This Endeavor link (notation ${version}) was made with the earlier practice components; the game now uses the real components, so it cannot be opened.`,
  };
}

export type { Move };
