import { describe, expect, it } from 'vitest';
import { applyMove, isLegal, legalMoves } from '../../engine/puerto-rico/game';
import { sameMove } from '../../engine/puerto-rico/moves';
import { CAPTAIN_EXAMPLE } from '../../machines/puerto-rico/examples';
import { position } from '../../machines/puerto-rico/position';
import { candidateMoves } from './candidates';

describe('what the lesson board offers to try', () => {
  const s0 = position(CAPTAIN_EXAMPLE);
  const captain = applyMove(s0, { type: 'role', role: 'captain' });
  if (!captain.ok) throw new Error(captain.error.message);
  const s = captain.value;

  it('offers every legal move, and also the wrong ships for each good the player holds', () => {
    const legal = legalMoves(s);
    const offered = candidateMoves(s, legal, []);
    for (const m of legal) expect(offered.some((o) => sameMove(o, m))).toBe(true);
    expect(offered.some((m) => m.type === 'load' && m.good === 'sugar' && m.ship === 0)).toBe(true);
    expect(isLegal(s, { type: 'load', good: 'sugar', ship: 0 })).toBe(false);
    // Anna holds no coffee: nothing to try with it.
    expect(offered.some((m) => m.type === 'load' && m.good === 'coffee')).toBe(false);
  });

  it('adds the step’s tempting mistakes once, and offers every role card at a role choice', () => {
    const offered = candidateMoves(s, legalMoves(s), [{ type: 'pass' }, { type: 'pass' }]);
    expect(offered.filter((m) => m.type === 'pass')).toHaveLength(1);
    // (Declining the Mayor's privilege colonist is a second Mayor move; one per card is counted.)
    const roles = candidateMoves(s0, legalMoves(s0), []).filter((m) => m.type === 'role' && m.colonists === undefined);
    expect(roles).toHaveLength(s0.roles.length);
  });
});
