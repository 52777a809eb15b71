/**
 * A puzzle's rating, computed at build time from its measured features (./features.ts), on the
 * learner's Glicko-2 scale (./rating.ts, start 1500), and the difficulty label read from it.
 * Puzzle files carry no difficulty of their own: the `difficulty` field is ignored.
 *
 *   rating = 900
 *          + 250 × (decisions − 1)            every further decision of the line
 *          +  70 × Σ min(3, log2(options))     every bit of choice the learner faces, at most
 *                                               3 bits (8 options) per decision
 *          + 350 × (1 − margin)               a close second best (margin relative, 0…1)
 *          + 300 × [greedy move is wrong]     the move that looks best one step ahead fails
 *          +  40 × rules involved             each rule tag of the file (a building, a privilege)
 *   clamped to 600…2600.
 *
 * Calibration (see difficulty.test.ts): a single decision between two options won by a wide
 * margin, where the obvious move is right, rates about 1000 (easy: a new learner at 1500 solves
 * it about 9 times in 10); a line where the greedy move fails, or the margin is thin over many
 * options, rates above 1600 (below an even chance for a new learner).
 *
 * Why the cap: a Captain or Builder turn can offer 20 to 50 legal moves, most of them plainly
 * useless (ship one barrel where the ship takes five, build what the player cannot use); counted
 * in full, the raw move count outweighed the line's depth and margin and labelled half the pool
 * hard. Beyond eight options a learner no longer weighs each one.
 *
 * The label thresholds are the pool's tertiles (npm run puzzles:ratings prints them), rounded to
 * 50, so that each label holds about a third of the puzzles; re-read them when the pool grows.
 * The labels are therefore relative to the pool: 129 puzzles gave 1405/1733 (thresholds 1400 and
 * 1750), 271 with the seed 23 and 24 mined batches (two decisions each) 1613/1778, 549 with the
 * round lines of session 18 (others greedy) 1651/1875, 604 of session 19 1657/1923 (1650 and 1900),
 * 622 of session 20 (openings and near-tie role choices out, 64 Builder role choices in) 1667/1843,
 * 589 of session 21 (33 repeated positions out) 1657/1843.
 */
import type { PuzzleFeatures } from './features';

export const PUZZLE_LEVELS = [1, 2, 3] as const;
/** 1 easy, 2 medium, 3 hard. */
export type PuzzleLevel = (typeof PUZZLE_LEVELS)[number];

/** Below EASY_BELOW a puzzle is easy; from HARD_FROM on it is hard. */
export const EASY_BELOW = 1650;
export const HARD_FROM = 1850;

/** A decision's choice counts at most this many bits (8 options). */
export const MAX_BITS_PER_DECISION = 3;

const MIN = 600;
const MAX = 2600;

/** The rating of a puzzle with these features (a whole number). */
export function puzzleRating(f: PuzzleFeatures): number {
  const bits = f.options.reduce((s, n) => s + Math.min(MAX_BITS_PER_DECISION, Math.log2(Math.max(1, n))), 0);
  const margin = Math.min(1, Math.max(0, f.margin));
  const r = 900 + 250 * Math.max(0, f.decisions - 1) + 70 * bits + 350 * (1 - margin) + (f.greedyWrong ? 300 : 0) + 40 * Math.max(0, f.rules);
  return Math.round(Math.min(MAX, Math.max(MIN, r)));
}

/** The label a rating earns. */
export const levelOf = (rating: number): PuzzleLevel => (rating < EASY_BELOW ? 1 : rating < HARD_FROM ? 2 : 3);

/** The ratings that cut a pool into three equal parts (lower and upper tertile, nearest rank). */
export function tertiles(ratings: readonly number[]): [number, number] | null {
  if (ratings.length === 0) return null;
  const sorted = [...ratings].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [at(1 / 3), at(2 / 3)];
}
