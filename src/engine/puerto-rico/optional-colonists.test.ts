/**
 * Free colonists the rules make optional (RULINGS.md, base reading 2): the Mayor's privilege
 * (seed 000 "Ha a szerepet választó játékos él a privilégiumával" – if he uses his privilege), the
 * Hospice (seed 000 Menhely: "rakhat", may put) and the University (seed 000 Egyetem: "elvehet", may
 * take). Each is offered as a move with and a move without the colonist.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from './game';
import type { Move } from './moves';
import type { GameState } from './state';
import { play, position, rolesWithTaken } from './testing';
import type { Role } from './vocabulary';

const has = (s: GameState, m: Move) => legalMoves(s).some((l) => JSON.stringify(l) === JSON.stringify(m));
const refused = (s: GameState, m: Move): { code: string; rule: string } => {
  const r = applyMove(s, m);
  if (r.ok) throw new Error(`${JSON.stringify(m)} was accepted`);
  return { code: r.error.code, rule: r.error.rule };
};
const inPhase = (role: Role, chooser: number, rest: Parameters<typeof position>[0]): GameState =>
  position({ rolesChosen: 1, roles: rolesWithTaken(rest.options?.players ?? 4, [[role, chooser]]), phase: role, chooser, ...rest });
/** Colonists a player owns anywhere on his board. */
const owned = (s: GameState, seat: number): number => {
  const p = s.players[seat]!;
  return p.sanJuan + p.island.reduce((n, t) => n + t.colonists, 0) + p.city.reduce((n, c) => n + c.colonists, 0);
};

describe('mayor.privilege-decline', () => {
  it('the Mayor may be chosen with or without his privilege colonist', () => {
    const s0 = position({ options: { players: 4 }, colonistShip: 4, governor: 0, players: [{}, {}, {}, {}] });
    const roles = legalMoves(s0).filter((m) => m.type === 'role' && m.role === 'mayor');
    expect(roles).toEqual([
      { type: 'role', role: 'mayor' },
      { type: 'role', role: 'mayor', colonists: 0 },
    ]);
    const taken = play(s0, { type: 'role', role: 'mayor' });
    const declined = play(s0, { type: 'role', role: 'mayor', colonists: 0 });
    expect(owned(taken, 0)).toBe(2);
    expect(owned(declined, 0)).toBe(1);
    // The declined colonist stays in the supply (the refill takes 4 from the supply either way).
    expect(declined.colonists).toBe(taken.colonists + 1);
  });
  it('with a Library the Mayor may take 2, 1 or none', () => {
    const s0 = position({ options: { players: 4, buildings: { kind: 'all' } }, colonistShip: 4, governor: 0, players: [{ city: [{ building: 'library', colonists: 1 }] }, {}, {}, {}] });
    expect(legalMoves(s0).filter((m) => m.type === 'role' && m.role === 'mayor')).toEqual([
      { type: 'role', role: 'mayor' },
      { type: 'role', role: 'mayor', colonists: 1 },
      { type: 'role', role: 'mayor', colonists: 0 },
    ]);
    const counts = [undefined, 1, 0].map((c) => {
      const m: Move = c === undefined ? { type: 'role', role: 'mayor' } : { type: 'role', role: 'mayor', colonists: c };
      return owned(play(s0, m), 0);
    });
    // One on the Library already, one from the ship, plus the privilege.
    expect(counts).toEqual([4, 3, 2]);
  });
  it('with an empty supply there is nothing to decline', () => {
    const s0 = position({ options: { players: 4 }, colonists: 0, colonistShip: 4, governor: 0, players: [{}, {}, {}, {}] });
    expect(legalMoves(s0).filter((m) => m.type === 'role' && m.role === 'mayor')).toEqual([{ type: 'role', role: 'mayor' }]);
    expect(refused(s0, { type: 'role', role: 'mayor', colonists: 0 })).toEqual({ code: 'mayor/privilege-decline', rule: 'mayor.privilege-decline' });
  });
  it('only the Mayor has a privilege colonist to decline', () => {
    const s0 = position({ options: { players: 4 }, governor: 0 });
    expect(applyMove(s0, { type: 'role', role: 'builder', colonists: 0 }).ok).toBe(false);
  });
});

describe('settler.hospice-decline', () => {
  const hospice = (rest: Parameters<typeof position>[0] = {}) =>
    inPhase('settler', 0, { options: { players: 4 }, faceUp: ['corn', 'sugar', 'coffee', 'indigo', 'tobacco'], players: [{ city: [{ building: 'hospice', colonists: 1 }] }], ...rest });
  it('every pick is offered with and without the Hospice colonist', () => {
    const s = hospice();
    expect(has(s, { type: 'plant', tile: 'corn' })).toBe(true);
    expect(has(s, { type: 'plant', tile: 'corn', noColonist: true })).toBe(true);
    expect(has(s, { type: 'plant', tile: 'quarry', noColonist: true })).toBe(true);
    const supply = s.colonists;
    const taken = play(s, { type: 'plant', tile: 'corn' });
    const declined = play(s, { type: 'plant', tile: 'corn', noColonist: true });
    expect(taken.players[0]!.island[1]).toEqual({ tile: 'corn', colonists: 1 });
    expect(declined.players[0]!.island[1]).toEqual({ tile: 'corn', colonists: 0 });
    expect(taken.colonists).toBe(supply - 1);
    expect(declined.colonists).toBe(supply);
  });
  it('no decline is offered where no colonist comes: without a working Hospice, or with no colonist left', () => {
    const none = inPhase('settler', 0, { options: { players: 4 }, faceUp: ['corn', 'sugar', 'coffee', 'indigo', 'tobacco'] });
    expect(legalMoves(none).some((m) => (m.type === 'plant' || m.type === 'forest') && m.noColonist === true)).toBe(false);
    expect(refused(none, { type: 'plant', tile: 'corn', noColonist: true })).toEqual({ code: 'settler/no-hospice-colonist', rule: 'settler.hospice-decline' });
    const empty = hospice({ colonists: 0, colonistShip: 0 });
    expect(legalMoves(empty).some((m) => m.type === 'plant' && m.noColonist === true)).toBe(false);
    // With the supply empty the colonist comes from the ship (RULINGS base 3), and may be declined too.
    const ship = hospice({ colonists: 0, colonistShip: 3 });
    expect(play(ship, { type: 'plant', tile: 'corn', noColonist: true }).colonistShip).toBe(3);
    expect(play(ship, { type: 'plant', tile: 'corn' }).colonistShip).toBe(2);
  });
  it('with a Forest House, a forest may be taken without the colonist that would go to San Juan', () => {
    const s = inPhase('settler', 0, {
      options: { players: 4, buildings: { kind: 'all' } },
      faceUp: ['corn', 'sugar', 'coffee', 'indigo', 'tobacco'],
      players: [
        {
          city: [
            { building: 'hospice', colonists: 1 },
            { building: 'forestHouse', colonists: 1 },
          ],
        },
      ],
    });
    expect(play(s, { type: 'forest', tile: 'corn' }).players[0]!.sanJuan).toBe(1);
    expect(play(s, { type: 'forest', tile: 'corn', noColonist: true }).players[0]!.sanJuan).toBe(0);
  });
});

describe('builder.university-decline', () => {
  const university = (rest: Parameters<typeof position>[0] = {}) =>
    inPhase('builder', 0, { options: { players: 4 }, players: [{ doubloons: 20, city: [{ building: 'university', colonists: 1 }] }], ...rest });
  it('every build is offered with and without the University colonist', () => {
    const s = university();
    const supply = s.colonists;
    expect(has(s, { type: 'build', building: 'harbor', noColonist: true })).toBe(true);
    const taken = play(s, { type: 'build', building: 'harbor' });
    const declined = play(s, { type: 'build', building: 'harbor', noColonist: true });
    expect(taken.players[0]!.city[1]).toEqual({ building: 'harbor', colonists: 1 });
    expect(declined.players[0]!.city[1]).toEqual({ building: 'harbor', colonists: 0 });
    expect(declined.colonists).toBe(supply);
    expect(taken.colonists).toBe(supply - 1);
  });
  it('no decline without a colonist to take', () => {
    const empty = university({ colonists: 0, colonistShip: 0 });
    expect(legalMoves(empty).some((m) => m.type === 'build' && m.noColonist === true)).toBe(false);
    expect(refused(empty, { type: 'build', building: 'harbor', noColonist: true })).toEqual({ code: 'builder/no-university-colonist', rule: 'builder.university-decline' });
  });
});
