/**
 * Turning decoded data into a checked scenario: every position goes through the engine's one
 * validating gate (fromSetup); every replay is rebuilt by the engine move by move.
 */
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { GameOptions, GameState, Move } from '../../engine/puerto-rico';
import { applyLegalMoveInPlace, applyMove, fifthLargeMayDiffer, fromSetup, legalMoves, newGame } from '../../engine/puerto-rico';
import { cloneState } from '../../engine/puerto-rico/state';
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

/**
 * Replays recorded before notation 6 were played under readings issue 15 corrected. Up to the first
 * point where the corrected rules could play differently they replay as recorded; from there they
 * cannot be read any further. `before` is true when `s` is the position before move `index`.
 * Returns the error to stop with, or null.
 */
export function olderRulesError(s: GameState, index: number, before: boolean): NotationError | null {
  const stop = (rule: 'builder.large-column' | 'guest-house.guests', why: string): NotationError => ({
    code: 'notation/illegal-move',
    index,
    error: { code: 'move/illegal', rule, message: `This replay was recorded under an earlier reading of the rules: ${why}` },
    message: `Move ${index + 1}: recorded under an earlier reading of the rules (${rule}).`,
  });
  if (before) {
    if ((s.phase === 'builder' || s.phase === 'role') && fifthLargeMayDiffer(s))
      return stop('builder.large-column', 'a player with four large buildings could be offered a fifth, which the city has no column for.');
    return null;
  }
  for (const p of s.players) for (const c of p.city) if (c.settled !== undefined) return stop('guest-house.guests', 'the University colonist on a new Guest House was treated as a guest.');
  return null;
}

/** The first notation version whose games know the Guest House window at the end of a phase. */
export const END_WINDOW_VERSION = 5;

const PASS: Move = { type: 'pass' };
const UNION_HALL: Move = { type: 'union-hall' };

/** The first notation version with the Union Hall's moves (RULINGS.md base 22). */
export const UNION_HALL_MOVES_VERSION = 9;

/**
 * Games recorded before notation 9 took the Union Hall's VP without a move. Where today they wait
 * for a move and the player has no other (the plain `union-hall` is listed), take them, as the
 * engine then did; the move is added to `moves` so the result replays under today's rules too.
 * (With other moves listed, each takes them all first: old indices need nothing more.)
 * Returns the state after them: `s` itself when there were none, else a copy (`s` may share parts
 * with other states, as applyMove's do, so it is never advanced in place).
 */
export function takeUnionHall(s: GameState, moves: Move[]): GameState {
  let t = s;
  while (t.phase !== 'over' && legalMoves(t).some((m) => m.type === 'union-hall' && m.bonus === undefined)) {
    if (t === s) t = cloneState(s);
    applyLegalMoveInPlace(t, UNION_HALL);
    moves.push(UNION_HALL);
  }
  return t;
}

/**
 * Games recorded before notation 5 knew no Guest House window at the end of a phase: there the
 * phase simply ended. Passing every such window (which changes nothing) replays them as they
 * were; the passes are added to `moves` so the result replays under today's rules too.
 * Returns the state after them, `s` itself or a copy (as takeUnionHall).
 */
export function passEndWindows(s: GameState, moves: Move[]): GameState {
  let t = s;
  while (t.phase !== 'over' && t.turn.guestWindow && t.turn.guestEnd) {
    if (t === s) t = cloneState(s);
    applyLegalMoveInPlace(t, PASS);
    moves.push(PASS);
  }
  return t;
}

/**
 * Plays `moves` from a start, asking the engine about each one. With a notation `version` before
 * 5 the end-of-phase Guest House windows are passed (passEndWindows); the moves actually played
 * come back with the final state. `start` is not changed.
 */
export function replay(start: GameState, moves: readonly unknown[], version: number = END_WINDOW_VERSION): Result<{ state: GameState; moves: Move[] }, NotationError> {
  let s = start;
  const played: Move[] = [];
  const legacy = version < END_WINDOW_VERSION;
  const unionHall = version < UNION_HALL_MOVES_VERSION;
  for (let i = 0; i < moves.length; i++) {
    if (legacy) s = passEndWindows(s, played);
    if (unionHall) s = takeUnionHall(s, played);
    const r = applyMove(s, moves[i]);
    if (!r.ok) return err({ code: 'notation/illegal-move', index: i, error: r.error, message: `Move ${i + 1}: ${r.error.message}` });
    s = r.value;
    played.push(moves[i] as Move);
  }
  if (legacy) s = passEndWindows(s, played);
  if (unionHall) s = takeUnionHall(s, played);
  return ok({ state: s, moves: played });
}

export type { Move };
