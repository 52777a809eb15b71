/** A puzzle's position: the engine's partial setup plus board-only seat names. */
import type { GameState, PartialSetup, SetupError } from '../engine/puerto-rico';
import { fromSetup, setupFromPartial } from '../engine/puerto-rico';
import type { Result } from '../engine/result';

export interface PuzzlePosition {
  /** Seat names for the board, e.g. ['Anna', 'Róbert']; the engine never sees them. */
  readonly names: string[];
  readonly result: Result<GameState, SetupError[]>;
}

/** Splits off `names` and sends the rest through the engine's one validating gate. Never throws. */
export function readPosition(position: Record<string, unknown>): PuzzlePosition {
  const { names, ...setup } = position;
  const list = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  try {
    return { names: list, result: fromSetup(setupFromPartial(setup as PartialSetup)) };
  } catch (e) {
    return { names: list, result: { ok: false, error: [{ code: 'setup/invalid', path: '', rule: 'setup.valid', message: `The position could not be read: ${e instanceof Error ? e.message : String(e)}` }] } };
  }
}
