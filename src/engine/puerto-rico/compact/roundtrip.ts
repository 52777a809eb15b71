/**
 * A way of playing for the equivalence games that keeps the game only in compact form between
 * moves: every move is listed and played by today's engine on the JSON state decoded from it, then
 * stored back, and the moves travel as codes. Equal hashes prove the two edges (state and move
 * codes) lose nothing, on every position of the fixture.
 */
import type { Player } from '../equivalence';
import { applyLegalMoveInPlace, legalMoves } from '../game';
import type { Move } from '../moves';
import { decodeMove, encodeMove } from './moves';
import { type CompactGame, fromCompact, toCompact } from './state';

interface Box {
  game: CompactGame;
}

function compact(s: Parameters<Player['start']>[0]): CompactGame {
  const r = toCompact(s);
  if (!r.ok) throw new Error(`no compact form: ${r.error.field} has ${r.error.length} entries, at most ${r.error.max}`);
  return r.value;
}

export const ROUNDTRIP_PLAYER: Player = {
  start: (s): Box => ({ game: compact(s) }),
  moves: (g) => legalMoves(fromCompact((g as Box).game)).map((m: Move) => decodeMove(encodeMove(m))),
  play: (g, m) => {
    const box = g as Box;
    const s = fromCompact(box.game);
    // The move is found again by its code in the decoded state's own list, as a bot's index would be.
    const code = encodeMove(m);
    const own = legalMoves(s).find((l) => encodeMove(l) === code);
    if (own === undefined) throw new Error(`move ${code} is not in the decoded state's list`);
    applyLegalMoveInPlace(s, own);
    box.game = compact(s);
  },
  state: (g) => fromCompact((g as Box).game),
};
