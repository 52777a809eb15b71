/**
 * The Endeavor review's stated budget, apart from the search so the game page's "Review this game"
 * link loads none of the bots. Part of the review's link.
 */
import type { BudgetSpec } from '../review/marks';

/** What the review spends on each Endeavor decision. */
export interface EndeavorReviewBudget {
  /** The strong bot's candidates: the best one-step moves it rolls out. */
  candidates: number;
  /** Decisions (all seats) each rollout plays, for the search and for judging a move. */
  depth: number;
  /** Seed of every search and rollout. */
  seed: number;
}

/** The page's budget: the strong bot as it plays at the table (6 candidates, 12 decisions ahead). */
export const DEFAULT_ENDEAVOR_REVIEW_BUDGET: EndeavorReviewBudget = { candidates: 6, depth: 12, seed: 1 };

export const ENDEAVOR_BUDGET_LIMITS = { candidates: [1, 30], depth: [2, 80], seed: [0, 999_999] } as const satisfies Record<keyof EndeavorReviewBudget, readonly [number, number]>;

export const ENDEAVOR_BUDGET_SPEC: BudgetSpec<keyof EndeavorReviewBudget> = {
  keys: ['candidates', 'depth', 'seed'],
  defaults: DEFAULT_ENDEAVOR_REVIEW_BUDGET,
  limits: ENDEAVOR_BUDGET_LIMITS,
};
