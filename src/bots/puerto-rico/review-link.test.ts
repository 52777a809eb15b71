import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_BUDGET } from './review';
import { parseReviewQuery, reviewQuery } from './review-link';

describe('review query', () => {
  it('round-trips a budget and the reviewed seats', () => {
    const budget = { playouts: 300, samples: 8, seed: 42 };
    expect(reviewQuery(budget, [0, 2])).toBe('?playouts=300&samples=8&seed=42&reviewed=1,3');
    expect(parseReviewQuery(reviewQuery(budget, [0, 2]), 4)).toEqual({ budget, seats: [0, 2], notices: [] });
  });
  it('is empty for the page budget and every seat', () => {
    expect(reviewQuery(DEFAULT_REVIEW_BUDGET, null)).toBe('');
    expect(parseReviewQuery('', 4)).toEqual({ budget: DEFAULT_REVIEW_BUDGET, seats: null, notices: [] });
  });
  it('names what it could not use and keeps the page budget for it', () => {
    const r = parseReviewQuery('?playouts=9999999&samples=abc&seed=-1&reviewed=1,7', 4);
    expect(r.budget).toEqual(DEFAULT_REVIEW_BUDGET);
    expect(r.seats).toBeNull();
    expect(r.notices.map((n) => n.param)).toEqual(['playouts', 'samples', 'seed', 'reviewed']);
  });
});
