import { describe, expect, it } from 'vitest';
import { DEFAULT_ENDEAVOR_REVIEW_BUDGET, ENDEAVOR_BUDGET_SPEC } from '../endeavor/review-budget';
import { makeQuery, parseQuery } from './link';
import { budgetFrom, markOf, REVIEW_THRESHOLDS } from './marks';

describe('a review link for any game', () => {
  it('round-trips an Endeavor budget and the reviewed seats', () => {
    const budget = { candidates: 8, depth: 20, seed: 3 };
    expect(makeQuery(ENDEAVOR_BUDGET_SPEC, budget, [1])).toBe('?candidates=8&depth=20&seed=3&reviewed=2');
    expect(parseQuery(ENDEAVOR_BUDGET_SPEC, makeQuery(ENDEAVOR_BUDGET_SPEC, budget, [1]), 3)).toEqual({ budget, seats: [1], notices: [] });
    expect(makeQuery(ENDEAVOR_BUDGET_SPEC, DEFAULT_ENDEAVOR_REVIEW_BUDGET, null)).toBe('');
  });
  it('names what it could not use (another game’s budget keys are ignored, not errors)', () => {
    const r = parseQuery(ENDEAVOR_BUDGET_SPEC, '?depth=0&candidates=x&playouts=120&reviewed=4', 3);
    expect(r.budget).toEqual(DEFAULT_ENDEAVOR_REVIEW_BUDGET);
    expect(r.notices.map((n) => n.param)).toEqual(['candidates', 'depth', 'reviewed']);
  });
  it('a worker takes a budget only whole and in bounds', () => {
    expect(budgetFrom(ENDEAVOR_BUDGET_SPEC, { candidates: 6, depth: 12, seed: 1 })).toEqual({ candidates: 6, depth: 12, seed: 1 });
    expect(budgetFrom(ENDEAVOR_BUDGET_SPEC, { candidates: 6, depth: 12.5, seed: 1 })).toBeNull();
    expect(budgetFrom(ENDEAVOR_BUDGET_SPEC, { candidates: 6, depth: 12 })).toBeNull();
    expect(budgetFrom(ENDEAVOR_BUDGET_SPEC, 'budget')).toBeNull();
  });
  it('marks follow the stated thresholds, the same for both games', () => {
    expect(markOf(REVIEW_THRESHOLDS.blunder, false)).toBe('blunder');
    expect(markOf(REVIEW_THRESHOLDS.mistake, false)).toBe('mistake');
    expect(markOf(REVIEW_THRESHOLDS.inaccuracy - 1e-9, false)).toBe('good');
    expect(markOf(1, true)).toBe('best');
  });
});
