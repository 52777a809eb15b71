/** A puzzle's position: the engine's partial setup plus board-only seat names. */
import type { GameState, PartialSetup, SetupError } from '../../engine/puerto-rico';
import { DEFAULT_OPTIONS, fromSetup, newGame, setupFromPartial } from '../../engine/puerto-rico';
import type { Result } from '../../engine/result';
import { isObject, unknownFields, type Problem } from '../../engine/validate';

/** The fields a position may name: the state's own, plus the puzzle-only names and seed. */
const START = newGame({}, 0);
const KNOWN = {
  top: [...Object.keys(START), 'seed', 'names'],
  options: Object.keys(DEFAULT_OPTIONS),
  player: [...Object.keys(START.players[0]!), 'colonistsOn'],
  ship: ['capacity', 'good', 'count', 'cargo'],
  turn: Object.keys(START.turn),
};

/** Every unknown field of a position, with the nearest known name (a typo is never dropped silently). */
export function unknownPositionFields(position: Record<string, unknown>): Problem[] {
  const out = unknownFields(position, KNOWN.top, '');
  if (isObject(position.options)) out.push(...unknownFields(position.options, KNOWN.options, 'options'));
  if (isObject(position.turn)) out.push(...unknownFields(position.turn, KNOWN.turn, 'turn'));
  if (Array.isArray(position.players)) position.players.forEach((p, i) => isObject(p) && out.push(...unknownFields(p, KNOWN.player, `players.${i}`)));
  if (Array.isArray(position.ships)) position.ships.forEach((sh, i) => isObject(sh) && out.push(...unknownFields(sh, KNOWN.ship, `ships.${i}`)));
  return out;
}

export interface PuzzlePosition {
  /** Seat names for the board, e.g. ['Anna', 'Róbert']; the engine never sees them. */
  readonly names: string[];
  readonly result: Result<GameState, SetupError[]>;
}

/** Splits off `names` and sends the rest through the engine's one validating gate. Never throws. */
export function readPosition(position: Record<string, unknown>): PuzzlePosition {
  const { names, ...setup } = position;
  const list = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  const unknown = unknownPositionFields(position);
  if (unknown.length > 0) return { names: list, result: { ok: false, error: unknown.map((u) => ({ code: 'setup/unknown-field', path: u.path, rule: 'setup.valid', message: u.reason })) } };
  try {
    return { names: list, result: fromSetup(setupFromPartial(setup as PartialSetup)) };
  } catch (e) {
    return {
      names: list,
      result: { ok: false, error: [{ code: 'setup/invalid', path: '', rule: 'setup.valid', message: `The position could not be read: ${e instanceof Error ? e.message : String(e)}` }] },
    };
  }
}
