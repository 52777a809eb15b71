/**
 * The moves of a lesson step as places in the engine's legal lists, for links: the list is the
 * engine's, so a place names the same move wherever the same position is opened.
 */
import { applyMove, legalMoves } from '../../engine/puerto-rico/game';
import { sameMove, type Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';

/** Each move's place among the legal moves where it was played; null if one was not legal there. */
export function movePath(start: GameState, moves: readonly Move[]): number[] | null {
  const path: number[] = [];
  let s = start;
  for (const m of moves) {
    const i = legalMoves(s).findIndex((x) => sameMove(x, m));
    const r = i < 0 ? null : applyMove(s, m);
    if (r === null || !r.ok) return null;
    path.push(i);
    s = r.value;
  }
  return path;
}

/** The moves a path names from `start`; null when a place is past the end of its legal list (a link from another version). */
export function pathMoves(start: GameState, path: readonly number[]): Move[] | null {
  const moves: Move[] = [];
  let s = start;
  for (const i of path) {
    const m = legalMoves(s)[i];
    const r = m === undefined ? null : applyMove(s, m);
    if (m === undefined || r === null || !r.ok) return null;
    moves.push(m);
    s = r.value;
  }
  return moves;
}
