/**
 * Issue #15: rules where the engine had drifted from the seed texts. Each test is named after the
 * rule id it checks and quotes the seed sentence; each failed on the engine before the fix.
 */
import { describe, expect, it } from 'vitest';
import { someCityCanFill } from './builder';
import { applyMove, legalMoves } from './game';
import type { Move } from './moves';
import { outcome } from './scoring';
import type { GameState, PlayerState } from './state';
import { play, position, rolesWithTaken } from './testing';
import type { BuildingId, Role } from './vocabulary';

const goods = (g: Partial<Record<'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee', number>>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });
const city = (...bs: [BuildingId, number][]) => bs.map(([building, colonists]) => ({ building, colonists }));
const tiles = (...ts: [PlayerState['island'][number]['tile'], number, number][]) => ts.flatMap(([tile, n, colonists]) => Array.from({ length: n }, () => ({ tile, colonists })));
const has = (s: GameState, m: Move) => legalMoves(s).some((l) => JSON.stringify(l) === JSON.stringify(m));
const ALL = { kind: 'all' } as const;
const inPhase = (role: Role, chooser: number, rest: Parameters<typeof position>[0]): GameState =>
  position({ rolesChosen: 1, roles: rolesWithTaken(rest.options?.players ?? 4, [[role, chooser]]), phase: role, chooser, ...rest });
function refusal(s: GameState, m: Move): { code: string; rule: string } {
  const r = applyMove(s, m);
  if (r.ok) throw new Error(`${JSON.stringify(m)} was accepted`);
  return { code: r.error.code, rule: r.error.rule };
}
/** Plays passes (or any non-Mayor role) until the round is over. */
function finishRound(s: GameState): GameState {
  while (s.phase !== 'over' && !(s.phase === 'role' && s.rolesChosen === 0)) {
    const legal = legalMoves(s);
    s = play(s, legal.find((m) => m.type === 'pass') ?? legal.find((m) => m.type === 'role' && m.role !== 'mayor') ?? legal[0]!);
  }
  return s;
}

const FOUR_LARGE = city(['guildHall', 0], ['residence', 0], ['fortress', 0], ['customsHouse', 0]);

describe('builder.large-column (seed 000, Az építész: „Nagy épület lerakásához két üres, egymás alatti építési telek szükséges")', () => {
  it('a city of 4 columns of 3 holds at most 4 large buildings: with four, a fifth is neither offered nor accepted', () => {
    const s = inPhase('builder', 0, { players: [{ doubloons: 20, city: FOUR_LARGE }] });
    expect(has(s, { type: 'build', building: 'cityHall' })).toBe(false);
    expect(refusal(s, { type: 'build', building: 'cityHall' })).toEqual({ code: 'builder/no-large-space', rule: 'builder.large-column' });
    // The four free spaces (one under each large building) still take small buildings.
    expect(has(s, { type: 'build', building: 'harbor' })).toBe(true);
    // Three large buildings leave a column free: the fourth fits.
    const three = inPhase('builder', 0, { players: [{ doubloons: 20, city: FOUR_LARGE.slice(0, 3) }] });
    expect(has(three, { type: 'build', building: 'customsHouse' })).toBe(true);
  });
  it('the same limit with the all-buildings variant (seven large buildings in the bank) and a Black Market', () => {
    const s = inPhase('builder', 0, { options: { buildings: ALL }, players: [{ doubloons: 8, goods: goods({ corn: 1 }), city: [...FOUR_LARGE, ...city(['blackMarket', 1])] }] });
    // The City Hall costs the Builder 9: the Black Market would cover the missing doubloon with the corn.
    expect(legalMoves(s).some((m) => m.type === 'build' && ['cityHall', 'statue', 'cloister'].includes(m.building))).toBe(false);
  });
  it('the full-city variant: a city with four large buildings cannot be filled with a fifth', () => {
    // Player 0 has 4 large + 2 small (10 spaces); only the City Hall is left in the bank.
    const players = [{ city: [...FOUR_LARGE, ...city(['smallMarket', 0], ['hacienda', 0])] }];
    const s = position({
      options: { players: 4, fullCityEnd: true },
      buildings: { cityHall: 1 },
      players,
      rolesChosen: 3,
      roles: rolesWithTaken(4, [
        ['settler', 0],
        ['builder', 1],
        ['trader', 2],
      ]),
      governor: 0,
    });
    expect(someCityCanFill(s)).toBe(false);
    const end = finishRound(s);
    expect(end.phase).toBe('over');
    const o = outcome(end);
    expect(o.over && o.reasons).toEqual(['no-buildings']);
  });
});

describe('guest-house.move (seed 001, Vendégház: „A mozgatásra a többi fázis kezdetén, illetve végén kerülhet sor")', () => {
  it('not in the middle of a phase: the owner loading in the Captain phase is not offered guest -> wharf', () => {
    const s = inPhase('captain', 0, {
      options: { buildings: ALL },
      queue: [0, 1, 2, 3],
      players: [{ goods: goods({ corn: 2, indigo: 3 }), city: city(['guestHouse', 1], ['wharf', 0]) }],
    });
    expect(s.toAct).toBe(0);
    expect(legalMoves(s).some((m) => m.type === 'guest')).toBe(false);
    expect(refusal(s, { type: 'guest', to: 'wharf' })).toEqual({ code: 'guest-house/mid-phase', rule: 'guest-house.move' });
  });
  it('not between phases while a role is chosen: the start window of the chosen phase is the time', () => {
    let s = position({ options: { buildings: ALL }, rolesChosen: 3, governor: 1, players: [{ goods: goods({ indigo: 1 }), city: city(['guestHouse', 1], ['library', 0]) }] });
    expect(s.toAct).toBe(0);
    expect(legalMoves(s).some((m) => m.type === 'guest')).toBe(false);
    expect(refusal(s, { type: 'guest', to: 'library' }).rule).toBe('guest-house.move');
    s = play(s, { type: 'role', role: 'trader' }, { type: 'guest', to: 'library' }, { type: 'sell', good: 'indigo' });
    expect(s.players[0]!.doubloons).toBe(3 + 1 + 2);
  });
  it('not during storage: the end window of the Captain phase comes before it', () => {
    let s = inPhase('captain', 1, {
      options: { buildings: ALL },
      queue: [1, 2, 3, 0],
      ships: [
        { capacity: 5, good: 'corn', count: 5 },
        { capacity: 6, good: 'indigo', count: 6 },
        { capacity: 7, good: 'sugar', count: 7 },
      ],
      goods: goods({ corn: 0, indigo: 0, sugar: 0, tobacco: 5, coffee: 5 }),
      players: [{ goods: goods({ corn: 2, indigo: 2, sugar: 2 }), city: city(['guestHouse', 1], ['storehouse', 0]) }],
    });
    s = play(s, { type: 'pass' });
    expect(s.phase).toBe('storage');
    expect(legalMoves(s).some((m) => m.type === 'guest')).toBe(false);
  });
});

describe('guest-house.guests (seed 001, Vendégház: „A polgármester-fázis során a vendégház tulajdonosa rátehet egy vagy két telepest vendégházára")', () => {
  const building = () =>
    inPhase('builder', 0, {
      options: { buildings: ALL },
      queue: [0, 1, 2, 3],
      players: [{ doubloons: 10, island: tiles(['coffee', 1, 1]), city: city(['university', 1], ['coffeeRoaster', 0]) }, { doubloons: 0 }, { doubloons: 0 }, { doubloons: 0 }],
    });
  it('a University colonist put on a newly built Guest House is not a guest: it is not offered at the end of the Builder phase', () => {
    const s = play(building(), { type: 'build', building: 'guestHouse' });
    expect(s.players[0]!.city.find((c) => c.building === 'guestHouse')!.colonists).toBe(1);
    // The other players have nothing to build: the phase is over with no Guest House window.
    expect(s.turn.guestWindow).toBe(false);
    expect(s.phase).toBe('role');
    expect(legalMoves(s).some((m) => m.type === 'guest')).toBe(false);
    // Nor at the start of the next phase (the Craftsman's production would use the Coffee Roaster).
    const t = play(s, { type: 'role', role: 'craftsman' });
    expect(t.turn.guestWindow).toBe(false);
  });
  it('in the next Mayor phase colonists put on the Guest House are guests again', () => {
    let s = play(building(), { type: 'build', building: 'guestHouse' }, { type: 'role', role: 'mayor' });
    // Everything goes back to San Juan, then the Mayor fills the Guest House himself.
    while (s.phase === 'mayor' && s.toAct === 0 && has(s, { type: 'colonist', to: 'guestHouse', count: 1 })) s = play(s, { type: 'colonist', to: 'guestHouse', count: 1 });
    expect(s.players[0]!.city.find((c) => c.building === 'guestHouse')!.settled ?? 0).toBe(0);
  });
});
