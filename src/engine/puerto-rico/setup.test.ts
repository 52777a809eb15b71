/** The validating gate: each kind of bad setup gives its typed error; junk never throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalMoves } from './game';
import { fromSetup, newGame, newGameWithRules, setupFromPartial } from './setup';
import type { PartialSetup } from './setup';

const codes = (partial: PartialSetup | Record<string, unknown>, raw = false): string[] => {
  const r = fromSetup(raw ? partial : setupFromPartial(partial as PartialSetup));
  return r.ok ? [] : r.error.map((e) => e.code);
};

describe('newGameWithRules', () => {
  it('deals the same game as newGame and names the setup rules, the two-player variant only with two', () => {
    for (const players of [2, 3, 4, 5] as const) {
      const { state, rules } = newGameWithRules({ players }, 5);
      expect(state).toEqual(newGame({ players }, 5));
      expect(rules).toEqual(expect.arrayContaining(['setup.players', 'setup.doubloons', 'setup.plantations', 'setup.components']));
      expect(rules.includes('setup.two-player')).toBe(players === 2);
    }
  });

  it('records nothing for a plain newGame', () => {
    newGame({ players: 2 }, 1);
    expect(newGameWithRules({ players: 3 }, 1).rules).not.toContain('setup.two-player');
  });
});

describe('fromSetup', () => {
  it('accepts every state the engine itself makes', () => {
    for (const players of [2, 3, 4, 5] as const) {
      const s = newGame({ players }, 9);
      const r = fromSetup(JSON.parse(JSON.stringify(s)));
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value).toEqual(s);
    }
  });

  it('setupFromPartial fills what a puzzle leaves out', () => {
    const r = fromSetup(setupFromPartial({ options: { players: 3 }, players: [{ goods: { corn: 4, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 } }] }));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.goods.corn).toBe(6);
      expect(r.value.players.length).toBe(3);
      expect(legalMoves(r.value).length).toBeGreaterThan(0);
    }
  });

  const goods = (g: Record<string, number>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });
  it.each<[string, PartialSetup, string]>([
    ['more goods than exist', { goods: goods({ coffee: 9 }), players: [{ goods: goods({ coffee: 1 }) }] }, 'setup/too-many-goods'],
    ['a colonist on a missing building', { players: [{ colonistsOn: { harbor: 1 } }] }, 'setup/colonist-on-missing-building'],
    ['too many colonists on a building', { players: [{ city: [{ building: 'harbor', colonists: 2 }] }] }, 'setup/too-many-colonists'],
    ['a colonist on a forest', { options: { buildings: { kind: 'all' } }, players: [{ island: [{ tile: 'forest', colonists: 1 }] }] }, 'setup/too-many-colonists'],
    [
      'a ship with two kinds',
      {
        ships: [
          { capacity: 5, cargo: { corn: 1, sugar: 2 } },
          { capacity: 6, good: null, count: 0 },
          { capacity: 7, good: null, count: 0 },
        ],
      } as PartialSetup,
      'setup/ship-two-kinds',
    ],
    [
      'the same kind on two ships',
      {
        ships: [
          { capacity: 5, good: 'corn', count: 1 },
          { capacity: 6, good: 'corn', count: 1 },
          { capacity: 7, good: null, count: 0 },
        ],
      },
      'setup/kind-on-two-ships',
    ],
    [
      'an overloaded ship',
      {
        ships: [
          { capacity: 5, good: 'corn', count: 6 },
          { capacity: 6, good: null, count: 0 },
          { capacity: 7, good: null, count: 0 },
        ],
      },
      'setup/ship-overloaded',
    ],
    [
      'more than 12 city spaces',
      { players: [{ city: (['guildHall', 'residence', 'fortress', 'customsHouse', 'cityHall', 'smallMarket', 'hacienda', 'hospice'] as const).map((building) => ({ building, colonists: 0 })) }] },
      'setup/city-overfull',
    ],
    [
      'more than 12 island tiles',
      { players: [{ island: Array.from({ length: 13 }, (_, i) => ({ tile: (['corn', 'indigo', 'sugar', 'tobacco', 'coffee'] as const)[i % 5]!, colonists: 0 })) }] },
      'setup/island-full',
    ],
    ['negative doubloons', { players: [{ doubloons: -1 }] }, 'setup/negative'],
    ['a fractional count', { players: [{ doubloons: 1.5 }] }, 'setup/not-integer'],
    [
      'the same building twice',
      {
        players: [
          {
            city: [
              { building: 'harbor', colonists: 0 },
              { building: 'harbor', colonists: 0 },
            ],
          },
        ],
      },
      'setup/duplicate-building',
    ],
    ['an unknown building', { players: [{ city: [{ building: 'castle', colonists: 0 }] }] } as unknown as PartialSetup, 'setup/unknown-building'],
    ['an expansion building in a base game', { players: [{ city: [{ building: 'library', colonists: 0 }] }] }, 'setup/building-not-in-game'],
    ['more quarries than exist', { quarries: 8, players: [{ island: [{ tile: 'quarry', colonists: 0 }] }] }, 'setup/too-many-quarries'],
    ['more colonists than exist', { colonists: 200 }, 'setup/too-many-colonists'],
    ['a full trading house plus one', { tradingHouse: ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'] } as PartialSetup, 'setup/trading-house-full'],
    ['six players', { options: { players: 6 as 5 } }, 'setup/players'],
    ['a wrong number of players listed', { options: { players: 4 }, players: [{}, {}, {}, {}, {}] }, 'setup/player-count'],
  ])('%s', (_name, partial, code) => {
    expect(codes(partial)).toContain(code);
  });

  it('lists every problem, not just the first', () => {
    const c = codes({
      players: [{ doubloons: -1, city: [{ building: 'harbor', colonists: 3 }] }],
      ships: [
        { capacity: 5, good: 'corn', count: 9 },
        { capacity: 6, good: null, count: 0 },
        { capacity: 7, good: null, count: 0 },
      ],
    });
    expect(c).toEqual(expect.arrayContaining(['setup/negative', 'setup/too-many-colonists', 'setup/ship-overloaded']));
  });

  it('every error names its path, its rule and says what is wrong in words', () => {
    const r = fromSetup(setupFromPartial({ players: [{ doubloons: -1 }] }));
    expect(r.ok).toBe(false);
    if (!r.ok) for (const e of r.error) expect(e).toMatchObject({ code: expect.any(String), path: expect.any(String), rule: expect.any(String), message: expect.stringMatching(/\w+ \w+/) });
  });

  it('random junk gives errors, never an exception', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const r = fromSetup(junk);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a real state with random fields replaced by junk never throws', () => {
    const base = JSON.parse(JSON.stringify(newGame({ players: 4 }, 1))) as Record<string, unknown>;
    const keys = Object.keys(base);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), fc.constantFrom(0, 1, 2, 3), fc.anything(), (key, junk, seat, junk2) => {
        const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
        copy[key] = junk;
        const players = copy.players;
        if (Array.isArray(players) && typeof players[seat] === 'object' && players[seat] !== null)
          (players[seat] as Record<string, unknown>)[['doubloons', 'goods', 'island', 'city', 'vp', 'sanJuan'][seat % 6]!] = junk2;
        expect(() => fromSetup(copy)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
