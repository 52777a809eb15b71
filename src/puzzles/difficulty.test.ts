import { describe, expect, it } from 'vitest';
import { levelOf, puzzleRating } from './difficulty';
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
