/** The compact path as a way of playing the equivalence games (../equivalence.ts). */
import type { Player } from '../equivalence';
import type { Move } from '../moves';
import { decodeMove, encodeMove } from './moves';
import { compactMoves, playCode } from './play';
import { type CompactGame, fromCompact, toCompact } from './state';

let listed: Move[] = [];
let codes: number[] = [];

export const COMPACT_PLAYER: Player = {
  start: (s) => {
    const r = toCompact(s);
    if (!r.ok) throw new Error(`no compact form: ${r.error.field}`);
    return r.value;
  },
  moves: (g) => {
    const list = compactMoves(g as CompactGame);
    codes = Array.from(list.codes.subarray(0, list.n));
    listed = codes.map(decodeMove);
    return listed;
  },
  play: (g, m) => {
    const i = listed.indexOf(m);
    playCode(g as CompactGame, i >= 0 ? codes[i]! : encodeMove(m));
  },
  state: (g) => fromCompact(g as CompactGame),
};
