import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type EquivalenceFixture, GAMES_FILE } from './fixtures/equivalence-fixture';
import { JSON_PLAYER, type Player, gameOptions, hashGame } from './equivalence';

const fixture = JSON.parse(readFileSync(GAMES_FILE, 'utf8')) as EquivalenceFixture;

/** Games 0-15: every player count with each building setup (base, draft, all, list). `npm run equivalence` plays all. */
const QUICK = Array.from({ length: 16 }, (_, i) => i);

describe('equivalence games (issue #18.2)', () => {
  it('cover 2 to 5 players and every building setup in the quick subset', () => {
    const seen = new Set(QUICK.map((i) => `${gameOptions(i).players} ${gameOptions(i).buildings.kind}`));
    expect(seen.size).toBe(16);
  });

  it('meet every value of every option over the whole fixture', () => {
    const all = fixture.games.map((_, i) => gameOptions(i));
    expect(new Set(all.map((o) => o.vpChips5p))).toEqual(new Set([122, 126]));
    expect(new Set(all.map((o) => o.wharfCapacity))).toEqual(new Set([null, 11, 3, 6]));
    expect(new Set(all.map((o) => o.smallWharfHarbor))).toEqual(new Set([true, false]));
    expect(new Set(all.map((o) => o.forestTiles))).toEqual(new Set([12, 0, 15, 3]));
    expect(new Set(all.map((o) => o.fullCityEnd))).toEqual(new Set([true, false]));
    expect(fixture.games.reduce((n, g) => n + g.states, 0)).toBeGreaterThanOrEqual(30_000);
  });

  it.each(QUICK)("today's engine still plays game %i as recorded", (i) => {
    expect(hashGame(i, JSON_PLAYER).game).toBe(fixture.games[i]!.hash);
  });

  it('tell a way of playing that orders the legal moves differently', () => {
    const reversed: Player = { ...JSON_PLAYER, moves: (g) => JSON_PLAYER.moves(g).slice().reverse() };
    expect(hashGame(0, reversed).game).not.toBe(fixture.games[0]!.hash);
  });
});
