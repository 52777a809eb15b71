/**
 * Puerto Rico's review query: the game-independent link (../review/link.ts) with this game's
 * budget, e.g. /<lang>/play/review/?playouts=120&samples=4&seed=1&reviewed=1,3#<replay code>.
 */
import { makeQuery, parseQuery, type ReviewQuery } from '../review/link';
import { PR_BUDGET_SPEC, type ReviewBudget } from './review-budget';

export type { ReviewQueryNotice } from '../review/link';

/** Reads a review query; `players` bounds the seats (null when the link could not be read). */
export function parseReviewQuery(search: string, players: number | null): ReviewQuery<keyof ReviewBudget> & { budget: ReviewBudget } {
  return parseQuery(PR_BUDGET_SPEC, search, players);
}

/** The query of a review link ('' for the page's budget and every seat). */
export function reviewQuery(budget: ReviewBudget, seats: readonly number[] | null): string {
  return makeQuery(PR_BUDGET_SPEC, budget, seats);
}
