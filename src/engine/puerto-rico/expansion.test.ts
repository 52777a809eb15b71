/**
 * The New Buildings expansion (seed 001_4374b6d9a3e67b5e.txt): every worked example step by step
 * and every combination the text mentions.
 */
import { describe, expect, it } from 'vitest';
import { buildPrice } from './builder';
import { keepOptions } from './captain';
import { productionCapacity } from './craftsman';
import { applyMove, legalMoves } from './game';
import type { Move } from './moves';
import { cloisterBonus, scorePlayer } from './scoring';
import { newGame } from './setup';
import type { GameState, PlayerState } from './state';
import { play, position, rolesWithTaken } from './testing';
import type { BuildingId, Role } from './vocabulary';

const refusedCode = (s: GameState, m: Move): string => {
  const r = applyMove(s, m);
  return r.ok ? 'accepted' : r.error.code;
};
const has = (s: GameState, m: Move) => legalMoves(s).some((l) => JSON.stringify(l) === JSON.stringify(m));
const goods = (g: Partial<Record<'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee', number>>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });
const ALL = { kind: 'all' } as const;
const city = (...bs: [BuildingId, number][]) => bs.map(([building, colonists]) => ({ building, colonists }));
const tiles = (...ts: [PlayerState['island'][number]['tile'], number, number][]) => ts.flatMap(([tile, n, colonists]) => Array.from({ length: n }, () => ({ tile, colonists })));
/** A position where `chooser` is about to choose `role` (so the phase starts as in play). */
const viaRole = (role: Role, chooser: number, rest: Parameters<typeof position>[0]): GameState =>
  play(position({ governor: chooser, ...rest, options: { buildings: ALL, ...(rest.options ?? {}) } }), { type: 'role', role });
const inPhase = (role: Role, chooser: number, rest: Parameters<typeof position>[0]): GameState =>
  position({ rolesChosen: 1, roles: rolesWithTaken(rest.options?.players ?? 4, [[role, chooser]]), phase: role, chooser, ...rest, options: { buildings: ALL, ...(rest.options ?? {}) } });

describe('ELŐKÉSZÜLETEK: the building draft', () => {
  it('players pick in turn from the governor until 12 small and 5 large slots are full', () => {
    let s = newGame({ players: 4, buildings: { kind: 'draft' } }, 1);
    expect(s.phase).toBe('draft');
    let picks = 0;
    const seats: number[] = [];
    while (s.phase === 'draft') {
      seats.push(s.toAct);
      s = play(s, legalMoves(s)[0]!);
      picks++;
    }
    expect(picks).toBe(12 + 5);
    expect(seats.slice(0, 6)).toEqual([0, 1, 2, 3, 0, 1]);
    expect(s.phase).toBe('role');
    expect(s.toAct).toBe(0);
    const violet = Object.entries(s.buildings).filter(([b, n]) => n > 0 && !['smallIndigoPlant', 'smallSugarMill', 'indigoPlant', 'sugarMill', 'tobaccoStorage', 'coffeeRoaster'].includes(b));
    expect(violet.length).toBe(12 + 5);
    expect(violet.filter(([, n]) => n === 2).length).toBe(12); // small buildings in pairs
  });
  it('the example: Black Market then Hacienda fill the two 2-doubloon slots; Construction Hut and Forest House are out', () => {
    let s = newGame({ players: 4, buildings: { kind: 'draft' } }, 1);
    s = play(s, { type: 'draft', building: 'blackMarket' });
    expect(has(s, { type: 'draft', building: 'forestHouse' })).toBe(true);
    s = play(s, { type: 'draft', building: 'hacienda' });
    expect(refusedCode(s, { type: 'draft', building: 'constructionHut' })).toBe('draft/no-slot');
    expect(refusedCode(s, { type: 'draft', building: 'forestHouse' })).toBe('draft/no-slot');
    expect(s.buildings.blackMarket).toBe(2);
  });
  it('setup.hacienda-forest-house: once one is chosen the other cannot be', () => {
    const s = play(newGame({ players: 3, buildings: { kind: 'draft' } }, 1), { type: 'draft', building: 'forestHouse' });
    expect(refusedCode(s, { type: 'draft', building: 'hacienda' })).toBe('draft/hacienda-forest-house');
  });
  it('setup.draft-cost and production buildings', () => {
    const s = newGame({ players: 3, buildings: { kind: 'draft' } }, 1);
    expect(refusedCode(s, { type: 'draft', building: 'coffeeRoaster' })).toBe('draft/production');
    let t = play(s, { type: 'draft', building: 'smallMarket' });
    expect(refusedCode(t, { type: 'draft', building: 'aqueduct' })).toBe('draft/no-slot');
    t = play(t, { type: 'draft', building: 'statue' });
    expect(t.buildings.statue).toBe(1);
  });
  it('setups: every building once each, and a fixed list', () => {
    const all = newGame({ players: 4, buildings: { kind: 'all' } }, 1);
    expect(all.buildings.cloister).toBe(1);
    expect(all.buildings.library).toBe(1);
    expect(all.buildings.hacienda).toBe(1);
    const list = newGame({ players: 4, buildings: { kind: 'list', buildings: ['library', 'statue', 'harbor'] } }, 1);
    expect(list.buildings.library).toBe(2);
    expect(list.buildings.statue).toBe(1);
    expect(list.buildings.wharf).toBe(0);
    expect(list.buildings.indigoPlant).toBe(3);
  });
});

describe('Vízvezeték (Aqueduct)', () => {
  it('example 1: 0 indigo from the Indigo Plant and 1 sugar from the Small Sugar Mill give 0 indigo and 1 sugar', () => {
    const p = { doubloons: 0, vp: 0, goods: goods({}), sanJuan: 0, island: tiles(['indigo', 1, 0], ['sugar', 1, 1]), city: city(['aqueduct', 1], ['indigoPlant', 1], ['smallSugarMill', 1]) };
    expect(productionCapacity(p)).toEqual(goods({ sugar: 1 }));
  });
  it('example 2: 1 indigo (Indigo Plant) and 3 sugar (Sugar Mill) give 2 indigo and 4 sugar', () => {
    const p = { doubloons: 0, vp: 0, goods: goods({}), sanJuan: 0, island: tiles(['indigo', 1, 1], ['sugar', 3, 1]), city: city(['aqueduct', 1], ['indigoPlant', 1], ['sugarMill', 3]) };
    expect(productionCapacity(p)).toEqual(goods({ indigo: 2, sugar: 4 }));
  });
  it('a small plant alone does not trigger it', () => {
    const p = { doubloons: 0, vp: 0, goods: goods({}), sanJuan: 0, island: tiles(['indigo', 2, 1]), city: city(['aqueduct', 1], ['smallIndigoPlant', 1]) };
    expect(productionCapacity(p).indigo).toBe(1);
  });
});

describe('Erdészház (Forest House)', () => {
  it('the example: 6 forests, 2 working quarries, as Builder: the Large Warehouse costs 0', () => {
    const s = inPhase('builder', 0, { players: [{ doubloons: 0, island: tiles(['forest', 6, 0], ['quarry', 2, 1]) }] });
    expect(buildPrice(s, 0, 'largeWarehouse')).toBe(0);
    expect(has(s, { type: 'build', building: 'largeWarehouse' })).toBe(true);
  });
  it('the forest discount has no column limit, and counts without a working Forest House', () => {
    const s = position({ options: { buildings: ALL }, players: [{}, { island: tiles(['forest', 8, 0]) }] });
    expect(buildPrice(s, 1, 'smallMarket')).toBe(0);
    expect(buildPrice(s, 1, 'harbor')).toBe(4);
  });
  it('a forest replaces a face-up plantation, which leaves the game; no quarry can be swapped', () => {
    let s = inPhase('settler', 0, { faceUp: ['corn', 'sugar', 'coffee', 'indigo', 'tobacco'], queue: [1, 2, 3, 0], players: [{}, { city: city(['forestHouse', 1]) }] });
    expect(legalMoves(s).filter((m) => m.type === 'forest').length).toBe(5);
    const forests = s.forests;
    s = play(s, { type: 'forest', tile: 'coffee' });
    expect(s.players[1]!.island.map((t) => t.tile)).toEqual(['indigo', 'forest']);
    expect(s.removed).toEqual(['coffee']);
    expect(s.forests).toBe(forests - 1);
    expect(s.faceUp).not.toContain('coffee');
  });
  it('no forest when none are left', () => {
    const s = inPhase('settler', 0, { forests: 0, faceUp: ['corn', 'sugar'], players: [{ city: city(['forestHouse', 1]) }] });
    expect(legalMoves(s).some((m) => m.type === 'forest')).toBe(false);
    expect(refusedCode(s, { type: 'forest', tile: 'corn' })).toBe('settler/no-forest-left');
  });
  it('forests take no colonist', () => {
    const s = inPhase('mayor', 0, { players: [{ sanJuan: 3, island: tiles(['forest', 2, 0], ['corn', 1, 0]) }] });
    expect(s.players[0]!.island.map((t) => t.colonists)).toEqual([0, 0, 1]);
    expect(s.players[0]!.sanJuan).toBe(2);
  });
  it("with a Hospice, a forest's colonist goes to San Juan", () => {
    const s = play(inPhase('settler', 0, { faceUp: ['corn', 'sugar'], players: [{ city: city(['forestHouse', 1], ['hospice', 1]) }] }), { type: 'forest', tile: 'corn' });
    expect(s.players[0]!.island[1]).toEqual({ tile: 'forest', colonists: 0 });
    expect(s.players[0]!.sanJuan).toBe(1);
  });
  it('with a Hacienda, the drawn tile may be looked at and taken as a forest instead', () => {
    let s = inPhase('settler', 0, { stack: ['coffee'], faceUp: ['corn', 'sugar'], players: [{ city: city(['forestHouse', 1], ['hacienda', 1]) }] });
    s = play(s, { type: 'hacienda' });
    expect(s.turn.drawn).toBe('coffee');
    expect(
      legalMoves(s)
        .map((m) => m.type)
        .sort(),
    ).toEqual(['forest', 'plant']);
    s = play(s, { type: 'forest', tile: 'coffee' });
    expect(s.players[0]!.island.map((t) => t.tile)).toEqual(['indigo', 'forest']);
    expect(s.removed).toEqual(['coffee']);
    // ... then his ordinary pick.
    s = play(s, { type: 'plant', tile: 'corn' });
    expect(s.players[0]!.island.map((t) => t.tile)).toEqual(['indigo', 'forest', 'corn']);
  });
  it('with a Library, 0, 1 or 2 of the picks may be forests', () => {
    let s = viaRole('settler', 0, { options: { players: 3 }, faceUp: ['corn', 'sugar', 'coffee', 'indigo'], players: [{ city: city(['forestHouse', 1], ['library', 1]) }] });
    s = play(s, { type: 'forest', tile: 'corn' }, { type: 'pass' }, { type: 'pass' });
    expect(s.toAct).toBe(0); // the Library's second pick
    expect(has(s, { type: 'forest', tile: 'sugar' })).toBe(true);
    s = play(s, { type: 'forest', tile: 'sugar' });
    expect(s.players[0]!.island.map((t) => t.tile)).toEqual(['indigo', 'forest', 'forest']);
  });
});

describe('Feketepiac (Black Market)', () => {
  const start = (extra: Partial<PlayerState> = {}) =>
    inPhase('builder', 1, {
      queue: [0, 1, 2, 3],
      players: [{ doubloons: 6, goods: goods({ indigo: 1 }), vp: 3, sanJuan: 1, city: city(['blackMarket', 1]), ...extra }],
    });
  it('the example: 6 doubloons, Harbor costs 8: an indigo and a colonist pay the rest', () => {
    let s = start();
    const pay = { colonist: 'sanJuan', good: 'indigo', vp: false } as const;
    expect(has(s, { type: 'build', building: 'harbor', blackMarket: pay })).toBe(true);
    // Giving a VP chip as well would leave a doubloon: not allowed.
    expect(refusedCode(s, { type: 'build', building: 'harbor', blackMarket: { colonist: 'sanJuan', good: 'indigo', vp: true } })).toBe('builder/black-market-exact');
    const colonists = s.colonists;
    s = play(s, { type: 'build', building: 'harbor', blackMarket: pay });
    const p = s.players[0]!;
    expect(p.doubloons).toBe(0);
    expect(p.goods.indigo).toBe(0);
    expect(p.sanJuan).toBe(0);
    expect(p.city.map((c) => c.building)).toEqual(['blackMarket', 'harbor']);
    expect(s.colonists).toBe(colonists + 1);
  });
  it('at most one of each, so at most 3 doubloons', () => {
    const s = start({ doubloons: 4 });
    expect(legalMoves(s).some((m) => m.type === 'build' && m.building === 'harbor')).toBe(false);
    expect(legalMoves(s).some((m) => m.type === 'build' && m.building === 'office' && m.blackMarket?.vp === true && m.blackMarket.good === 'indigo' && m.blackMarket.colonist === 'sanJuan')).toBe(
      false,
    );
    expect(has(s, { type: 'build', building: 'factory', blackMarket: { colonist: 'sanJuan', good: 'indigo', vp: true } })).toBe(true);
  });
  it("the Black Market's own colonist cannot be given", () => {
    const s = start({ sanJuan: 0, goods: goods({}), vp: 0, doubloons: 7 });
    expect(legalMoves(s).some((m) => m.type === 'build' && m.blackMarket?.colonist === 'blackMarket')).toBe(false);
    expect(has(s, { type: 'build', building: 'harbor' })).toBe(false);
  });
  it('a VP chip given back does not undo the end of the game', () => {
    const s = play(
      inPhase('builder', 1, {
        vpChips: 0,
        endTriggers: ['vp-chips'],
        queue: [0, 1, 2, 3],
        players: [{ doubloons: 7, vp: 2, city: city(['blackMarket', 1]) }],
      }),
      { type: 'build', building: 'harbor', blackMarket: { colonist: null, good: null, vp: true } },
    );
    expect(s.endTriggers).toEqual(['vp-chips']);
    expect(s.players[0]!.vp).toBe(1);
  });
});

describe('Tárház (Storehouse)', () => {
  it('the example: with a Large Warehouse it keeps two whole kinds plus 4 barrels of any kinds', () => {
    const p = { doubloons: 0, vp: 0, sanJuan: 0, island: [], city: city(['storehouse', 1], ['largeWarehouse', 1]), goods: goods({ corn: 5, indigo: 4, sugar: 3, tobacco: 2, coffee: 1 }) };
    const options = keepOptions(p);
    expect(options.length).toBeGreaterThan(1);
    for (const m of options) {
      if (m.type !== 'keep') throw new Error('not a keep');
      expect(m.warehouse.length).toBe(2);
      const loose = Object.values(m.barrels).reduce((a, b) => a + b, 0);
      expect(loose).toBe(4);
    }
    expect(options).toContainEqual({ type: 'keep', warehouse: ['corn', 'indigo'], barrels: goods({ sugar: 3, coffee: 1 }) });
  });
});

describe('Vendégház (Guest House)', () => {
  it('the example: a guest moves to the Storehouse at the end of the Captain phase, the other to the Library before the Trader', () => {
    let s = inPhase('captain', 1, {
      queue: [1, 2, 3, 0],
      ships: [
        { capacity: 5, good: 'corn', count: 5 },
        { capacity: 6, good: 'indigo', count: 6 },
        { capacity: 7, good: 'sugar', count: 7 },
      ],
      goods: goods({ corn: 0, indigo: 0, sugar: 0, tobacco: 5, coffee: 5 }),
      players: [{ goods: goods({ corn: 2, indigo: 2, sugar: 2 }), city: city(['guestHouse', 2], ['storehouse', 0], ['library', 0]) }],
    });
    // Nobody can load: the loading is over, and the phase's end window opens for the owner.
    expect(s.phase).toBe('captain');
    expect(s.turn.guestWindow && s.turn.guestEnd).toBe(true);
    expect(s.toAct).toBe(0);
    expect(has(s, { type: 'guest', to: 'storehouse' }) && has(s, { type: 'guest', to: 'library' }) && has(s, { type: 'pass' })).toBe(true);
    s = play(s, { type: 'guest', to: 'storehouse' }, { type: 'pass' });
    expect(s.phase).toBe('storage');
    expect(s.toAct).toBe(0);
    // The working Storehouse: 1 + 3 barrels may be kept.
    expect(legalMoves(s).every((m) => m.type === 'guest' || (m.type === 'keep' && Object.values(m.barrels).reduce((a, b) => a + b, 0) === 4))).toBe(true);
    s = play(s, { type: 'keep', warehouse: [], barrels: goods({ corn: 2, indigo: 2 }) });
    expect(s.phase).toBe('role');
    // Later, on his turn, he takes the Trader and at once moves the other guest to the Library.
    s = position({ ...JSON.parse(JSON.stringify(s)), rolesChosen: 3, governor: 1, players: s.players });
    expect(s.toAct).toBe(0);
    s = play(s, { type: 'role', role: 'trader' });
    expect(s.turn.guestWindow).toBe(true);
    s = play(s, { type: 'guest', to: 'library' }, { type: 'sell', good: 'indigo' });
    expect(s.players[0]!.doubloons).toBe(3 + 1 + 2); // price 1 + doubled privilege
    expect(s.players[0]!.city.map((c) => c.colonists)).toEqual([0, 1, 1]);
    // Both former guests now stay put until the next Mayor phase: no guest move is offered again.
    expect(legalMoves(s).some((m) => m.type === 'guest')).toBe(false);
  });
  it('the same guest may not move before choosing the role (only at the start or end of a phase, seed-readings.test.ts)', () => {
    let s = position({
      options: { buildings: ALL },
      rolesChosen: 3,
      governor: 1,
      players: [{ goods: goods({ indigo: 1 }), city: city(['guestHouse', 1], ['library', 0]) }],
    });
    expect(s.toAct).toBe(0);
    expect(refusedCode(s, { type: 'guest', to: 'library' })).toBe('guest-house/mid-phase');
    s = play(s, { type: 'role', role: 'trader' }, { type: 'guest', to: 'library' }, { type: 'sell', good: 'indigo' });
    expect(s.players[0]!.doubloons).toBe(3 + 1 + 2);
  });
  it('the end window: after the last Builder turn the owner may still move a guest, here onto the Guild Hall he just built', () => {
    let s = inPhase('builder', 0, {
      queue: [0, 1, 2, 3],
      players: [{ doubloons: 10, island: tiles(['indigo', 1, 1]), city: city(['guestHouse', 1]) }, { doubloons: 0 }, { doubloons: 0 }, { doubloons: 0 }],
    });
    expect(s.toAct).toBe(0);
    s = play(s, { type: 'build', building: 'guildHall' });
    expect(s.phase).toBe('builder');
    expect(s.turn.guestWindow && s.turn.guestEnd).toBe(true);
    expect(s.toAct).toBe(0);
    expect(legalMoves(s)).toEqual([{ type: 'guest', to: 'guildHall' }, { type: 'pass' }]);
    expect(refusedCode(s, { type: 'role', role: 'settler' })).toBe('guest-house/window');
    const refusal = applyMove(s, { type: 'role', role: 'settler' });
    expect(!refusal.ok && refusal.error.rule).toBe('guest-house.end-window');
    s = play(s, { type: 'guest', to: 'guildHall' });
    // No guest left: the window closes by itself and the phase ends.
    expect(s.phase).toBe('role');
    expect(s.turn.guestWindow).toBe(false);
    expect(s.players[0]!.city).toEqual(city(['guestHouse', 0], ['guildHall', 1]));
    // Passing instead keeps the guest on the Guest House.
    const kept = play(
      inPhase('builder', 0, {
        queue: [0, 1, 2, 3],
        players: [{ doubloons: 10, island: tiles(['indigo', 1, 1]), city: city(['guestHouse', 1]) }, { doubloons: 0 }, { doubloons: 0 }, { doubloons: 0 }],
      }),
      { type: 'build', building: 'guildHall' },
      { type: 'pass' },
    );
    expect(kept.phase).toBe('role');
    expect(kept.players[0]!.city).toEqual(city(['guestHouse', 1], ['guildHall', 0]));
  });
  it('the end window of the last phase comes before the final count: a guest on a large building scores', () => {
    const lastPhase = (move: boolean) => {
      const s = inPhase('builder', 0, {
        queue: [0, 1, 2, 3],
        rolesChosen: 4,
        endTriggers: ['vp-chips'],
        players: [{ doubloons: 10, city: city(['guestHouse', 1], ['smallIndigoPlant', 0], ['coffeeRoaster', 0]) }, { doubloons: 0 }, { doubloons: 0 }, { doubloons: 0 }],
      });
      const after = play(s, { type: 'build', building: 'guildHall' }, move ? { type: 'guest', to: 'guildHall' } : { type: 'pass' });
      expect(after.phase).toBe('over');
      return scorePlayer(after.players[0]!, 0);
    };
    const moved = lastPhase(true);
    const kept = lastPhase(false);
    // The Guild Hall works only with the guest on it: 1 VP for the small and 2 for the large production building.
    expect(moved.bonusTotal).toBe(3);
    expect(kept.bonusTotal).toBe(0);
  });
  it('at the start of a phase every owner may move guests first: onto a Coffee Roaster before production', () => {
    let s = position({
      options: { buildings: ALL },
      players: [{}, { island: tiles(['coffee', 1, 1]), city: city(['guestHouse', 1], ['coffeeRoaster', 0]) }],
    });
    s = play(s, { type: 'role', role: 'craftsman' });
    expect(s.turn.guestWindow).toBe(true);
    expect(s.toAct).toBe(1);
    expect(legalMoves(s)).toEqual([{ type: 'guest', to: 'coffeeRoaster' }, { type: 'pass' }]);
    expect(refusedCode(s, { type: 'craft', good: 'corn' })).toBe('guest-house/window');
    s = play(s, { type: 'guest', to: 'coffeeRoaster' });
    expect(s.turn.guestWindow).toBe(false);
    expect(s.players[1]!.goods.coffee).toBe(1);
    // Passing instead leaves the guest where it is and the coffee unproduced.
    const t = play(
      position({ options: { buildings: ALL }, players: [{}, { island: tiles(['coffee', 1, 1]), city: city(['guestHouse', 1], ['coffeeRoaster', 0]) }] }),
      { type: 'role', role: 'craftsman' },
      { type: 'pass' },
    );
    expect(t.players[1]!.goods.coffee).toBe(0);
    expect(t.players[1]!.city[0]!.colonists).toBe(1);
  });
  it('in the Mayor phase the Guest House is filled like any building, and guests cannot move during it', () => {
    const s = inPhase('mayor', 0, { players: [{ sanJuan: 4, island: tiles(['corn', 2, 0]), city: city(['guestHouse', 0], ['harbor', 0]) }] });
    expect(legalMoves(s).some((m) => m.type === 'guest')).toBe(false);
    expect(legalMoves(s).some((m) => m.type === 'colonist' && m.to === 'guestHouse')).toBe(true);
  });
});

describe('Kereskedelmi állomás (Trading Post)', () => {
  it('sells any kind even into a full trading house; price + privilege, no market bonus; the good goes to the supply', () => {
    const s0 = inPhase('trader', 0, {
      tradingHouse: ['coffee', 'corn', 'sugar', 'indigo'],
      players: [{ goods: goods({ coffee: 1 }), city: city(['tradingPost', 1], ['smallMarket', 1], ['largeMarket', 1]) }],
    });
    expect(legalMoves(s0)).toEqual([{ type: 'trading-post', good: 'coffee' }, { type: 'pass' }]);
    const supply = s0.goods.coffee;
    const s = play(s0, { type: 'trading-post', good: 'coffee' });
    expect(s.players[0]!.doubloons).toBe(3 + 4 + 1);
    // The coffee sold goes to the supply, and so does the full trading house's at the end of the phase.
    expect(s.goods.coffee).toBe(supply + 2);
    expect(s.tradingHouse).toEqual([]);
  });
});

describe('Templom (Church)', () => {
  it.each([
    ['smallMarket', 0],
    ['office', 1],
    ['harbor', 1],
    ['cityHall', 2],
  ] as [BuildingId, number][])('building the %s gives %i VP', (b, vp) => {
    const s = play(inPhase('builder', 0, { players: [{ doubloons: 20, city: city(['church', 1]) }] }), { type: 'build', building: b });
    expect(s.players[0]!.vp).toBe(vp);
  });
  it('no VP for the Church itself, even with a working University', () => {
    const s = play(inPhase('builder', 0, { players: [{ doubloons: 20, city: city(['university', 1]) }] }), { type: 'build', building: 'church' });
    expect(s.players[0]!.vp).toBe(0);
    expect(s.players[0]!.city[1]).toEqual({ building: 'church', colonists: 1 });
  });
});

describe('Kis rakpart (Small Wharf)', () => {
  it('the example: 3 corn, 1 sugar and 2 tobacco give 3 VP; a sugar and a tobacco are kept', () => {
    let s = inPhase('captain', 1, {
      queue: [0, 1, 2, 3],
      ships: [
        { capacity: 5, good: 'coffee', count: 1 },
        { capacity: 6, good: null, count: 0 },
        { capacity: 7, good: null, count: 0 },
      ],
      players: [{ goods: goods({ corn: 3, sugar: 2, tobacco: 3 }), city: city(['smallWharf', 1]) }],
    });
    for (const g of ['corn', 'corn', 'corn', 'sugar', 'tobacco', 'tobacco'] as const) s = play(s, { type: 'small-wharf', good: g });
    expect(refusedCode(s, { type: 'load', good: 'sugar', ship: 1 })).toBe('captain/finish-small-wharf');
    s = play(s, { type: 'pass' });
    expect(s.players[0]!.vp).toBe(3);
    expect(s.players[0]!.goods).toEqual(goods({ sugar: 1, tobacco: 1 }));
  });
  it('Wharf and Small Wharf in the same phase, not on the same turn', () => {
    let s = inPhase('captain', 0, {
      ships: [
        { capacity: 5, good: 'coffee', count: 5 },
        { capacity: 6, good: 'corn', count: 6 },
        { capacity: 7, good: 'sugar', count: 7 },
      ],
      goods: goods({ corn: 4, indigo: 8, sugar: 4, tobacco: 6, coffee: 4 }),
      players: [{ goods: goods({ indigo: 3, tobacco: 3 }), city: city(['smallWharf', 1], ['wharf', 1]) }],
    });
    s = play(s, { type: 'wharf', good: 'indigo' });
    expect(s.toAct).toBe(0);
    expect(legalMoves(s).some((m) => m.type === 'wharf')).toBe(false);
    s = play(s, { type: 'small-wharf', good: 'tobacco' }, { type: 'small-wharf', good: 'tobacco' }, { type: 'pass' });
    expect(s.players[0]!.vp).toBe(3 + 1 + 1); // Wharf 3 + privilege, then 2 barrels on the Small Wharf = 1 VP
  });
});

describe('Világítótorony (Lighthouse)', () => {
  it('the example: the Captain loads 2 corn (3 VP, 2 doubloons), then 3 indigo by Wharf (3 VP, 1), then 3 sugar by Small Wharf (1 VP, 1)', () => {
    let s = viaRole('captain', 0, {
      ships: [
        { capacity: 5, good: null, count: 0 },
        { capacity: 6, good: 'coffee', count: 6 },
        { capacity: 7, good: 'tobacco', count: 7 },
      ],
      goods: goods({ corn: 8, indigo: 8, sugar: 8, tobacco: 2, coffee: 3 }),
      players: [{ doubloons: 0, goods: goods({ corn: 2, indigo: 3, sugar: 3 }), city: city(['lighthouse', 1], ['wharf', 1], ['smallWharf', 1]) }],
    });
    // +1 doubloon at once for being the Captain with a Lighthouse.
    expect(s.players[0]!.doubloons).toBe(1);
    s = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect([s.players[0]!.vp, s.players[0]!.doubloons]).toEqual([3, 2]);
    s = play(s, { type: 'wharf', good: 'indigo' });
    expect([s.players[0]!.vp, s.players[0]!.doubloons]).toEqual([6, 3]);
    // His last barrels: the loading ends by itself when nothing is left to add.
    s = play(s, { type: 'small-wharf', good: 'sugar' }, { type: 'small-wharf', good: 'sugar' }, { type: 'small-wharf', good: 'sugar' });
    // Harbor-less: 3 barrels on the Small Wharf give 1 VP.
    expect([s.players[0]!.vp, s.players[0]!.doubloons]).toEqual([7, 4]);
  });
  it('the owner need not be the Captain; the Captain gets his doubloon even without loading', () => {
    const s = viaRole('captain', 0, {
      options: { buildings: { kind: 'list', buildings: ['lighthouse'] } },
      players: [{ city: city(['lighthouse', 1]) }, { goods: goods({ corn: 1 }), city: city(['lighthouse', 1]) }],
    });
    expect(s.players[0]!.doubloons).toBe(4);
    const t = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect(t.players[1]!.doubloons).toBe(4);
  });
});

describe('Speciális gyár (Specialty Factory)', () => {
  it('the example: 4 corn, 3 sugar and 2 coffee give 3 - 1 = 2 doubloons', () => {
    const s = play(
      position({
        options: { buildings: ALL },
        players: [
          {},
          {
            doubloons: 0,
            island: tiles(['corn', 4, 1], ['sugar', 3, 1], ['coffee', 2, 1]),
            city: city(['specialtyFactory', 1], ['sugarMill', 3], ['coffeeRoaster', 2]),
          },
        ],
      }),
      { type: 'role', role: 'prospector' },
      { type: 'role', role: 'craftsman' },
      { type: 'pass' },
    );
    expect(s.players[1]!.goods).toMatchObject({ corn: 4, sugar: 3, coffee: 2 });
    expect(s.players[1]!.doubloons).toBe(2);
  });
  it('corn never counts', () => {
    const s = play(position({ options: { buildings: ALL }, players: [{ island: tiles(['corn', 5, 1]), city: city(['specialtyFactory', 1]) }] }), { type: 'role', role: 'craftsman' }, { type: 'pass' });
    expect(s.players[0]!.doubloons).toBe(3);
  });
  it('the note: small + large plant + Aqueduct + Craftsman + Library = 7 barrels = 6 doubloons', () => {
    let s = play(
      position({
        options: { buildings: ALL },
        players: [{ doubloons: 0, island: tiles(['indigo', 5, 1]), city: city(['specialtyFactory', 1], ['smallIndigoPlant', 1], ['indigoPlant', 3], ['aqueduct', 1], ['library', 1]) }],
      }),
      { type: 'role', role: 'craftsman' },
    );
    expect(s.players[0]!.goods.indigo).toBe(5);
    s = play(s, { type: 'craft', good: 'indigo' }, { type: 'craft', good: 'indigo' });
    expect(s.players[0]!.goods.indigo).toBe(7);
    expect(s.players[0]!.doubloons).toBe(6);
  });
});

describe('Könyvtár (Library): every privilege twice', () => {
  it('Settler: a first pick (quarry allowed), and one more after everyone, not a quarry', () => {
    let s = viaRole('settler', 0, { options: { players: 3 }, faceUp: ['corn', 'sugar', 'coffee', 'indigo'], players: [{ city: city(['library', 1], ['hospice', 1]) }] });
    s = play(s, { type: 'plant', tile: 'quarry' });
    expect(s.players[0]!.island[1]).toEqual({ tile: 'quarry', colonists: 1 });
    s = play(s, { type: 'pass' }, { type: 'pass' });
    expect(s.toAct).toBe(0);
    expect(has(s, { type: 'plant', tile: 'quarry' })).toBe(false);
    expect(refusedCode(s, { type: 'plant', tile: 'quarry' })).toBe('settler/library-no-quarry');
    s = play(s, { type: 'plant', tile: 'coffee' });
    // With a Hospice only the first pick gets a colonist.
    expect(s.players[0]!.island[2]).toEqual({ tile: 'coffee', colonists: 0 });
  });
  it('Settler with a working Construction Hut: the second pick may be a quarry', () => {
    let s = viaRole('settler', 0, { options: { players: 3 }, faceUp: ['corn', 'sugar', 'coffee', 'indigo'], players: [{ city: city(['library', 1], ['constructionHut', 1]) }] });
    s = play(s, { type: 'plant', tile: 'quarry' }, { type: 'pass' }, { type: 'pass' });
    expect(has(s, { type: 'plant', tile: 'quarry' })).toBe(true);
  });
  it('Craftsman: two extra barrels, same or different kinds', () => {
    let s = play(position({ options: { buildings: ALL }, players: [{ island: tiles(['corn', 1, 1], ['indigo', 1, 1]), city: city(['library', 1], ['smallIndigoPlant', 1]) }] }), {
      type: 'role',
      role: 'craftsman',
    });
    s = play(s, { type: 'craft', good: 'corn' });
    expect(s.toAct).toBe(0);
    s = play(s, { type: 'craft', good: 'indigo' });
    expect(s.players[0]!.goods).toMatchObject({ corn: 2, indigo: 2 });
  });
  it.each([
    ['mayor', (s: GameState) => s.players[0]!.sanJuan + s.players[0]!.island.reduce((n, t) => n + t.colonists, 0) + s.players[0]!.city.reduce((n, c) => n + c.colonists, 0), 1 + 2 + 1],
    ['prospector', (s: GameState) => s.players[0]!.doubloons, 3 + 2],
  ] as [Role, (s: GameState) => number, number][])('%s: the privilege counts twice', (role, measure, expected) => {
    const s = play(position({ options: { buildings: ALL }, colonistShip: 4, players: [{ city: city(['library', 1]) }] }), { type: 'role', role });
    expect(measure(s)).toBe(expected);
  });
  it('Builder: 2 doubloons off; Captain: 2 VP once', () => {
    const b = inPhase('builder', 0, { players: [{ city: city(['library', 1]) }] });
    expect(buildPrice(b, 0, 'harbor')).toBe(6);
    const c = play(inPhase('captain', 0, { players: [{ goods: goods({ corn: 1 }), city: city(['library', 1]) }] }), { type: 'load', good: 'corn', ship: 0 });
    expect(c.players[0]!.vp).toBe(3);
  });
});

describe('Egyleti székház (Union Hall)', () => {
  it.each([
    [goods({ corn: 3, indigo: 2, coffee: 1 }), 2],
    [goods({ corn: 4, coffee: 2 }), 3],
  ])('example: %o gives %i VP at the first Captain turn, before loading', (g, vp) => {
    const full = [
      { capacity: 5, good: 'sugar', count: 5 },
      { capacity: 6, good: 'tobacco', count: 6 },
      { capacity: 7, good: 'indigo', count: 7 },
    ];
    const s = inPhase('captain', 0, { ships: full, goods: goods({ corn: 4, indigo: 0, sugar: 6, tobacco: 3, coffee: 6 }), players: [{ goods: g, city: city(['unionHall', 1]) }] });
    expect(s.players[0]!.vp).toBe(vp);
  });
});

describe('Szobor (Statue) and Kolostor (Cloister)', () => {
  it('the Statue takes no colonist and is worth 8 VP; a University colonist goes to San Juan', () => {
    const s = play(inPhase('builder', 0, { players: [{ doubloons: 20, city: city(['university', 1]) }] }), { type: 'build', building: 'statue' });
    const p = s.players[0]!;
    expect(p.city[1]).toEqual({ building: 'statue', colonists: 0 });
    expect(p.sanJuan).toBe(1);
    expect(scorePlayer(p, 0).buildings).toBe(3 + 8);
  });
  it('Cloister example: 6 forests, 3 quarries, 2 corn, 1 coffee give 6 VP; a third corn instead of the coffee gives 10', () => {
    const base = { doubloons: 0, vp: 0, goods: goods({}), sanJuan: 0, city: city(['cloister', 1]) };
    expect(cloisterBonus({ ...base, island: tiles(['forest', 6, 0], ['quarry', 3, 1], ['corn', 2, 1], ['coffee', 1, 1]) })).toBe(6);
    expect(cloisterBonus({ ...base, island: tiles(['forest', 6, 0], ['quarry', 3, 1], ['corn', 3, 1]) })).toBe(10);
    expect(scorePlayer({ ...base, island: tiles(['forest', 6, 0], ['quarry', 3, 1], ['corn', 3, 1]) }, 0).bonuses.cloister).toBe(10);
  });
});
