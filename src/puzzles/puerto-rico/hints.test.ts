import { describe, expect, it } from 'vitest';
import { newGame, type Move } from '../../engine/puerto-rico';
import { hintFor, placeOf } from './hints';

const s = newGame({ players: 4 }, 1);

describe('the hint ladder', () => {
  it('goes from the area to the exact place to the move', () => {
    const load: Move = { type: 'load', good: 'sugar', ship: 2 };
    expect(hintFor(1, load, s)).toMatchObject({ area: 'ships', places: ['ship:0', 'ship:1', 'ship:2'], move: null });
    expect(hintFor(2, load, s)).toMatchObject({ places: ['ship:2'], move: null });
    expect(hintFor(3, load, s).move).toEqual(load);
  });

  it('names the board place of every kind of answer', () => {
    expect(placeOf({ type: 'build', building: 'harbor' }, 0)).toBe('supply:building:harbor');
    expect(placeOf({ type: 'sell', good: 'coffee' }, 0)).toBe('trading-house');
    expect(placeOf({ type: 'craft', good: 'corn' }, 2)).toBe('p2:goods:corn');
    expect(placeOf({ type: 'role', role: 'captain' }, 1)).toBe('role:captain');
  });

  it("points a Pass at its button, not at the player's board", () => {
    const pass: Move = { type: 'pass' };
    expect(hintFor(1, pass, s)).toMatchObject({ area: 'move-buttons', move: null });
    expect(hintFor(1, pass, s).places).toContain('move:pass');
    expect(hintFor(2, pass, s).places).toEqual(['move:pass']);
    expect(placeOf({ type: 'union-hall' }, 0)).toBe('move:union-hall');
  });
});
