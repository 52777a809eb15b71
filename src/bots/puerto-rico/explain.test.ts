import { describe, expect, it } from 'vitest';
import { applyMove } from '../../engine/puerto-rico/game';
import type { Move } from '../../engine/puerto-rico/moves';
import { newGame } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import { cloneState } from '../../engine/puerto-rico/state';
import { explainOption, REASON_KEYS } from './explain';

const play = (s: GameState, m: Move): GameState => {
  const r = applyMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Plays moves until the phase ends (a role is to be chosen again). */
const toPhaseEnd = (s: GameState, pick: (s: GameState) => Move): GameState => {
  let t = s;
  for (let i = 0; i < 100 && t.phase !== 'role' && t.phase !== 'over'; i++) t = play(t, pick(t));
  return t;
};

describe('explanations', () => {
  it('tells what a role brought the chooser and the others, read from the positions', () => {
    const s = cloneState(newGame({ players: 3 }, 4));
    s.goods.corn -= 3;
    s.players[0]!.goods.corn = 3;
    const before = cloneState(s);
    // The Captain's phase: seat 0 must load his corn; nobody else has goods.
    const after = toPhaseEnd(play(before, { type: 'role', role: 'captain' }), (t) => ({ type: 'load', good: 'corn', ship: t.ships.findIndex((x) => x.capacity >= 3 && x.count === 0) }));
    const why = explainOption({ type: 'role', role: 'captain' }, before, after, 0, { seat: 1, role: 'trader' });
    // 3 corn shipped: 3 VP, +1 for the captain's privilege.
    expect(why).toEqual({
      gains: [{ key: 'ship', goods: [{ good: 'corn', n: 3 }], vp: 4 }],
      cardDoubloons: 0,
      others: { seats: 2, vp: 0, buildings: 0, tiles: 0, colonists: 0, barrels: 0, doubloons: 0 },
      leaves: { seat: 1, role: 'trader' },
    });
  });

  it('counts the doubloons on a role card and what the others take in the Settler phase', () => {
    const s = cloneState(newGame({ players: 3 }, 4));
    const card = s.roles.find((c) => c.role === 'settler')!;
    card.doubloons = 2;
    const before = cloneState(s);
    // Everybody takes the first plantation on offer.
    const after = toPhaseEnd(play(before, { type: 'role', role: 'settler' }), (t) => ({ type: 'plant', tile: t.faceUp[0]! }) as Move);
    const why = explainOption({ type: 'role', role: 'settler' }, before, after, 0);
    expect(why.cardDoubloons).toBe(2);
    expect(why.gains.map((g) => g.key)).toEqual(['tiles', 'doubloons']);
    expect(why.gains[1]).toEqual({ key: 'doubloons', n: 2 });
    expect(why.others).toMatchObject({ seats: 2, tiles: 2 });
    expect(why.leaves).toBeNull();
  });

  it('says nothing of the others for a move inside a phase that goes on', () => {
    const s = play(cloneState(newGame({ players: 3 }, 4)), { type: 'role', role: 'settler' });
    const m = { type: 'plant', tile: s.faceUp[0]! } as Move;
    const why = explainOption(m, s, play(s, m), 0);
    expect(why.others).toBeNull();
    expect(why.gains).toEqual([{ key: 'tiles', tiles: [s.faceUp[0]!] }]);
  });

  it('is plain JSON with no sentences: every gain is one of the known keys', () => {
    const s = cloneState(newGame({ players: 4 }, 7));
    const after = toPhaseEnd(play(s, { type: 'role', role: 'builder' }), () => ({ type: 'pass' }));
    const why = explainOption({ type: 'role', role: 'builder' }, s, after, 0);
    expect(JSON.parse(JSON.stringify(why))).toEqual(why);
    for (const g of why.gains) expect(REASON_KEYS).toContain(g.key);
    expect(JSON.stringify(why)).not.toMatch(/ you |gain /);
  });
});
