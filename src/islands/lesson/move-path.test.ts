import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame, type GameState, type Move } from '../../engine/puerto-rico';
import { movePath, pathMoves } from './move-path';

/** A few moves into a fresh game, always the last legal one: a line with places other than 0. */
function line(n: number): { start: GameState; moves: Move[] } {
  const start = newGame({ players: 4 }, 7);
  const moves: Move[] = [];
  let s = start;
  for (let i = 0; i < n; i++) {
    const legal = legalMoves(s);
    const m = legal[legal.length - 1]!;
    moves.push(m);
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return { start, moves };
}

describe('the moves of a step as places in the legal lists', () => {
  it('name the same moves when read back from the same start', () => {
    const { start, moves } = line(6);
    const path = movePath(start, moves)!;
    expect(path.some((i) => i > 0)).toBe(true);
    expect(pathMoves(start, path)).toEqual(moves);
  });
  it('have no path for a move that is not legal where it is played', () => {
    const { start, moves } = line(1);
    // The same role cannot be chosen twice in a round.
    expect(movePath(start, [moves[0]!, moves[0]!])).toBeNull();
  });
  it('read a place past the end of its legal list as no moves at all', () => {
    const start = newGame({ players: 4 }, 7);
    expect(pathMoves(start, [legalMoves(start).length])).toBeNull();
  });
});
