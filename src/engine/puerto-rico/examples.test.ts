/**
 * The worked examples of the base rules (seed 000_9a2bdc6b83c2cc13.txt), replayed step by step.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from './game';
import type { Move } from './moves';
import { buildPrice } from './builder';
import { productionCapacity } from './craftsman';
import { scorePlayer } from './scoring';
import type { GameState } from './state';
import { position, rolesWithTaken } from './testing';
import type { BuildingId } from './vocabulary';

function play(s: GameState, m: Move): GameState {
  const r = applyMove(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
  return r.value;
}

const sortMoves = (ms: readonly Move[]) => ms.map((m) => JSON.stringify(m)).sort();
const loads = (...ls: [string, number][]) => sortMoves(ls.map(([good, ship]) => ({ type: 'load', good, ship }) as Move));

describe('seed 000, "Példa a kapitány-fázisra": Anna, Róbert, Krisztina, Dávid', () => {
  // Ships of 5, 6 and 7 (indices 0, 1, 2); 3 corn already on the 6-ship.
  const start = (): GameState =>
    position({
      options: { players: 4 },
      phase: 'captain',
      chooser: 0,
      rolesChosen: 1,
      roles: rolesWithTaken(4, [['captain', 0]]),
      ships: [
        { capacity: 5, good: null, count: 0 },
        { capacity: 6, good: 'corn', count: 3 },
        { capacity: 7, good: null, count: 0 },
      ],
      players: [
        { goods: { corn: 2, indigo: 0, sugar: 6, tobacco: 0, coffee: 0 } }, // Anna
        { goods: { corn: 0, indigo: 0, sugar: 2, tobacco: 3, coffee: 0 } }, // Róbert
        { goods: { corn: 2, indigo: 0, sugar: 0, tobacco: 1, coffee: 0 } }, // Krisztina
        { goods: { corn: 1, indigo: 5, sugar: 0, tobacco: 0, coffee: 0 } }, // Dávid
      ],
    });

  it('replays the whole example', () => {
    let s = start();
    // Anna must load corn (on the corn ship) or sugar; 6 sugar must go on the 7-ship, not the 5-ship.
    expect(s.toAct).toBe(0);
    expect(sortMoves(legalMoves(s))).toEqual(loads(['corn', 1], ['sugar', 2]));
    const wrong = applyMove(s, { type: 'load', good: 'sugar', ship: 0 });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.error.code).toBe('captain/must-load-most');
      expect(wrong.error.rule).toBe('captain.load-largest');
    }
    const pass = applyMove(s, { type: 'pass' });
    expect(!pass.ok && pass.error.code).toBe('captain/must-load');
    s = play(s, { type: 'load', good: 'sugar', ship: 2 });
    expect(s.players[0]!.vp).toBe(7); // 6 barrels + 1 privilege

    // Róbert: sugar fills the 7-ship (one barrel), or tobacco on the 5-ship.
    expect(s.toAct).toBe(1);
    expect(sortMoves(legalMoves(s))).toEqual(loads(['sugar', 2], ['tobacco', 0]));
    s = play(s, { type: 'load', good: 'sugar', ship: 2 });
    expect(s.players[1]!.vp).toBe(1);
    expect(s.players[1]!.goods.sugar).toBe(1);
    expect(s.ships[2]).toEqual({ capacity: 7, good: 'sugar', count: 7 });

    // Krisztina chooses her one tobacco for the 5-ship.
    expect(s.toAct).toBe(2);
    expect(sortMoves(legalMoves(s))).toEqual(loads(['corn', 1], ['tobacco', 0]));
    s = play(s, { type: 'load', good: 'tobacco', ship: 0 });
    expect(s.players[2]!.vp).toBe(1);

    // Dávid: no room for indigo; his one corn must go on the 6-ship.
    expect(s.toAct).toBe(3);
    expect(sortMoves(legalMoves(s))).toEqual(loads(['corn', 1]));
    s = play(s, { type: 'load', good: 'corn', ship: 1 });
    expect(s.players[3]!.vp).toBe(1);

    // Anna again: her 2 corn on the 6-ship, no privilege this time.
    expect(s.toAct).toBe(0);
    expect(sortMoves(legalMoves(s))).toEqual(loads(['corn', 1]));
    s = play(s, { type: 'load', good: 'corn', ship: 1 });
    expect(s.players[0]!.vp).toBe(9);

    // Róbert has no choice left: 3 tobacco on the 5-ship.
    expect(s.toAct).toBe(1);
    expect(sortMoves(legalMoves(s))).toEqual(loads(['tobacco', 0]));
    s = play(s, { type: 'load', good: 'tobacco', ship: 0 });
    expect(s.players[1]!.vp).toBe(4);

    // Nobody can load any more; Krisztina and Dávid keep one barrel each, the rest goes back.
    expect(s.phase).toBe('role');
    expect(s.players.map((p) => p.vp)).toEqual([9, 4, 1, 1]);
    expect(s.players[2]!.goods).toEqual({ corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 });
    expect(s.players[3]!.goods).toEqual({ corn: 0, indigo: 1, sugar: 0, tobacco: 0, coffee: 0 });
    expect(s.players[1]!.goods).toEqual({ corn: 0, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 });
    // The full 6- and 7-ships are emptied; the 4 tobacco stay on the 5-ship.
    expect(s.ships).toEqual([
      { capacity: 5, good: 'tobacco', count: 4 },
      { capacity: 6, good: null, count: 0 },
      { capacity: 7, good: null, count: 0 },
    ]);
  });
});

describe('seed 000, "Kőbányák": a player with 3 working quarries', () => {
  const s = position({
    options: { players: 4 },
    players: [
      {},
      {
        doubloons: 20,
        island: [
          { tile: 'quarry', colonists: 1 },
          { tile: 'quarry', colonists: 1 },
          { tile: 'quarry', colonists: 1 },
        ],
      },
    ],
  });
  it.each([
    ['constructionHut', 1],
    ['office', 3],
    ['harbor', 5],
    ['cityHall', 7],
  ] as [BuildingId, number][])('pays for the %s %i doubloons', (b, price) => {
    expect(buildPrice(s, 1, b)).toBe(price);
  });
});

describe('seed 000, feldolgozóüzemek: the production example', () => {
  it('produces 2 corn, 1 tobacco and 3 sugar', () => {
    const s = position({
      options: { players: 4 },
      players: [
        {
          island: [
            { tile: 'corn', colonists: 1 },
            { tile: 'corn', colonists: 1 },
            { tile: 'corn', colonists: 0 }, // not working
            { tile: 'tobacco', colonists: 1 },
            { tile: 'tobacco', colonists: 1 },
            { tile: 'sugar', colonists: 1 },
            { tile: 'sugar', colonists: 1 },
            { tile: 'sugar', colonists: 1 },
            { tile: 'sugar', colonists: 0 }, // not working
          ],
          city: [
            { building: 'tobaccoStorage', colonists: 1 }, // second circle empty
            { building: 'sugarMill', colonists: 3 },
          ],
        },
      ],
    });
    expect(productionCapacity(s.players[0]!)).toEqual({ corn: 2, indigo: 0, sugar: 3, tobacco: 1, coffee: 0 });
    const after = play(s, { type: 'role', role: 'craftsman' });
    expect(after.players[0]!.goods).toMatchObject({ corn: 2, sugar: 3, tobacco: 1 });
  });
});

describe('seed 000, large buildings: scoring examples', () => {
  const base = { doubloons: 0, vp: 0, goods: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 }, sanJuan: 0 };
  it('Guild Hall: small sugar mill, sugar mill, small indigo plant, coffee roaster give +6', () => {
    const p = {
      ...base,
      island: [],
      city: [
        { building: 'guildHall', colonists: 1 },
        { building: 'smallSugarMill', colonists: 0 },
        { building: 'sugarMill', colonists: 0 },
        { building: 'smallIndigoPlant', colonists: 0 },
        { building: 'coffeeRoaster', colonists: 0 },
      ],
    } as GameState['players'][number];
    const sc = scorePlayer(p, 0);
    expect(sc.bonuses.guildHall).toBe(6);
    expect(sc.buildings).toBe(4 + 1 + 2 + 1 + 3);
  });
  it('an unoccupied large building is worth its 4 VP but no bonus', () => {
    const p = {
      ...base,
      island: [],
      city: [
        { building: 'guildHall', colonists: 0 },
        { building: 'sugarMill', colonists: 0 },
      ],
    } as GameState['players'][number];
    const sc = scorePlayer(p, 0);
    expect(sc.bonusTotal).toBe(0);
    expect(sc.total).toBe(6);
  });
  it('Residence: 10 filled island spaces give +5, occupied or not', () => {
    const island = Array.from({ length: 10 }, (_, i) => ({ tile: 'corn' as const, colonists: i % 2 }));
    const p = { ...base, island, city: [{ building: 'residence', colonists: 1 }] } as GameState['players'][number];
    expect(scorePlayer(p, 0).bonuses.residence).toBe(5);
  });
  it('Fortress: 20 colonists (San Juan included) give +6', () => {
    const island = Array.from({ length: 12 }, () => ({ tile: 'corn' as const, colonists: 1 }));
    const p = { ...base, sanJuan: 7, island, city: [{ building: 'fortress', colonists: 1 }] } as GameState['players'][number];
    expect(scorePlayer(p, 0).bonuses.fortress).toBe(6);
  });
  it('Customs House: 1 VP per 4 VP in chips, building VPs not counted', () => {
    const p = {
      ...base,
      vp: 17,
      island: [],
      city: [
        { building: 'customsHouse', colonists: 1 },
        { building: 'harbor', colonists: 1 },
      ],
    } as GameState['players'][number];
    const sc = scorePlayer(p, 0);
    expect(sc.bonuses.customsHouse).toBe(4);
    expect(sc.total).toBe(17 + 4 + 3 + 4);
  });
  it('City Hall: 1 VP per violet building, itself included, production buildings not', () => {
    const p = {
      ...base,
      island: [],
      city: [
        { building: 'cityHall', colonists: 1 },
        { building: 'hacienda', colonists: 0 },
        { building: 'smallMarket', colonists: 0 },
        { building: 'indigoPlant', colonists: 3 },
      ],
    } as GameState['players'][number];
    expect(scorePlayer(p, 0).bonuses.cityHall).toBe(3);
  });
});

describe('seed 000, "A polgármester", Példa (4 játékos)', () => {
  it('6 colonists on the ship go to the Mayor, 2nd, 3rd, 4th player, the Mayor and the 2nd player', () => {
    // Seat 1 is the Mayor; nobody has an empty circle, so every colonist waits in San Juan.
    const noRoom = { island: [] as never[], city: [] as never[] };
    const s0 = position({ options: { players: 4 }, governor: 1, colonistShip: 6, players: [noRoom, noRoom, noRoom, noRoom] });
    const supply = s0.colonists;
    const s = play(s0, { type: 'role', role: 'mayor' });
    // Mayor: 1 privilege colonist from the supply + 2 from the ship; 2nd: 2; 3rd: 1; 4th: 1.
    expect(s.players.map((p) => p.sanJuan)).toEqual([1, 3, 2, 1]);
    // The ship is refilled with one colonist per player (no empty building circles).
    expect(s.colonistShip).toBe(4);
    expect(s.colonists).toBe(supply - 1 - 4);
  });
});
