/**
 * Optional VP bonuses (RULINGS.md, base reading 22): seed 000 makes privileges and violet
 * buildings optional ("sem az ahhoz tartozó privilégiummal nem kötelező élnie"; "A játékosoknak nem
 * kötelező használni működő lila épületeiket"). Taking VP is never worse except when a bonus would
 * hand out the last VP chip and so end the game: only then is a move offered that takes as much of
 * the bonus as leaves one chip.
 */
import { describe, expect, it } from 'vitest';
import { COMPACT_PLAYER } from './compact/player';
import { applyMove, legalMoves } from './game';
import type { Move } from './moves';
import { declinesBonus } from './moves';
import type { GameState } from './state';
import { play, position, rolesWithTaken } from './testing';
import type { BuildingId, Role } from './vocabulary';

const goods = (g: Partial<Record<'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee', number>>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });
const city = (...bs: [BuildingId, number][]) => bs.map(([building, colonists]) => ({ building, colonists }));
const inPhase = (role: Role, chooser: number, rest: Parameters<typeof position>[0]): GameState =>
  position({ rolesChosen: 1, roles: rolesWithTaken(4, [[role, chooser]]), phase: role, chooser, ...rest, options: { players: 4, buildings: { kind: 'all' }, ...(rest.options ?? {}) } });
const refused = (s: GameState, m: Move): { code: string; rule: string } => {
  const r = applyMove(s, m);
  if (r.ok) throw new Error(`${JSON.stringify(m)} was accepted`);
  return { code: r.error.code, rule: r.error.rule };
};
/** The moves of type `type`, after checking that the compact path lists and plays the same (issue #18.1). */
const ofType = (s: GameState, type: Move['type']) => {
  const legal = legalMoves(s);
  expect(COMPACT_PLAYER.moves(COMPACT_PLAYER.start(s))).toEqual(legal);
  for (const m of legal) {
    const g = COMPACT_PLAYER.start(s);
    COMPACT_PLAYER.moves(g);
    COMPACT_PLAYER.play(g, m);
    expect(COMPACT_PLAYER.state(g), JSON.stringify(m)).toEqual(play(s, m));
  }
  return legal.filter((m) => m.type === type);
};
const ships = [
  { capacity: 5, good: null, count: 0 },
  { capacity: 6, good: null, count: 0 },
  { capacity: 7, good: null, count: 0 },
];

describe('end.decline-last-chip', () => {
  it("the Captain's +1 would take the last chip: both moves offered; declining keeps the chip and the game goes on", () => {
    // 3 corn earn 3 VP; 4 chips are left, so only the privilege takes the last one.
    const s = inPhase('captain', 0, { vpChips: 4, ships, players: [{ goods: goods({ corn: 3 }) }, {}, {}, {}] });
    expect(ofType(s, 'load')).toEqual([
      { type: 'load', good: 'corn', ship: 0 },
      { type: 'load', good: 'corn', ship: 1 },
      { type: 'load', good: 'corn', ship: 2 },
      { type: 'load', good: 'corn', ship: 0, bonus: 0 },
      { type: 'load', good: 'corn', ship: 1, bonus: 0 },
      { type: 'load', good: 'corn', ship: 2, bonus: 0 },
    ]);
    const taken = play(s, { type: 'load', good: 'corn', ship: 0 });
    expect(taken.players[0]!.vp).toBe(4);
    expect(taken.vpChips).toBe(0);
    expect(taken.endTriggers).toEqual(['vp-chips']);
    const declined = play(s, { type: 'load', good: 'corn', ship: 0, bonus: 0 });
    expect(declined.players[0]!.vp).toBe(3);
    expect(declined.vpChips).toBe(1);
    expect(declined.endTriggers).toEqual([]);
  });

  it('with chips to spare no decline is offered, and one sent is refused naming the rule', () => {
    const s = inPhase('captain', 0, { vpChips: 5, ships, players: [{ goods: goods({ corn: 3 }) }, {}, {}, {}] });
    expect(legalMoves(s).some((m) => m.type === 'load' && m.bonus !== undefined)).toBe(false);
    expect(refused(s, { type: 'load', good: 'corn', ship: 0, bonus: 0 })).toEqual({ code: 'bonus/decline-not-offered', rule: 'end.decline-last-chip' });
    // The barrels alone take the last chip: the bonus changes nothing, so nothing is offered.
    const short = inPhase('captain', 0, { vpChips: 3, ships, players: [{ goods: goods({ corn: 3 }) }, {}, {}, {}] });
    expect(legalMoves(short).some((m) => m.type === 'load' && m.bonus !== undefined)).toBe(false);
    // A decline of a move that is illegal anyway gets that move's own refusal.
    const four = inPhase('captain', 0, { vpChips: 4, ships, players: [{ goods: goods({ corn: 3 }) }, {}, {}, {}] });
    expect(refused(four, { type: 'load', good: 'sugar', ship: 0, bonus: 0 }).code).toBe('captain/no-good');
  });

  it('no decline once the game end is triggered anyway, nor in the full-city variant', () => {
    const triggered = inPhase('captain', 0, { vpChips: 4, endTriggers: ['colonists'], ships, players: [{ goods: goods({ corn: 3 }) }, {}, {}, {}] });
    expect(legalMoves(triggered).some((m) => m.type === 'load' && m.bonus !== undefined)).toBe(false);
    const fullCity = inPhase('captain', 0, { options: { fullCityEnd: true }, vpChips: 4, ships, players: [{ goods: goods({ corn: 3 }) }, {}, {}, {}] });
    expect(legalMoves(fullCity).some((m) => m.type === 'load' && m.bonus !== undefined)).toBe(false);
  });

  it("the Harbor's +1: another player's loading may decline it", () => {
    // Seat 1 is not the Captain: 2 sugar + Harbor = 3 VP, 3 chips left.
    const s = inPhase('captain', 0, {
      vpChips: 3,
      ships: [{ capacity: 5, good: 'corn', count: 5 }, ships[1]!, ships[2]!],
      queue: [1, 2, 3, 0],
      toAct: 1,
      players: [{}, { goods: goods({ sugar: 2 }), city: city(['harbor', 1]) }, {}, {}],
    });
    expect(ofType(s, 'load')).toEqual([
      { type: 'load', good: 'sugar', ship: 1 },
      { type: 'load', good: 'sugar', ship: 2 },
      { type: 'load', good: 'sugar', ship: 1, bonus: 0 },
      { type: 'load', good: 'sugar', ship: 2, bonus: 0 },
    ]);
    const declined = play(s, { type: 'load', good: 'sugar', ship: 1, bonus: 0 });
    expect(declined.players[1]!.vp).toBe(2);
    expect(declined.vpChips).toBe(1);
  });

  it('Captain with a Harbor: he takes as many bonus VP as leave one chip; other counts are refused', () => {
    // 3 corn + Harbor + privilege = 5 VP, 5 chips: taking 1 of the 2 bonus VP leaves one chip.
    const s = inPhase('captain', 0, { vpChips: 5, ships, players: [{ goods: goods({ corn: 3 }), city: city(['harbor', 1]) }, {}, {}, {}] });
    expect(ofType(s, 'load').filter((m) => m.type === 'load' && m.bonus !== undefined)).toEqual([0, 1, 2].map((ship) => ({ type: 'load', good: 'corn', ship, bonus: 1 })));
    const declined = play(s, { type: 'load', good: 'corn', ship: 0, bonus: 1 });
    expect(declined.players[0]!.vp).toBe(4);
    expect(declined.vpChips).toBe(1);
    expect(refused(s, { type: 'load', good: 'corn', ship: 0, bonus: 0 })).toEqual({ code: 'bonus/decline-count', rule: 'end.decline-last-chip' });
  });

  it('the Wharf loading declines its bonus like a ship loading', () => {
    const s = inPhase('captain', 0, {
      vpChips: 3,
      ships: [
        { capacity: 5, good: 'corn', count: 5 },
        { capacity: 6, good: 'indigo', count: 6 },
        { capacity: 7, good: 'sugar', count: 7 },
      ],
      goods: goods({ corn: 5, indigo: 5, sugar: 4, tobacco: 6, coffee: 9 }),
      players: [{ goods: goods({ tobacco: 2 }), city: city(['wharf', 1]) }, {}, {}, {}],
    });
    expect(ofType(s, 'wharf')).toEqual([
      { type: 'wharf', good: 'tobacco' },
      { type: 'wharf', good: 'tobacco', bonus: 0 },
    ]);
    const declined = play(s, { type: 'wharf', good: 'tobacco', bonus: 0 });
    expect(declined.players[0]!.vp).toBe(2);
    expect(declined.vpChips).toBe(1);
  });

  it('the Church in the Builder phase: its VP may be declined when they would take the last chip', () => {
    const s = inPhase('builder', 0, { vpChips: 2, players: [{ doubloons: 20, city: city(['church', 1]) }, {}, {}, {}] });
    // Column 4 (City Hall): 2 VP, 2 chips: take 1. Column 2-3 (Office): 1 VP, 2 chips: nothing to decline.
    const builds = ofType(s, 'build');
    expect(builds).toContainEqual({ type: 'build', building: 'cityHall', bonus: 1 });
    expect(builds.some((m) => m.type === 'build' && m.building === 'office' && m.bonus !== undefined)).toBe(false);
    const declined = play(s, { type: 'build', building: 'cityHall', bonus: 1 });
    expect(declined.players[0]!.vp).toBe(1);
    expect(declined.vpChips).toBe(1);
    expect(declined.endTriggers).toEqual([]);
    expect(play(s, { type: 'build', building: 'cityHall' }).endTriggers).toEqual(['vp-chips']);
    expect(refused(s, { type: 'build', building: 'office', bonus: 0 })).toEqual({ code: 'bonus/decline-not-offered', rule: 'end.decline-last-chip' });
  });

  describe('the Union Hall (seed 001 Egyleti székház: its VP come at the first Captain turn, before loading)', () => {
    const full = [
      { capacity: 5, good: 'sugar', count: 5 },
      { capacity: 6, good: 'tobacco', count: 6 },
      { capacity: 7, good: 'indigo', count: 7 },
    ] as const;
    const supply = goods({ corn: 4, indigo: 0, sugar: 6, tobacco: 3, coffee: 6 });
    // 4 corn + 2 coffee: 3 VP; nothing fits on the full ships, so there is no loading to attach the choice to.
    const nothingToLoad = (vpChips: number) =>
      inPhase('captain', 0, { vpChips, ships: [...full], goods: supply, players: [{ goods: goods({ corn: 4, coffee: 2 }), city: city(['unionHall', 1]) }, {}, {}, {}] });

    it('with chips to spare they are given at once, without a move, as before', () => {
      const s = nothingToLoad(4);
      expect(s.players[0]!.vp).toBe(3);
      expect(s.vpChips).toBe(1);
      // Nobody can load: the phase is over, seat 0 chooses what to keep.
      expect(s.phase).toBe('storage');
    });

    it('when they alone would take the last chip they wait: take them all, or as many as leave one chip', () => {
      const s = nothingToLoad(3);
      expect([s.phase, s.toAct]).toEqual(['captain', 0]);
      expect(s.players[0]!.vp).toBe(0);
      expect(ofType(s, 'union-hall')).toEqual([{ type: 'union-hall' }, { type: 'union-hall', bonus: 2 }]);
      expect(legalMoves(s)).toHaveLength(2);
      const taken = play(s, { type: 'union-hall' });
      expect([taken.players[0]!.vp, taken.vpChips, taken.endTriggers]).toEqual([3, 0, ['vp-chips']]);
      expect(taken.phase).toBe('storage');
      const declined = play(s, { type: 'union-hall', bonus: 2 });
      expect([declined.players[0]!.vp, declined.vpChips, declined.endTriggers]).toEqual([2, 1, []]);
      expect(declined.phase).toBe('storage');
      expect(refused(s, { type: 'union-hall', bonus: 1 })).toEqual({ code: 'bonus/decline-count', rule: 'end.decline-last-chip' });
    });

    it('with loadings to make, every loading takes them all first; the decline comes last and the turn goes on', () => {
      // Seat 1 (not the Captain): 4 corn + 2 indigo, Union Hall 3 VP, 3 chips left.
      const withLoads = (vpChips: number) =>
        inPhase('captain', 0, { vpChips, ships, queue: [1, 2, 3, 0], toAct: 1, players: [{}, { goods: goods({ corn: 4, indigo: 2 }), city: city(['unionHall', 1]) }, {}, {}] });
      const s = withLoads(3);
      const legal = legalMoves(s);
      expect(legal.at(-1)).toEqual({ type: 'union-hall', bonus: 2 });
      expect(legal.slice(0, -1).every((m) => m.type === 'load' && m.bonus === undefined)).toBe(true);
      ofType(s, 'load');
      const loaded = play(s, { type: 'load', good: 'corn', ship: 0 });
      expect([loaded.players[1]!.vp, loaded.vpChips, loaded.vpOnPaper, loaded.endTriggers]).toEqual([7, 0, 4, ['vp-chips']]);
      const declined = play(s, { type: 'union-hall', bonus: 2 });
      expect([declined.toAct, declined.players[1]!.vp, declined.vpChips]).toEqual([1, 2, 1]);
      expect(ofType(declined, 'union-hall')).toEqual([]);
      expect(play(declined, { type: 'load', good: 'corn', ship: 0 }).players[1]!.vp).toBe(6);
      // With a chip to spare they were given at once: nothing waits, nothing to decline.
      expect(withLoads(4).players[1]!.vp).toBe(3);
      expect(refused(withLoads(4), { type: 'union-hall', bonus: 0 })).toEqual({ code: 'bonus/decline-not-offered', rule: 'end.decline-last-chip' });
    });
  });

  describe('the Small Wharf (seed 001 Kis rakpart: scored when the loading ends, with a pass or its last barrel)', () => {
    const full = [
      { capacity: 5, good: 'sugar', count: 5 },
      { capacity: 6, good: 'tobacco', count: 6 },
      { capacity: 7, good: 'indigo', count: 7 },
    ];
    const supply = goods({ corn: 4, indigo: 0, sugar: 6, tobacco: 3, coffee: 6 });
    const captainWith = (g: ReturnType<typeof goods>, vpChips: number) =>
      inPhase('captain', 0, { vpChips, ships: full, goods: supply, players: [{ goods: g, city: city(['smallWharf', 1]) }, {}, {}, {}] });

    it("the pass that ends it may decline the Captain's privilege", () => {
      // 3 corn: two on the Small Wharf earn 1 VP, the privilege 1 more, 2 chips left.
      const s = play(captainWith(goods({ corn: 3 }), 2), { type: 'small-wharf', good: 'corn' });
      // One barrel on it: 0 VP + 1 does not take the last of 2 chips; nothing to decline yet.
      expect(legalMoves(s).some(declinesBonus)).toBe(false);
      const two = play(s, { type: 'small-wharf', good: 'corn' });
      expect(ofType(two, 'pass')).toEqual([{ type: 'pass' }, { type: 'pass', bonus: 0 }]);
      expect(ofType(two, 'small-wharf')).toEqual([
        { type: 'small-wharf', good: 'corn' },
        { type: 'small-wharf', good: 'corn', bonus: 0 },
      ]);
      const declined = play(two, { type: 'pass', bonus: 0 });
      expect([declined.players[0]!.vp, declined.vpChips, declined.endTriggers]).toEqual([1, 1, []]);
      expect(play(two, { type: 'pass' }).endTriggers).toEqual(['vp-chips']);
      // The last barrel ends the loading too: three barrels still earn 1 VP.
      const last = play(two, { type: 'small-wharf', good: 'corn', bonus: 0 });
      expect([last.players[0]!.vp, last.vpChips, last.endTriggers]).toEqual([1, 1, []]);
      expect(refused(s, { type: 'pass', bonus: 0 })).toEqual({ code: 'bonus/decline-not-offered', rule: 'end.decline-last-chip' });
    });

    it('a single barrel ends the loading at once: that barrel may decline the bonus', () => {
      const s = captainWith(goods({ coffee: 1 }), 1);
      expect(ofType(s, 'small-wharf')).toEqual([
        { type: 'small-wharf', good: 'coffee' },
        { type: 'small-wharf', good: 'coffee', bonus: 0 },
      ]);
      const declined = play(s, { type: 'small-wharf', good: 'coffee', bonus: 0 });
      expect([declined.players[0]!.vp, declined.vpChips, declined.endTriggers]).toEqual([0, 1, []]);
      expect(refused(s, { type: 'small-wharf', good: 'coffee', bonus: 1 })).toEqual({ code: 'bonus/decline-count', rule: 'end.decline-last-chip' });
    });
  });
});
