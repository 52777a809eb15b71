/**
 * The review's part of a review link, for any game: the budget and the reviewed seats, in the
 * query of /<lang>/play/review/?playouts=120&seed=1&reviewed=1,3#<replay code> (the replay stays in
 * the fragment, like every share link). A query is untrusted: a value out of bounds or not a whole
 * number falls back to the page's budget and is named in the notices.
 */
import type { BudgetSpec } from './marks';

/** Why part of a review query was not used (the page words it). */
export interface ReviewQueryNotice {
  code: 'review/bad-budget' | 'review/bad-seats';
  /** The parameter, e.g. 'playouts'. */
  param: string;
}

export interface ReviewQuery<K extends string> {
  budget: Record<K, number>;
  /** 0-based seats; null: every seat. */
  seats: number[] | null;
  notices: ReviewQueryNotice[];
}

/** Reads a review query for a game's budget; `players` bounds the seats (null when the link could not be read). */
export function parseQuery<K extends string>(spec: BudgetSpec<K>, search: string, players: number | null): ReviewQuery<K> {
  const q = new URLSearchParams(search);
  const budget = { ...spec.defaults } as Record<K, number>;
  const notices: ReviewQueryNotice[] = [];
  for (const k of spec.keys) {
    const raw = q.get(k);
    if (raw === null) continue;
    const [lo, hi] = spec.limits[k];
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
export function makeQuery<K extends string>(spec: BudgetSpec<K>, budget: Readonly<Record<K, number>>, seats: readonly number[] | null): string {
  const q = new URLSearchParams();
  for (const k of spec.keys) if (budget[k] !== spec.defaults[k]) q.set(k, String(budget[k]));
  if (seats !== null) q.set('reviewed', seats.map((s) => s + 1).join(','));
  const s = q.toString().replace(/%2C/g, ',');
  return s === '' ? '' : `?${s}`;
}
