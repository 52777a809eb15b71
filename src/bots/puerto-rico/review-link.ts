/**
 * The review's part of a review link: the budget and the reviewed seats, in the query of
 * /<lang>/play/review/?playouts=120&samples=4&seed=1&reviewed=1,3#<replay code> (the replay
 * stays in the fragment, like every share link). A query is untrusted: a value out of bounds or
 * not a whole number falls back to the page's budget and is named in the notices.
 */
import { BUDGET_LIMITS, DEFAULT_REVIEW_BUDGET, type ReviewBudget } from './review-budget';

/** Why part of a review query was not used (the page words it). */
export interface ReviewQueryNotice {
  code: 'review/bad-budget' | 'review/bad-seats';
  /** The parameter, e.g. 'playouts'. */
  param: string;
}

export interface ReviewQuery {
  budget: ReviewBudget;
  /** 0-based seats; null: every seat. */
  seats: number[] | null;
  notices: ReviewQueryNotice[];
}

const KEYS = ['playouts', 'samples', 'seed'] as const satisfies readonly (keyof ReviewBudget)[];

/** Reads a review query; `players` bounds the seats (null when the link could not be read). */
export function parseReviewQuery(search: string, players: number | null): ReviewQuery {
  const q = new URLSearchParams(search);
  const budget: ReviewBudget = { ...DEFAULT_REVIEW_BUDGET };
  const notices: ReviewQueryNotice[] = [];
  for (const k of KEYS) {
    const raw = q.get(k);
    if (raw === null) continue;
    const [lo, hi] = BUDGET_LIMITS[k];
    const n = /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isInteger(n) && n >= lo && n <= hi) budget[k] = n;
    else notices.push({ code: 'review/bad-budget', param: k });
  }
  let seats: number[] | null = null;
  const raw = q.get('reviewed');
  if (raw !== null) {
    const parts = raw.split(',').map((p) => (/^\d$/.test(p) ? Number(p) - 1 : -1));
    const max = players ?? 5;
    if (parts.length > 0 && parts.every((s) => s >= 0 && s < max) && new Set(parts).size === parts.length) seats = [...parts].sort((a, b) => a - b);
    else notices.push({ code: 'review/bad-seats', param: 'reviewed' });
  }
  return { budget, seats, notices };
}

/** The query of a review link ('' for the page's budget and every seat). */
export function reviewQuery(budget: ReviewBudget, seats: readonly number[] | null): string {
  const q = new URLSearchParams();
  for (const k of KEYS) if (budget[k] !== DEFAULT_REVIEW_BUDGET[k]) q.set(k, String(budget[k]));
  if (seats !== null) q.set('reviewed', seats.map((s) => s + 1).join(','));
  const s = q.toString().replace(/%2C/g, ',');
  return s === '' ? '' : `?${s}`;
}
