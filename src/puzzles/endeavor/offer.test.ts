import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, setupDefaults } from '../../engine/endeavor';
import { offeredMoves } from './offer';
import { stableJson } from './solve';

const start = setupDefaults({
  players: 3,
  seed: 0,
  round: 7,
  seats: [{ harbour: 3, buildings: ['market'] }, { cards: ['africa-1'] }, { cards: ['africa-2'] }],
  shipTracks: { africa: [1, 0, 2, 1, 0, 2, 1] },
});
if (!start.ok) throw new Error('position');
const s = start.value;

describe('the moves a puzzle board offers', () => {
  it('include every legal move, and wrong ideas the engine refuses with its reason', () => {
    const offered = offeredMoves(s).map(stableJson);
    for (const m of legalMoves(s)) expect(offered).toContain(stableJson(m));
    const drawAfrica = offeredMoves(s).find((m) => m.type === 'activate' && m.steps[0]?.action === 'draw' && m.steps[0].deck === 'africa');
    expect(drawAfrica).toBeDefined();
    const r = applyMove(s, drawAfrica);
    expect(!r.ok && r.error.code).toBe('draw/requirement-not-met');
  });

  it('list each move once', () => {
    const offered = offeredMoves(s).map(stableJson);
    expect(new Set(offered).size).toBe(offered.length);
  });
});
