/**
 * Whole games on the compact path (issue #18.1): the JSON state converted in once, every move
 * listed and played as a code, the final state and the moves converted out once.
 */
import type { Move } from '../moves';
import type { GameState } from '../state';
import { PH } from './ids';
import { G } from './layout';
import { decodeMove } from './moves';
import { compactMoves, playCode } from './play';
import { fromCompact, toCompact } from './state';

/**
 * Plays from `state` to the end, `choose(count)` picking each move by its position in the legal
 * list (the order legalMoves gives). Null when the state has no compact form (the caller plays
 * it on the JSON path); the input state is not changed.
 */
export function playCompact(state: GameState, choose: (count: number) => number, maxMoves: number): { state: GameState; moves: Move[] } | null {
  const r = toCompact(state);
  if (!r.ok) return null;
  const g = r.value;
  const codes: number[] = [];
  while (g.a[G.phase] !== PH.over) {
    if (codes.length >= maxMoves) throw new Error(`playGame: no end after ${maxMoves} moves`);
    const list = compactMoves(g);
    const code = list.codes[choose(list.n)]!;
    codes.push(code);
    playCode(g, code);
  }
  return { state: fromCompact(g), moves: codes.map(decodeMove) };
}
