/**
 * The review's marks and budgets, the same for every game: a decision's mark follows from the win
 * chance the move played gives away against the best move found, by thresholds stated on the page.
 * Kept apart from any search, so pages that only link to a review load none of the bots.
 */

/** The marks a decision can get, best first. */
export const MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Mark = (typeof MARKS)[number];

/**
 * Win-chance loss (0..1) from which a move gets each mark; below `inaccuracy` a move other than
 * the best is 'good'. Shown on the review page. In Puerto Rico a loss of 0.15 is, for an even
 * position, about 2.5 VP of expected lead given away; in Endeavor about 2 glory.
 */
export const REVIEW_THRESHOLDS = { inaccuracy: 0.03, mistake: 0.07, blunder: 0.15 } as const;

/** The mark of a win-chance loss; `isBest` when the played move is the review's best. */
export function markOf(lossChance: number, isBest: boolean): Mark {
  if (isBest) return 'best';
  if (lossChance >= REVIEW_THRESHOLDS.blunder) return 'blunder';
  if (lossChance >= REVIEW_THRESHOLDS.mistake) return 'mistake';
  if (lossChance >= REVIEW_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/**
 * What one game's review spends on a decision: whole numbers by name, each with its bounds (a
 * link is untrusted) and its default (the page's budget). Always has a `seed`.
 */
export interface BudgetSpec<K extends string> {
  readonly keys: readonly K[];
  readonly defaults: Readonly<Record<K, number>>;
  readonly limits: Readonly<Record<K, readonly [number, number]>>;
}

/** A budget from untrusted data (a worker message), or null when any value is missing or out of bounds. */
export function budgetFrom<K extends string>(spec: BudgetSpec<K>, x: unknown): Record<K, number> | null {
  if (typeof x !== 'object' || x === null) return null;
  const out = {} as Record<K, number>;
  for (const k of spec.keys) {
    const v = (x as Record<string, unknown>)[k];
    const [lo, hi] = spec.limits[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) return null;
    out[k] = v;
  }
  return out;
}
