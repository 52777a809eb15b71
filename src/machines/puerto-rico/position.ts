/** Turns a partial setup into a game state through the engine's one gate, for tests and lessons. */
import { fromSetup, setupFromPartial, type PartialSetup } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';

/** The position a partial setup describes, or the engine's complaints joined into one sentence. */
export function positionFrom(partial: PartialSetup): Result<GameState, string> {
  const r = fromSetup(setupFromPartial(partial));
  return r.ok ? ok(r.value) : err(r.error.map((e) => `${e.path}: ${e.message}`).join(' '));
}

/** Like positionFrom, for tests: throws with the engine's words when the position is refused. */
export function position(partial: PartialSetup): GameState {
  const r = positionFrom(partial);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
