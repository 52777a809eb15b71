import { describe, expect, it } from 'vitest';
import { applyMove } from '../game';
import type { Move } from '../moves';
import { newGame } from '../setup';
import type { GameState } from '../state';
import { cloneState } from '../state';
import { describeOption, moveLabel } from './explain';

const play = (s: GameState, m: Move): GameState => {
  const r = applyMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('explanations', () => {
  it('labels moves in plain English', () => {
    expect(moveLabel({ type: 'role', role: 'captain' })).toBe('Captain');
    expect(moveLabel({ type: 'plant', tile: 'indigo' })).toBe('Take an indigo plantation');
    expect(moveLabel({ type: 'plant', tile: 'quarry' })).toBe('Take a quarry');
    expect(moveLabel({ type: 'colonist', to: 'corn', count: 2 })).toBe('2 colonists to a corn plantation');
    expect(moveLabel({ type: 'colonist', to: 'harbor' })).toBe('Colonist to the Harbor');
    expect(moveLabel({ type: 'build', building: 'coffeeRoaster' })).toBe('Build the Coffee Roaster');
    expect(moveLabel({ type: 'load', good: 'corn', ship: 1 })).toBe('Load corn on the second ship');
    expect(moveLabel({ type: 'keep', warehouse: ['coffee'], barrels: { corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 } })).toBe('Keep 1 corn plus all coffee in warehouses');
  });

  it('tells what a role brought the chooser and the others, read from the positions', () => {
    const s = cloneState(newGame({ players: 3 }, 4));
    s.goods.corn -= 3;
    s.players[0]!.goods.corn = 3;
    const before = cloneState(s);
    // The Captain's phase: seat 0 must load his corn; nobody else has goods.
    let after = play(before, { type: 'role', role: 'captain' });
    while (after.phase !== 'role') after = play(after, { type: 'load', good: 'corn', ship: after.ships.findIndex((x) => x.capacity >= 3 && x.count === 0) });
    expect(describeOption({ type: 'role', role: 'captain' }, before, after, 0, ['Ann', 'Bea', 'Cy'], { seat: 1, role: 'trader' }))
      .toBe('Captain: you ship 3 corn for 4 VP; the others gain nothing; leaves Trader to Bea');
  });
});
