import { describe, expect, it } from 'vitest';
import { ENDEAVOR_REVIEW_GOALS, endeavorReviewPuzzleId, goalOfEndeavorReviewPuzzle } from './review-puzzle';

describe('Endeavor review puzzle ids', () => {
  it('name the goal and the goal player, and read back', () => {
    for (const until of ['action', 'phase'] as const)
      for (const player of [0, 4]) {
        const goal = { kind: 'glory', until, player } as const;
        const id = endeavorReviewPuzzleId(goal, 'BAJhiijeCCCC');
        expect(id).toMatch(new RegExp(`^review-e-glory-${until}-p${player + 1}-[0-9a-z]+$`));
        expect(goalOfEndeavorReviewPuzzle(id)).toEqual(goal);
      }
    expect(ENDEAVOR_REVIEW_GOALS).toHaveLength(2);
  });
  it('tell positions apart', () => {
    const goal = { kind: 'glory', until: 'action', player: 1 } as const;
    expect(endeavorReviewPuzzleId(goal, 'AAAA')).not.toBe(endeavorReviewPuzzleId(goal, 'AAAB'));
  });
  it('anything else is no id', () => {
    for (const id of ['', 'review-most-vp-p1-abc', 'review-e-glory-action-p0-abc', 'review-e-glory-action-p6-abc', 'review-e-track-action-p1-abc', 'review-e-glory-action-p1-ABC', 'review-e-glory-action-p1-abc ', 'x review-e-glory-action-p1-abc'])
      expect(goalOfEndeavorReviewPuzzle(id)).toBeNull();
  });
});
