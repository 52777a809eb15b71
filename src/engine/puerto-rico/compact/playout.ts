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

/** A code buffer kept between games; taken (null) while a game plays, so a picker that itself plays games gets its own. */
let spare: Int32Array | null = new Int32Array(1024);

/**
 * Plays from `state` to the end, `choose(count)` picking each move by its position in the legal
 * list (the order legalMoves gives). Null when the state has no compact form (the caller plays
 * it on the JSON path); the input state is not changed.
 */
export function playCompact(state: GameState, choose: (count: number) => number, maxMoves: number): { state: GameState; moves: Move[] } | null {
  const r = toCompact(state);
  if (!r.ok) return null;
  const g = r.value;
  // The played codes in a reused buffer: a growing number[] per game showed in the profile.
  let played = spare ?? new Int32Array(1024);
  spare = null;
  let n = 0;
  while (g.a[G.phase] !== PH.over) {
    if (n >= maxMoves) throw new Error(`playGame: no end after ${maxMoves} moves`);
    const pick = choose(compactMoves(g).n);
    // Listed again after the pick (a cheap check when nothing changed): a picker that plays games
    // itself has used the shared list for those.
    const code = compactMoves(g).codes[pick]!;
    if (n === played.length) {
      const bigger = new Int32Array(played.length * 2);
      bigger.set(played);
      played = bigger;
    }
    played[n++] = code;
    playCode(g, code);
  }
  const moves = new Array<Move>(n);
  for (let i = 0; i < n; i++) moves[i] = decodeMove(played[i]!);
  spare = played;
  return { state: fromCompact(g), moves };
}
