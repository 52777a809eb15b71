/**
 * Turning decoded data into a checked scenario: every position goes through the engine's one
 * validating gate (fromSetup); every replay is rebuilt by the engine move by move.
 */
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { GameOptions, GameState, Move } from '../../engine/puerto-rico';
import { applyLegalMoveInPlace, applyMove, fifthLargeMayDiffer, fromSetup, legalMoves, newGame } from '../../engine/puerto-rico';
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
 * `s` must be a private copy: it is advanced in place.
 */
export function takeUnionHall(s: GameState, moves: Move[]): void {
  while (s.phase !== 'over' && legalMoves(s).some((m) => m.type === 'union-hall' && m.bonus === undefined)) {
    applyLegalMoveInPlace(s, UNION_HALL);
    moves.push(UNION_HALL);
  }
}

/**
 * Games recorded before notation 5 knew no Guest House window at the end of a phase: there the
 * phase simply ended. Passing every such window (which changes nothing) replays them as they
 * were; the passes are added to `moves` so the result replays under today's rules too.
 * `s` must be a private copy: it is advanced in place.
 */
export function passEndWindows(s: GameState, moves: Move[]): void {
  while (s.phase !== 'over' && s.turn.guestWindow && s.turn.guestEnd) {
    applyLegalMoveInPlace(s, PASS);
    moves.push(PASS);
  }
}

/**
 * Plays `moves` from a start, asking the engine about each one. With a notation `version` before
 * 5 the end-of-phase Guest House windows are passed (passEndWindows); the moves actually played
 * come back with the final state. `start` is advanced in place when no move changes it first.
 */
export function replay(start: GameState, moves: readonly unknown[], version: number = END_WINDOW_VERSION): Result<{ state: GameState; moves: Move[] }, NotationError> {
  let s = start;
  const played: Move[] = [];
  const legacy = version < END_WINDOW_VERSION;
  const unionHall = version < UNION_HALL_MOVES_VERSION;
  for (let i = 0; i < moves.length; i++) {
    if (legacy) passEndWindows(s, played);
    if (unionHall) takeUnionHall(s, played);
    const r = applyMove(s, moves[i]);
    if (!r.ok) return err({ code: 'notation/illegal-move', index: i, error: r.error, message: `Move ${i + 1}: ${r.error.message}` });
    s = r.value;
    played.push(moves[i] as Move);
  }
  if (legacy) passEndWindows(s, played);
  if (unionHall) takeUnionHall(s, played);
  return ok({ state: s, moves: played });
}

export type { Move };
