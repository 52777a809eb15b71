import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EASY_BELOW, HARD_FROM, levelOf, MAX_BITS_PER_DECISION, puzzleRating, tertiles } from './difficulty';
import type { PuzzleFeatures } from './features';

const base: PuzzleFeatures = { decisions: 1, options: [3], margin: 0.5, greedyWrong: false, rules: 1 };
const r = (f: Partial<PuzzleFeatures>) => puzzleRating({ ...base, ...f });

describe('a puzzle rating from its measured features', () => {
  it('rises with every further decision of the line', () => {
    expect(r({ decisions: 2, options: [3, 1] })).toBeGreaterThan(r({}));
    expect(r({ decisions: 3, options: [3, 1, 1] })).toBeGreaterThan(r({ decisions: 2, options: [3, 1] }));
  });
  it('rises with the options at a decision', () => {
    expect(r({ options: [6] })).toBeGreaterThan(r({ options: [3] }));
  });
  it('counts at most 3 bits of choice per decision: past eight options more moves add nothing', () => {
    const capped = 2 ** MAX_BITS_PER_DECISION;
    expect(r({ options: [capped] })).toBeGreaterThan(r({ options: [capped / 2] }));
    expect(r({ options: [64] })).toBe(r({ options: [capped] }));
    expect(r({ decisions: 2, options: [40, 30] })).toBe(r({ decisions: 2, options: [capped, capped] }));
  });
  it('does not let a long list of moves outweigh depth: two decisions of two options beat one of forty', () => {
    expect(r({ decisions: 2, options: [2, 2] })).toBeGreaterThan(r({ options: [40] }));
  });
  it('labels a wide-margin single decision among many moves, with the obvious move right, as easy', () => {
    expect(levelOf(r({ options: [30], margin: 1, rules: 2 }))).toBe(1);
  });
  it('rises as the margin between the best and the next best shrinks', () => {
    expect(r({ margin: 0.1 })).toBeGreaterThan(r({ margin: 0.5 }));
    expect(r({ margin: 0.5 })).toBeGreaterThan(r({ margin: 1 }));
  });
  it('rises when the move that looks best one step ahead is wrong', () => {
    expect(r({ greedyWrong: true })).toBeGreaterThan(r({}));
  });
  it('rises with the rules involved', () => {
    expect(r({ rules: 3 })).toBeGreaterThan(r({ rules: 1 }));
  });
  it('labels a wide-margin choice of two as easy and a thin-margin line whose greedy move fails as hard', () => {
    expect(levelOf(r({ options: [2], margin: 1, rules: 0 }))).toBe(1);
    expect(levelOf(r({ decisions: 2, options: [4, 3], margin: 0.1, greedyWrong: true }))).toBe(3);
  });
  it('stays within 600 to 2600', () => {
    expect(r({ decisions: 40, options: Array(40).fill(50), margin: 0, greedyWrong: true, rules: 20 })).toBe(2600);
  });
});

describe('label thresholds from the pool', () => {
  it('are ordered', () => {
    expect(EASY_BELOW).toBeLessThan(HARD_FROM);
  });
  it('tertiles cut any pool of distinct ratings into three parts that differ by at most one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 600, max: 2600 }), { minLength: 3, maxLength: 300 }), (ratings) => {
        const [lo, hi] = tertiles(ratings)!;
        const easy = ratings.filter((x) => x < lo).length;
        const hard = ratings.filter((x) => x >= hi).length;
        const medium = ratings.length - easy - hard;
        const sizes = [easy, medium, hard];
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
    expect(tertiles([])).toBeNull();
  });
});
