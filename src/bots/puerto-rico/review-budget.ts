/**
 * The review's stated terms, apart from the search so pages that only link to a review (or show
 * its thresholds) load none of the bots: the marks, their thresholds and the budget.
 */
import type { BudgetSpec } from '../review/marks';

export { MARKS, REVIEW_THRESHOLDS, markOf } from '../review/marks';
export type { Mark } from '../review/marks';

/** What the review spends on each decision; part of the review's link. */
export interface ReviewBudget {
  /** Strong bot iterations per decision. */
  playouts: number;
  /** Determinisations each candidate move is judged on. */
  samples: number;
  /** Seed of every search and sample. */
  seed: number;
}

/** The page's budget: fits a 4-player game in about a minute in the browser (BENCHMARKS.md). */
export const DEFAULT_REVIEW_BUDGET: ReviewBudget = { playouts: 120, samples: 4, seed: 1 };

/** Bounds a budget from a link must keep (a link is untrusted input). */
export const BUDGET_LIMITS = { playouts: [10, 5000], samples: [1, 64], seed: [0, 999_999] } as const satisfies Record<keyof ReviewBudget, readonly [number, number]>;

/** The budget's keys, defaults and bounds, for the game-independent link and protocol (src/bots/review). */
export const PR_BUDGET_SPEC: BudgetSpec<keyof ReviewBudget> = { keys: ['playouts', 'samples', 'seed'], defaults: DEFAULT_REVIEW_BUDGET, limits: BUDGET_LIMITS };
