import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame } from '../../engine/endeavor';
import { movesByTarget, onMap, targetOf } from './targets';

describe('board targets', () => {
  it('every legal move of the first rounds is on exactly one part or is a button-only move', () => {
    let s = newGame({ players: 3 }, 11);
    for (let i = 0; i < 40; i++) {
      const moves = legalMoves(s);
      const grouped = movesByTarget(moves);
      const onParts = [...grouped.values()].reduce((n, l) => n + l.length, 0);
      const buttonOnly = moves.filter((m) => targetOf(m) === null).length;
      expect(onParts + buttonOnly).toBe(moves.length);
      const r = applyMove(s, moves[moves.length - 1]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
  });

  it('tells the parts of the map from the stock and the seats', () => {
    expect(['region:india', 'city:CA3', 'deck:slavery'].every((k) => onMap(k as never))).toBe(true);
    expect(['stock:market', 'slot:0', 'card:europe-1'].some((k) => onMap(k as never))).toBe(false);
  });
});
