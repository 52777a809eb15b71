import { describe, expect, it } from 'vitest';
import { canonical, gameOptions, gameSeed } from '../equivalence';
import { applyLegalMoveInPlace, legalMoves } from '../game';
import { newGame } from '../setup';
import { copyCompact, fromCompact, toCompact } from './state';
import { decodeMove, encodeMove } from './moves';
import { readFileSync } from 'node:fs';
import { type EquivalenceFixture, GAMES_FILE } from '../fixtures/equivalence-fixture';
import { ROUNDTRIP_PLAYER } from './roundtrip';
import { hashGame } from '../equivalence';

const fixture = JSON.parse(readFileSync(GAMES_FILE, 'utf8')) as EquivalenceFixture;

describe('the compact form (issue #18.1)', () => {
  it('gives back every state of a random game and every legal move, as they went in', () => {
    // Game 14: 4 players with the expansion draft, and every kind of move on the way.
    const s = newGame(gameOptions(14), gameSeed(14));
    const seen = new Set<string>();
    while (s.phase !== 'over') {
      const c = toCompact(s);
      expect(c.ok).toBe(true);
      if (!c.ok) return;
      expect(canonical(fromCompact(c.value))).toBe(canonical(s));
      const legal = legalMoves(s);
      for (const m of legal) {
        expect(canonical(decodeMove(encodeMove(m)))).toBe(canonical(m));
        seen.add(m.type);
      }
      applyLegalMoveInPlace(s, legal[s.ply % legal.length]!);
    }
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  it('copies are independent of the game they came from', () => {
    const c = toCompact(newGame({ players: 3 }, 1));
    if (!c.ok) throw new Error('no compact form');
    const copy = copyCompact(c.value);
    copy.a[0] = 99;
    expect(fromCompact(c.value).round).toBe(1);
  });

  it('refuses, as a value, a state whose list is longer than the layout holds', () => {
    const s = newGame({ players: 4 }, 1);
    s.players[0]!.island = Array.from({ length: 13 }, () => ({ tile: 'corn' as const, colonists: 0 }));
    expect(toCompact(s)).toEqual({ ok: false, error: { field: 'players.0.island', length: 13, max: 12 } });
  });

  it.each([0, 6, 9, 14])('keeps equivalence game %i as recorded when stored compactly between moves', (i) => {
    expect(hashGame(i, ROUNDTRIP_PLAYER).game).toBe(fixture.games[i]!.hash);
  });
});
