/**
 * One test (or table of cases) per rule paragraph of issue #3, named after the rule id in
 * rules.ts so a reader can find the rule from the test and the test from the rule.
 */
import { describe, expect, it } from 'vitest';
import { buildPrice } from './builder';
import { applyMove, legalMoves } from './game';
import type { Move } from './moves';
import { COUNT_SETUP } from './options';
import { RULES, RULE_IDS } from './rules';
import { scores } from './scoring';
import { newGame } from './setup';
import type { GameState } from './state';
import { finalOutcome, play, position, rolesWithTaken } from './testing';
import type { Role } from './vocabulary';

function refused(s: GameState, m: Move): { code: string; rule: string } {
  const r = applyMove(s, m);
  if (r.ok) throw new Error(`${JSON.stringify(m)} was accepted`);
  return { code: r.error.code, rule: r.error.rule };
}
const has = (s: GameState, m: Move) => legalMoves(s).some((l) => JSON.stringify(l) === JSON.stringify(m));
const goods = (g: Partial<Record<'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee', number>>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });
/** A position in the middle of a role's phase, chosen by `chooser`. */
const inPhase = (role: Role, chooser: number, rest: Parameters<typeof position>[0]): GameState =>
  position({ rolesChosen: 1, roles: rolesWithTaken(rest.options?.players ?? 4, [[role, chooser]]), phase: role, chooser, ...rest });

describe('rules registry', () => {
  it('every rule has a sentence and a source', () => {
    for (const id of RULE_IDS) {
      expect(RULES[id].text.length, id).toBeGreaterThan(10);
      expect(RULES[id].source.section.length, id).toBeGreaterThan(0);
    }
  });
});

describe('setup.doubloons / setup.plantations / setup.components', () => {
  it.each([
    [2, 3, ['indigo', 'corn'], 40, 2, 65, [4, 6], 7, 3],
    [3, 2, ['indigo', 'indigo', 'corn'], 55, 3, 75, [4, 5, 6], 6, 4],
    [4, 3, ['indigo', 'indigo', 'corn', 'corn'], 75, 4, 100, [5, 6, 7], 7, 5],
    [5, 4, ['indigo', 'indigo', 'indigo', 'corn', 'corn'], 95, 5, 122, [6, 7, 8], 8, 6],
  ] as const)('%i players: %i doubloons, starting plantations, colonists, VP, ships, roles, face-up tiles', (n, money, start, colonists, ship, vp, ships, roles, faceUp) => {
    const s = newGame({ players: n }, 1);
    expect(s.players.map((p) => p.doubloons)).toEqual(Array(n).fill(money));
    expect(s.players.map((p) => p.island[0]!.tile)).toEqual(start);
    expect(s.colonists).toBe(colonists);
    expect(s.colonistShip).toBe(ship);
    expect(s.vpChips).toBe(vp);
    expect(s.ships.map((x) => x.capacity)).toEqual(ships);
    expect(s.roles.length).toBe(roles);
    expect(s.faceUp.length).toBe(faceUp);
    expect(s.toAct).toBe(0);
  });
  it('setup.two-player: fewer tiles, goods and buildings', () => {
    const s = newGame({ players: 2 }, 1);
    expect(s.quarries).toBe(5);
    expect(s.goods).toEqual({ corn: 8, indigo: 9, sugar: 9, tobacco: 7, coffee: 7 });
    expect(s.stack.length + s.faceUp.length).toBe(35 - 2);
    expect(s.buildings.indigoPlant).toBe(2);
    expect(s.buildings.harbor).toBe(1);
  });
  it('5 players with the later edition have 126 VP chips', () => {
    expect(newGame({ players: 5, vpChips5p: 126 }, 1).vpChips).toBe(126);
  });
});

describe('round.*', () => {
  it('round.role-doubloons: the chooser takes the doubloons on the card', () => {
    const s = position({ options: { players: 4 }, roles: rolesWithTaken(4, []).map((r) => (r.role === 'prospector' ? { ...r, doubloons: 2 } : r)) });
    const after = play(s, { type: 'role', role: 'prospector' });
    expect(after.players[0]!.doubloons).toBe(3 + 2 + 1);
  });
  it('round.role-taken: a chosen card cannot be chosen again this round', () => {
    const s = play(newGame({ players: 4 }, 3), { type: 'role', role: 'prospector' });
    expect(refused(s, { type: 'role', role: 'prospector' })).toEqual({ code: 'round/role-taken', rule: 'round.role-taken' });
  });
  it('round.choose-role: only a role can be chosen at role time', () => {
    expect(refused(newGame({ players: 4 }, 3), { type: 'pass' }).code).toBe('round/choose-role');
  });
  it('round.unchosen-doubloon: with 3 players the three unchosen cards get a doubloon each', () => {
    let s = newGame({ players: 3 }, 3);
    for (const role of ['trader', 'craftsman', 'builder'] as Role[]) {
      s = play(s, { type: 'role', role });
      while (s.phase !== 'role') s = play(s, legalMoves(s).find((m) => m.type === 'pass') ?? legalMoves(s)[0]!);
    }
    expect(
      s.roles
        .filter((r) => r.doubloons === 1)
        .map((r) => r.role)
        .sort(),
    ).toEqual(['captain', 'mayor', 'settler']);
    expect(s.governor).toBe(1);
  });
  it('round.order: roles go from the governor clockwise; the next round starts with the next governor', () => {
    let s = newGame({ players: 4 }, 5);
    const order: number[] = [];
    for (const role of ['prospector', 'trader', 'craftsman', 'builder'] as Role[]) {
      order.push(s.toAct);
      // Skip through the phase by passing where possible.
      s = play(s, { type: 'role', role });
      while (s.phase !== 'role') s = play(s, legalMoves(s).find((m) => m.type === 'pass') ?? legalMoves(s)[0]!);
    }
    expect(order).toEqual([0, 1, 2, 3]);
    expect(s.governor).toBe(1);
    expect(s.toAct).toBe(1);
    expect(s.round).toBe(2);
    const unchosen = s.roles.filter((r) => ['settler', 'mayor', 'captain'].includes(r.role));
    expect(unchosen.map((r) => r.doubloons)).toEqual([1, 1, 1]);
    expect(s.roles.find((r) => r.role === 'builder')!.doubloons).toBe(0);
  });
  it('setup.two-player: each player chooses three roles, alternating, and one card is left', () => {
    let s = newGame({ players: 2 }, 5);
    const order: number[] = [];
    for (const role of ['prospector', 'trader', 'craftsman', 'builder', 'captain', 'settler'] as Role[]) {
      order.push(s.toAct);
      s = play(s, { type: 'role', role });
      while (s.phase !== 'role') s = play(s, legalMoves(s).find((m) => m.type === 'pass') ?? legalMoves(s)[0]!);
    }
    expect(order).toEqual([0, 1, 0, 1, 0, 1]);
    expect(s.governor).toBe(1);
    expect(s.roles.find((r) => r.role === 'mayor')!.doubloons).toBe(1);
    expect(COUNT_SETUP[2].choicesPerRound).toBe(6);
  });
});

describe('settler.*', () => {
  const faceUp = ['corn', 'sugar', 'coffee', 'indigo', 'tobacco'] as const;
  it('settler.take-face-up and settler.quarry-privilege: only the Settler may take a quarry', () => {
    let s = inPhase('settler', 0, { options: { players: 4 }, faceUp: [...faceUp] });
    expect(has(s, { type: 'plant', tile: 'quarry' })).toBe(true);
    s = play(s, { type: 'plant', tile: 'quarry' });
    expect(s.players[0]!.island.map((t) => t.tile)).toEqual(['indigo', 'quarry']);
    expect(s.toAct).toBe(1);
    expect(refused(s, { type: 'plant', tile: 'quarry' })).toEqual({ code: 'settler/quarry-privilege', rule: 'settler.quarry-privilege' });
    expect(refused(s, { type: 'plant', tile: 'quarry' as never }).code).toBe('settler/quarry-privilege');
    s = play(s, { type: 'plant', tile: 'coffee' });
    expect(refused(s, { type: 'plant', tile: 'coffee' }).code).toBe('settler/not-face-up');
  });
  it('settler.construction-hut: a working Construction Hut allows a quarry', () => {
    const s = inPhase('settler', 0, { options: { players: 4 }, faceUp: [...faceUp], queue: [1, 2, 3], players: [{}, { city: [{ building: 'constructionHut', colonists: 1 }] }] });
    expect(has(s, { type: 'plant', tile: 'quarry' })).toBe(true);
  });
  it('settler.hacienda: the extra tile comes from the stack first; the Hospice gives it no colonist', () => {
    let s = inPhase('settler', 0, {
      options: { players: 4 },
      faceUp: [...faceUp],
      stack: ['sugar', 'coffee'],
      players: [
        {
          city: [
            { building: 'hacienda', colonists: 1 },
            { building: 'hospice', colonists: 1 },
          ],
        },
      ],
    });
    expect(has(s, { type: 'hacienda' })).toBe(true);
    s = play(s, { type: 'hacienda' });
    expect(s.players[0]!.island).toEqual([
      { tile: 'indigo', colonists: 0 },
      { tile: 'coffee', colonists: 0 },
    ]);
    expect(has(s, { type: 'hacienda' })).toBe(false);
    const colonists = s.colonists;
    s = play(s, { type: 'plant', tile: 'corn' });
    // settler.hospice: the face-up tile gets a colonist from the supply.
    expect(s.players[0]!.island[2]).toEqual({ tile: 'corn', colonists: 1 });
    expect(s.colonists).toBe(colonists - 1);
  });
  it('settler.full-island: a full island is skipped', () => {
    const island = (['corn', 'corn', 'corn', 'indigo', 'indigo', 'indigo', 'sugar', 'sugar', 'sugar', 'quarry', 'quarry', 'quarry'] as const).map((tile) => ({ tile, colonists: 0 }));
    const s = inPhase('settler', 0, { options: { players: 3 }, faceUp: ['sugar', 'coffee', 'indigo', 'tobacco'], players: [{ island }] });
    expect(s.toAct).toBe(1);
  });
  it('settler.redraw: the unchosen tiles are discarded and players+1 are drawn; discards are reshuffled when the stack runs out', () => {
    let s = inPhase('settler', 0, { options: { players: 3 }, faceUp: ['sugar', 'coffee', 'indigo', 'tobacco'], stack: ['corn', 'corn'], discards: ['sugar'] });
    s = play(s, { type: 'plant', tile: 'sugar' }, { type: 'pass' }, { type: 'pass' });
    expect(s.phase).toBe('role');
    // Two corn from the stack, then the 4 discards are reshuffled and two more drawn.
    expect(s.faceUp.length).toBe(4);
    expect(s.faceUp.slice(0, 2)).toEqual(['corn', 'corn']);
    expect(s.discards).toEqual([]);
    expect([...s.faceUp.slice(2), ...s.stack].sort()).toEqual(['coffee', 'indigo', 'sugar', 'tobacco']);
  });
});

describe('mayor.*', () => {
  it('mayor.privilege and mayor.distribute: one from the supply, then the ship one at a time from the Mayor', () => {
    const s0 = position({ options: { players: 4 }, colonistShip: 6, governor: 1, queue: [], players: [{}, {}, {}, {}] });
    const colonists = s0.colonists;
    const s = play(s0, { type: 'role', role: 'mayor' });
    // Each player's only tile is a plantation, so placement is forced: count what each got.
    const got = s.players.map((p) => p.sanJuan + p.island.reduce((n, t) => n + t.colonists, 0));
    expect(got).toEqual([1, 3, 2, 1]);
    // mayor.refill: no buildings, so the ship gets one per player.
    expect(s.colonistShip).toBe(4);
    expect(s.colonists).toBe(colonists - 1 - 4);
  });
  it('mayor.fill-circles: colonists must fill empty circles; passing is refused', () => {
    const s = inPhase('mayor', 0, {
      options: { players: 4 },
      players: [
        {
          sanJuan: 2,
          island: [
            { tile: 'corn', colonists: 0 },
            { tile: 'sugar', colonists: 0 },
            { tile: 'coffee', colonists: 0 },
          ],
        },
      ],
    });
    expect(
      legalMoves(s)
        .map((m) => (m.type === 'colonist' ? `${m.to} ${m.count ?? 1}` : m.type))
        .sort(),
    ).toEqual(['coffee 1', 'corn 1', 'sugar 1']);
    expect(refused(s, { type: 'pass' }).code).toBe('mayor/must-place');
    const after = play(s, { type: 'colonist', to: 'coffee', count: 1 }, { type: 'colonist', to: 'corn', count: 1 });
    expect(after.players[0]!.island.map((t) => t.colonists)).toEqual([1, 0, 1]);
    expect(after.players[0]!.sanJuan).toBe(0);
  });
  it('mayor.rearrange: colonists already placed can be moved', () => {
    const s = inPhase('mayor', 0, {
      options: { players: 4 },
      players: [
        {
          island: [
            { tile: 'corn', colonists: 1 },
            { tile: 'coffee', colonists: 0 },
          ],
        },
      ],
    });
    const after = play(s, { type: 'colonist', to: 'coffee', count: 1 });
    expect(after.players[0]!.island.map((t) => t.colonists)).toEqual([0, 1]);
  });
  it('mayor.refill: one colonist per empty building circle, at least the number of players', () => {
    const s = play(
      position({
        options: { players: 3 },
        colonistShip: 0,
        players: [
          {
            city: [
              { building: 'indigoPlant', colonists: 0 },
              { building: 'coffeeRoaster', colonists: 0 },
            ],
          },
          { city: [{ building: 'tobaccoStorage', colonists: 0 }] },
          {},
        ],
      }),
      { type: 'role', role: 'mayor' },
      { type: 'colonist', to: 'indigoPlant', count: 1 },
    );
    // Seat 0 put its privilege colonist somewhere; 3+2+3 circles minus 1.
    expect(s.colonistShip).toBe(7);
  });
  it('end.colonists: when the ship cannot be refilled the game ends after the round', () => {
    let s = position({ options: { players: 3 }, colonists: 2, colonistShip: 0 });
    s = play(s, { type: 'role', role: 'mayor' });
    expect(s.colonistShip).toBe(1);
    expect(s.endTriggers).toEqual(['colonists']);
    expect(s.phase).toBe('role');
    for (const role of ['trader', 'builder'] as Role[]) {
      s = play(s, { type: 'role', role });
      while (s.phase !== 'role' && s.phase !== 'over') s = play(s, legalMoves(s).find((m) => m.type === 'pass') ?? legalMoves(s)[0]!);
    }
    expect(s.phase).toBe('over');
    expect(finalOutcome(s).reasons).toEqual(['colonists']);
  });
});

describe('builder.*', () => {
  const rich = { doubloons: 20 }; // four of them stay within the 86 doubloons of the box
  it('builder.privilege: the Builder pays one less; the others the full price', () => {
    const s = inPhase('builder', 0, { options: { players: 4 }, players: [rich, rich, rich, rich] });
    expect(buildPrice(s, 0, 'harbor')).toBe(7);
    expect(buildPrice(s, 1, 'harbor')).toBe(8);
  });
  it.each([
    ['smallMarket', 4, 0],
    ['office', 4, 3],
    ['university', 4, 5],
    ['fortress', 4, 6],
    ['smallMarket', 1, 0],
    ['fortress', 1, 9],
  ] as const)('builder.quarry-discount: %s with %i working quarries costs %i (never below 0)', (b, q, price) => {
    const island = Array.from({ length: q }, () => ({ tile: 'quarry' as const, colonists: 1 }));
    const s = position({ options: { players: 4 }, players: [{}, { island }] });
    expect(buildPrice(s, 1, b)).toBe(price);
  });
  it('builder.one-of-each, builder.afford, builder.city-space', () => {
    const city = (['guildHall', 'residence', 'fortress', 'customsHouse', 'smallMarket', 'constructionHut', 'hospice'] as const).map((building) => ({ building, colonists: 0 }));
    const s = inPhase('builder', 0, { options: { players: 4 }, players: [{ doubloons: 30, city }, { doubloons: 1 }] });
    expect(refused(s, { type: 'build', building: 'smallMarket' }).code).toBe('builder/one-of-each');
    expect(refused(s, { type: 'build', building: 'cityHall' }).code).toBe('builder/no-space');
    expect(has(s, { type: 'build', building: 'hacienda' })).toBe(true);
    const t = play(s, { type: 'build', building: 'hacienda' });
    expect(t.endTriggers).toEqual(['buildings']);
    expect(refused(t, { type: 'build', building: 'harbor' })).toEqual({ code: 'builder/cannot-afford', rule: 'builder.afford' });
  });
  it('builder.one-building: after building, the turn passes on', () => {
    const s = play(inPhase('builder', 0, { options: { players: 4 }, players: [rich, rich, rich, rich] }), { type: 'build', building: 'smallMarket' });
    expect(s.toAct).toBe(1);
  });
  it('builder.university: a working University puts a colonist on the new building', () => {
    const s = play(inPhase('builder', 0, { options: { players: 4 }, players: [{ doubloons: 20, city: [{ building: 'university', colonists: 1 }] }] }), { type: 'build', building: 'harbor' });
    expect(s.players[0]!.city[1]).toEqual({ building: 'harbor', colonists: 1 });
  });
});

describe('craftsman.*', () => {
  it('craftsman.shortage: a short kind is handed out clockwise from the Craftsman', () => {
    const corn = (n: number) => Array.from({ length: n }, () => ({ tile: 'corn' as const, colonists: 1 }));
    // Only 4 corn left for productions of 1, 2, 3 and 1: handed out clockwise from the Craftsman.
    const s = play(
      position({
        options: { players: 4 },
        governor: 0,
        players: [{ island: corn(1) }, { island: corn(2) }, { island: corn(3) }, { island: corn(1) }],
        goods: { corn: 4, indigo: 11, sugar: 11, tobacco: 9, coffee: 9 },
      }),
      { type: 'role', role: 'craftsman' },
    );
    expect(s.players.map((p) => p.goods.corn)).toEqual([1, 2, 1, 0]);
  });
  it('craftsman.privilege: one more barrel of a kind he can produce; factory pays for kinds', () => {
    let s = play(
      position({
        options: { players: 4 },
        players: [
          {
            island: [
              { tile: 'corn', colonists: 1 },
              { tile: 'indigo', colonists: 1 },
              { tile: 'sugar', colonists: 1 },
            ],
            city: [
              { building: 'smallIndigoPlant', colonists: 1 },
              { building: 'smallSugarMill', colonists: 1 },
              { building: 'factory', colonists: 1 },
            ],
          },
        ],
      }),
      { type: 'role', role: 'craftsman' },
    );
    expect(s.players[0]!.goods).toMatchObject({ corn: 1, indigo: 1, sugar: 1 });
    expect(s.players[0]!.doubloons).toBe(3 + 2); // craftsman.factory: 3 kinds -> 2
    expect(
      legalMoves(s)
        .map((m) => (m.type === 'craft' ? m.good : m.type))
        .sort(),
    ).toEqual(['corn', 'indigo', 'pass', 'sugar']);
    expect(refused(s, { type: 'craft', good: 'coffee' }).rule).toBe('craftsman.privilege');
    s = play(s, { type: 'craft', good: 'sugar' });
    expect(s.players[0]!.goods.sugar).toBe(2);
    expect(s.phase).toBe('role');
  });
  it('craftsman.production: a plantation without a working production circle produces nothing, corn needs none', () => {
    const s = play(
      position({
        options: { players: 4 },
        players: [
          {
            island: [
              { tile: 'corn', colonists: 1 },
              { tile: 'coffee', colonists: 1 },
            ],
            city: [{ building: 'coffeeRoaster', colonists: 0 }],
          },
        ],
      }),
      { type: 'role', role: 'craftsman' },
    );
    expect(s.players[0]!.goods).toMatchObject({ corn: 1, coffee: 0 });
  });
});

describe('trader.*', () => {
  const g = goods({ corn: 1, indigo: 1, sugar: 1, tobacco: 1, coffee: 1 });
  it('trader.prices and trader.one-of-each: the Trader gets the price +1; a kind already sold is refused', () => {
    let s = inPhase('trader', 0, { options: { players: 4 }, players: [{ goods: g }, { goods: g }, { goods: g }, { goods: g }] });
    s = play(s, { type: 'sell', good: 'coffee' });
    expect(s.players[0]!.doubloons).toBe(3 + 5);
    expect(refused(s, { type: 'sell', good: 'coffee' })).toEqual({ code: 'trader/kind-in-house', rule: 'trader.one-of-each' });
    s = play(s, { type: 'sell', good: 'tobacco' });
    expect(s.players[1]!.doubloons).toBe(3 + 3);
  });
  it('trader.house-full and trader.empty-when-full: four goods fill it; it is emptied at the end of the phase', () => {
    let s = inPhase('trader', 0, { options: { players: 5 }, players: [{ goods: g }, { goods: g }, { goods: g }, { goods: g }, { goods: g }] });
    s = play(s, { type: 'sell', good: 'coffee' }, { type: 'sell', good: 'tobacco' }, { type: 'sell', good: 'sugar' }, { type: 'sell', good: 'indigo' });
    expect(s.phase).toBe('role');
    expect(s.tradingHouse).toEqual([]);
  });
  it('trader.empty-when-full: a house that is not full keeps its goods', () => {
    const s = play(inPhase('trader', 0, { options: { players: 3 }, players: [{ goods: g }, {}, {}] }), { type: 'sell', good: 'corn' });
    expect(s.tradingHouse).toEqual(['corn']);
  });
  it('Office, Small and Large Market', () => {
    const s = inPhase('trader', 1, {
      options: { players: 4 },
      tradingHouse: ['coffee'],
      queue: [1, 2, 3, 0],
      players: [
        {},
        {
          goods: g,
          city: [
            { building: 'office', colonists: 1 },
            { building: 'smallMarket', colonists: 1 },
            { building: 'largeMarket', colonists: 1 },
          ],
        },
      ],
    });
    const t = play(s, { type: 'sell', good: 'coffee' });
    expect(t.players[1]!.doubloons).toBe(3 + 4 + 1 + 1 + 2);
  });
});

describe('captain.*', () => {
  const ships = [
    { capacity: 5, good: null, count: 0 },
    { capacity: 6, good: null, count: 0 },
    { capacity: 7, good: null, count: 0 },
  ];
  it('captain.wharf and captain.harbor: a Wharf ships one whole kind; the Harbor adds 1 VP to every loading', () => {
    let s = inPhase('captain', 0, {
      options: { players: 4 },
      ships,
      players: [
        {
          goods: goods({ corn: 3, coffee: 2 }),
          city: [
            { building: 'wharf', colonists: 1 },
            { building: 'harbor', colonists: 1 },
          ],
        },
      ],
    });
    expect(legalMoves(s).some((m) => m.type === 'wharf' && m.good === 'coffee')).toBe(true);
    s = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect(s.players[0]!.vp).toBe(3 + 1 + 1); // barrels + Harbor + privilege
    expect(s.toAct).toBe(0); // nobody else has goods: Anna's turn again
    s = play(s, { type: 'wharf', good: 'coffee' });
    expect(s.players[0]!.vp).toBe(5 + 2 + 1);
    expect(s.phase).toBe('role');
  });
  it('captain.must-load: a player with only the Wharf left may pass', () => {
    const full = [
      { capacity: 5, good: 'corn', count: 5 },
      { capacity: 6, good: 'indigo', count: 6 },
      { capacity: 7, good: 'sugar', count: 7 },
    ];
    const s = inPhase('captain', 0, {
      options: { players: 4 },
      ships: full,
      goods: goods({ corn: 5, indigo: 5, sugar: 4, tobacco: 8, coffee: 9 }),
      players: [{ goods: goods({ tobacco: 1 }), city: [{ building: 'wharf', colonists: 1 }] }],
    });
    expect(
      legalMoves(s)
        .map((m) => m.type)
        .sort(),
    ).toEqual(['pass', 'wharf']);
    const t = play(s, { type: 'pass' });
    expect(t.players[0]!.goods.tobacco).toBe(1);
    expect(t.players[0]!.vp).toBe(0);
  });
  it('captain.kind-on-other-ship and captain.ship-one-kind', () => {
    const s = inPhase('captain', 0, {
      options: { players: 4 },
      ships: [
        { capacity: 5, good: 'corn', count: 5 },
        { capacity: 6, good: 'indigo', count: 1 },
        { capacity: 7, good: null, count: 0 },
      ],
      players: [{ goods: goods({ corn: 2, indigo: 1 }) }],
    });
    expect(refused(s, { type: 'load', good: 'corn', ship: 2 }).code).toBe('captain/kind-on-other-ship');
    expect(refused(s, { type: 'load', good: 'corn', ship: 1 }).code).toBe('captain/ship-other-kind');
    expect(refused(s, { type: 'load', good: 'corn', ship: 0 }).code).toBe('captain/ship-full');
    expect(legalMoves(s)).toEqual([{ type: 'load', good: 'indigo', ship: 1 }]);
  });
  it('captain.storage and captain.warehouses: one barrel plus whole kinds in working warehouses', () => {
    const s = inPhase('captain', 0, {
      options: { players: 4 },
      ships: [
        { capacity: 5, good: 'corn', count: 5 },
        { capacity: 6, good: 'indigo', count: 6 },
        { capacity: 7, good: 'sugar', count: 7 },
      ],
      goods: goods({ corn: 0, indigo: 0, sugar: 0, tobacco: 4, coffee: 5 }),
      players: [{ goods: goods({ corn: 3, indigo: 3, sugar: 2, tobacco: 2, coffee: 1 }), city: [{ building: 'smallWarehouse', colonists: 1 }] }],
    });
    expect(s.phase).toBe('storage');
    const keeps = legalMoves(s);
    expect(keeps.every((m) => m.type === 'keep')).toBe(true);
    const t = play(s, { type: 'keep', warehouse: ['corn'], barrels: goods({ indigo: 1 }) });
    expect(t.players[0]!.goods).toEqual(goods({ corn: 3, indigo: 1 }));
    // captain.empty-full-ships
    expect(t.ships.every((x) => x.count === 0)).toBe(true);
    expect(refused(s, { type: 'keep', warehouse: ['corn', 'indigo'], barrels: goods({}) }).code).toBe('storage/warehouse-room');
    expect(refused(s, { type: 'keep', warehouse: ['corn'], barrels: goods({ indigo: 2 }) }).code).toBe('storage/keep');
  });
  it('end.vp-chips: handing out the last chip ends the game after the round; later VPs still count', () => {
    let s = inPhase('captain', 0, { options: { players: 4 }, vpChips: 2, ships, players: [{ goods: goods({ corn: 3 }) }, { goods: goods({ sugar: 2 }) }] });
    s = play(s, { type: 'load', good: 'corn', ship: 0 }, { type: 'load', good: 'sugar', ship: 1 });
    expect(s.endTriggers).toEqual(['vp-chips']);
    expect(s.players[0]!.vp).toBe(4);
    expect(s.players[1]!.vp).toBe(2);
    expect(s.vpChips).toBe(0);
    expect(s.phase).toBe('role');
    // Finish the round: three more roles.
    for (const role of ['prospector', 'settler', 'builder'] as Role[]) {
      s = play(s, { type: 'role', role });
      while (s.phase !== 'role' && s.phase !== 'over') s = play(s, legalMoves(s).find((m) => m.type === 'pass') ?? legalMoves(s)[0]!);
    }
    expect(s.phase).toBe('over');
    expect(finalOutcome(s).reasons).toEqual(['vp-chips']);
  });
});

describe('prospector.doubloon', () => {
  it('the Prospector takes 1 doubloon; the others do nothing', () => {
    const s = play(newGame({ players: 4 }, 1), { type: 'role', role: 'prospector' });
    expect(s.players.map((p) => p.doubloons)).toEqual([4, 3, 3, 3]);
    expect(s.toAct).toBe(1);
  });
});

describe('score.total and score.tiebreak', () => {
  it('ties are broken by doubloons plus goods; a full tie is shared', () => {
    const s = position({
      options: { players: 3 },
      phase: 'over',
      endTriggers: ['buildings'],
      players: [
        { vp: 10, doubloons: 2, goods: goods({ corn: 1 }) },
        { vp: 10, doubloons: 3 },
        { vp: 9, doubloons: 9 },
      ],
    });
    expect(finalOutcome(s).winners).toEqual([0, 1]);
    expect(scores(s).map((x) => x.tiebreak)).toEqual([3, 3, 9]);
    const t = position({
      options: { players: 3 },
      phase: 'over',
      endTriggers: ['buildings'],
      players: [
        { vp: 10, doubloons: 2 },
        { vp: 10, doubloons: 3 },
        { vp: 9, doubloons: 9 },
      ],
    });
    expect(finalOutcome(t).winners).toEqual([1]);
  });
});
