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
});
