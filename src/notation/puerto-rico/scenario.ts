/**
 * Turning decoded data into a checked scenario: every position goes through the engine's one
 * validating gate (fromSetup); every replay is rebuilt by the engine move by move.
 */
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { GameOptions, GameState, Move } from '../../engine/puerto-rico';
import { applyMove, fromSetup, newGame } from '../../engine/puerto-rico';
import type { NotationError } from '../errors';

/** A position from outside, judged by the engine. */
export function checkPosition(raw: unknown): Result<GameState, NotationError> {
  const r = fromSetup(raw);
  if (r.ok) return r;
  return err({ code: 'notation/illegal-position', errors: r.error, message: r.error.map((e) => `${e.path}: ${e.message}`).join(' ') });
}

/** The first position of a game with these options and seed, if the engine accepts the options. */
export function startPosition(options: GameOptions, seed: number): Result<GameState, NotationError> {
  let start: GameState;
  try {
    start = newGame(options, seed);
  } catch {
    // newGame trusts its options; odd ones from outside are reported by the gate below instead.
    return checkPosition({ options });
  }
  // The gate checks the options the same way it checks any position.
  return checkPosition(JSON.parse(JSON.stringify(start)));
}

/** Plays `moves` from a start, asking the engine about each one. */
export function replay(start: GameState, moves: readonly unknown[]): Result<GameState, NotationError> {
  let s = start;
  for (let i = 0; i < moves.length; i++) {
    const r = applyMove(s, moves[i]);
    if (!r.ok) return err({ code: 'notation/illegal-move', index: i, error: r.error, message: `Move ${i + 1}: ${r.error.message}` });
    s = r.value;
  }
  return ok(s);
}

export type { Move };
