/**
 * The moves of a lesson step as places in the engine's legal lists, for links: the list is the
 * engine's, so a place names the same move wherever the same position is opened.
 */
import { applyMove, legalMoves } from '../../engine/puerto-rico/game';
import { sameMove, type Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';

/** Plays n moves from start, the k-th picked by its place in the legal list; null when one is not there or not legal. */
function follow(start: GameState, n: number, pick: (legal: Move[], k: number) => number): { path: number[]; moves: Move[] } | null {
  const path: number[] = [];
  const moves: Move[] = [];
  let s = start;
  for (let k = 0; k < n; k++) {
    const legal = legalMoves(s);
    const i = pick(legal, k);
    const r = legal[i] && applyMove(s, legal[i]);
    if (!r?.ok) return null;
    path.push(i);
    moves.push(legal[i]!);
    s = r.value;
  }
  return { path, moves };
}

/** Each move's place among the legal moves where it was played; null if one was not legal there. */
export const movePath = (start: GameState, moves: readonly Move[]): number[] | null => follow(start, moves.length, (legal, k) => legal.findIndex((x) => sameMove(x, moves[k]!)))?.path ?? null;

/** The moves a path names from `start`; null when a place is past the end of its legal list (a link from another version). */
export const pathMoves = (start: GameState, path: readonly number[]): Move[] | null => follow(start, path.length, (_, k) => path[k]!)?.moves ?? null;
