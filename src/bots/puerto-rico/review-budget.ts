/**
 * The review's stated terms, apart from the search so pages that only link to a review (or show
 * its thresholds) load none of the bots: the marks, their thresholds and the budget.
 */

/** The marks a decision can get, best first. */
export const MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Mark = (typeof MARKS)[number];

/**
 * Win-chance loss (0..1) from which a move gets each mark; below `inaccuracy` a move other than
 * the best is 'good'. Shown on the review page. A loss of 0.15 is, for an even position, about
 * 2.5 VP of expected lead given away.
 */
export const REVIEW_THRESHOLDS = { inaccuracy: 0.03, mistake: 0.07, blunder: 0.15 } as const;

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
