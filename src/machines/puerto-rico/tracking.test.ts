import { describe, expect, it } from 'vitest';
import { CAPTAIN_EXAMPLE } from './examples';
import { position } from './position';
import { activePaths, track } from './tracking';
import type { Move } from '../../engine/puerto-rico/moves';

describe('tracking a machine along a line of moves', () => {
  it('flattens nested state values into dotted paths', () => {
    expect(activePaths('loading')).toEqual(['loading']);
    expect(activePaths({ playingRole: 'captain' })).toEqual(['playingRole', 'playingRole.captain']);
  });

  it('follows the captain example from the choice to the end of the phase', () => {
    const s = position(CAPTAIN_EXAMPLE);
    const moves: Move[] = [
      { type: 'role', role: 'captain' },
      { type: 'load', good: 'sugar', ship: 2 },
    ];
    expect(track('captain', s, []).paths).toEqual(['choosing']);
    expect(track('captain', s, moves)).toEqual({ paths: ['loading'], refused: false });
    expect(track('round', s, moves).paths).toEqual(['playingRole', 'playingRole.captain']);
    expect(track('captain', s, [{ type: 'load', good: 'sugar', ship: 2 }]).refused).toBe(true);
  });
});
