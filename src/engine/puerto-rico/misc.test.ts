/** Player views, the Mayor's reachable arrangements, edge cases and regressions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/puerto-rico/random';
import { BUILDING } from './buildings';
import { applyLegalMove, applyLegalMoveInPlace, applyMove, isGameOver, legalMoves } from './game';
import { playGame } from './play-game';
import type { Move } from './moves';
import { sameMove } from './moves';
import { RULES } from './rules';
import { fromSetup, newGame } from './setup';
import type { GameState } from './state';
import { cloneState } from './state';
import { BUILDINGS, GOODS, ISLAND_TILES, ROLES } from './vocabulary';
import { play, position, rolesWithTaken } from './testing';
import { playerView } from './view';

describe('playerView', () => {
  it("hides the other players' VP chips and the order of the face-down plantations", () => {
    let s = newGame({ players: 4 }, 3);
    s = playGame(s, randomBot(3), 2000).state;
    const before = JSON.stringify(s);
    const v = playerView(s, 2);
    expect(JSON.stringify(s)).toBe(before);
    expect(v.players.map((p) => p.vp)).toEqual([null, null, s.players[2]!.vp, null]);
    expect([...v.stack].sort()).toEqual([...s.stack].sort());
    expect(v.stack).toEqual([...v.stack].sort((a, b) => ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'].indexOf(a) - ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'].indexOf(b)));
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.players[0]!.goods).toEqual(s.players[0]!.goods); // goods and doubloons are public
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});

describe('mayor.rearrange: every legal arrangement is reachable, nothing else', () => {
  // Tiles: 2 corn, 1 coffee; buildings: indigo plant (3), harbor (1). Colonists vary.
  const board = {
    island: [
      { tile: 'corn', colonists: 0 },
      { tile: 'corn', colonists: 0 },
      { tile: 'coffee', colonists: 0 },
    ],
    city: [
      { building: 'indigoPlant', colonists: 0 },
      { building: 'harbor', colonists: 0 },
    ],
  } as const;
  const circles = 2 + 1 + 3 + 1;
  const key = (s: GameState) => {
    const p = s.players[0]!;
    return [
      p.island.filter((t) => t.tile === 'corn' && t.colonists).length,
      p.island.filter((t) => t.tile === 'coffee' && t.colonists).length,
      p.city[0]!.colonists,
      p.city[1]!.colonists,
      p.sanJuan,
    ].join(',');
  };
  it.each([1, 2, 3, 4, 6, 7, 9])('with %i colonists', (n) => {
    const start = position({
      options: { players: 3 },
      phase: 'mayor',
      chooser: 0,
      queue: [0, 1, 2],
      rolesChosen: 1,
      roles: rolesWithTaken(3, [['mayor', 0]]),
      players: [{ sanJuan: n, island: board.island.map((t) => ({ ...t })), city: board.city.map((c) => ({ ...c })) }],
    });
    const reached = new Set<string>();
    const walk = (s: GameState) => {
      if (s.toAct !== 0 || s.phase !== 'mayor') {
        reached.add(key(s));
        return;
      }
      for (const m of legalMoves(s)) walk(applyLegalMove(s, m));
    };
    walk(start);
    const expected = new Set<string>();
    const placed = Math.min(n, circles);
    for (let corn = 0; corn <= 2; corn++)
      for (let coffee = 0; coffee <= 1; coffee++)
        for (let ind = 0; ind <= 3; ind++)
          for (let har = 0; har <= 1; har++) {
            if (corn + coffee + ind + har === placed) expected.add([corn, coffee, ind, har, n - placed].join(','));
          }
    expect([...reached].sort()).toEqual([...expected].sort());
  });
});

describe('edge cases', () => {
  it('settler.hospice: with an empty supply the colonist comes from the ship, then none', () => {
    const mk = (colonists: number, colonistShip: number) =>
      position({
        options: { players: 3 },
        colonists,
        colonistShip,
        phase: 'settler',
        chooser: 0,
        queue: [0, 1, 2],
        rolesChosen: 1,
        roles: rolesWithTaken(3, [['settler', 0]]),
        faceUp: ['corn', 'sugar', 'coffee', 'indigo'],
        players: [{ city: [{ building: 'hospice', colonists: 1 }] }],
      });
    const a = play(mk(0, 3), { type: 'plant', tile: 'corn' });
    expect(a.players[0]!.island[1]).toEqual({ tile: 'corn', colonists: 1 });
    expect(a.colonistShip).toBe(2);
    const b = play(mk(0, 0), { type: 'plant', tile: 'corn' });
    expect(b.players[0]!.island[1]).toEqual({ tile: 'corn', colonists: 0 });
  });
  it('end.buildings: a large building into the last two spaces fills the city', () => {
    const city = (['guildHall', 'residence', 'fortress', 'smallMarket', 'hacienda', 'hospice', 'office'] as const).map((building) => ({ building, colonists: 0 }));
    const s = play(
      position({ options: { players: 3 }, phase: 'builder', chooser: 0, queue: [0, 1, 2], rolesChosen: 1, roles: rolesWithTaken(3, [['builder', 0]]), players: [{ doubloons: 20, city }] }),
      { type: 'build', building: 'cityHall' },
    );
    expect(s.endTriggers).toEqual(['buildings']);
    expect(s.players[0]!.city.reduce((n, c) => n + BUILDING[c.building].size, 0)).toBe(12);
  });
  it('applyMove never throws on junk and names the rule', () => {
    const s = newGame({ players: 4 }, 1);
    for (const junk of [null, 3, 'role', {}, { type: 'fly' }, { type: 'role', role: 'king' }, { type: 'load', good: 'corn', ship: 1.5 }]) {
      const r = applyMove(s, junk);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('move/malformed');
    }
  });
  it('a finished game refuses every move', () => {
    const s = playGame(newGame({ players: 3 }, 4), randomBot(4)).state;
    const r = applyMove(s, { type: 'pass' });
    expect(!r.ok && r.error.code).toBe('game/over');
    expect(legalMoves(s)).toEqual([]);
  });
});

describe('regressions', () => {
  it('a Mayor placement takes its colonists out of San Juan (found by the conservation property)', () => {
    const s = position({
      options: { players: 3 },
      phase: 'mayor',
      chooser: 0,
      queue: [0, 1, 2],
      rolesChosen: 1,
      roles: rolesWithTaken(3, [['mayor', 0]]),
      players: [{ sanJuan: 2, island: [{ tile: 'indigo', colonists: 0 }], city: [{ building: 'indigoPlant', colonists: 0 }] }],
    });
    const t = play(s, { type: 'colonist', to: 'indigo' });
    const p = t.players[0]!;
    expect(p.sanJuan + p.island[0]!.colonists + p.city[0]!.colonists).toBe(2);
  });

  it('the gate accepts every position of a real game, the last role of a round included (found by the link benchmark)', () => {
    for (const players of [2, 3, 4, 5] as const) {
      for (let g = 0; g < 3; g++) {
        let s = newGame({ players, buildings: { kind: g === 0 ? 'base' : 'all' } }, `gate-${players}-${g}`);
        const pick = randomBot(g + players);
        while (!isGameOver(s)) {
          const r = fromSetup(JSON.parse(JSON.stringify(s)));
          if (!r.ok) throw new Error(`round ${s.round}, ${s.phase}, ply ${s.ply}: ${r.error.map((e) => e.message).join('; ')}`);
          expect(r.value).toEqual(s);
          s = applyLegalMove(s, pick(s, legalMoves(s)));
        }
      }
    }
  });
});

describe('applyMove agrees with legalMoves', () => {
  it('any candidate move is accepted exactly when it is legal, and every refusal names a known rule', () => {
    const good = fc.constantFrom(...GOODS);
    const candidate = fc.oneof(
      fc.record({ type: fc.constant('role'), role: fc.constantFrom(...ROLES) }),
      fc.record({ type: fc.constant('plant'), tile: fc.constantFrom(...GOODS, 'quarry' as const) }),
      fc.record({ type: fc.constant('forest'), tile: good }),
      fc.constant({ type: 'hacienda' }),
      fc.constant({ type: 'pass' }),
      fc.record({ type: fc.constant('colonist'), to: fc.constantFrom(...ISLAND_TILES, ...BUILDINGS), count: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ type: fc.constant('build'), building: fc.constantFrom(...BUILDINGS) }),
      fc.record({ type: fc.constant('craft'), good }),
      fc.record({ type: fc.constant('sell'), good }),
      fc.record({ type: fc.constant('trading-post'), good }),
      fc.record({ type: fc.constant('load'), good, ship: fc.integer({ min: -1, max: 3 }) }),
      fc.record({ type: fc.constant('wharf'), good }),
      fc.record({ type: fc.constant('small-wharf'), good }),
      fc.record({ type: fc.constant('guest'), to: fc.constantFrom(...ISLAND_TILES, ...BUILDINGS) }),
      fc.record({ type: fc.constant('draft'), building: fc.constantFrom(...BUILDINGS) }),
    ) as unknown as fc.Arbitrary<Move>;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom('base', 'draft', 'all'),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 300 }),
        fc.array(candidate, { minLength: 1, maxLength: 8 }),
        (players, kind, seed, stop, moves) => {
          const s = cloneState(newGame({ players: players as 2 | 3 | 4 | 5, buildings: { kind: kind as 'base' } }, seed));
          const bot = randomBot(seed);
          for (let i = 0; i < stop && s.phase !== 'over'; i++) applyLegalMoveInPlace(s, bot(s, legalMoves(s)));
          const legal = legalMoves(s);
          for (const m of moves) {
            const r = applyMove(s, m);
            expect(r.ok).toBe(legal.some((l) => sameMove(l, m)));
            if (!r.ok) {
              expect(RULES[r.error.rule]).toBeDefined();
              expect(r.error.message.length).toBeGreaterThan(5);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a move of another phase', () => {
  it('is refused in words that name what it does and the phase', () => {
    const s = newGame({ players: 3 }, 4);
    const settler = applyMove(s, { type: 'role', role: 'settler' });
    if (!settler.ok) throw new Error(settler.error.message);
    const r = applyMove(settler.value, { type: 'build', building: 'smallMarket' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.rule).toBe('round.not-your-phase');
      expect(r.error.message).toBe('You cannot build in the Settler phase.');
    }
  });
});
