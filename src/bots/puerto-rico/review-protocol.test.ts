import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_BUDGET } from './review';
import { reviewGame } from './review-game';
import { serveReview, type ReviewResponse } from './review-protocol';

const collect = (data: unknown): ReviewResponse[] => {
  const out: ReviewResponse[] = [];
  serveReview(data, (r) => out.push(r));
  return out;
};

describe('review worker messages', () => {
  const game = reviewGame();
  const short = { ...game, moves: game.moves.slice(0, 24) };
  it('a review starts, reports every decision with its progress, and ends', () => {
    const out = collect({ type: 'review', replay: short, budget: { ...DEFAULT_REVIEW_BUDGET, playouts: 20, samples: 1 }, seats: [0] });
    expect(out[0]!.type).toBe('started');
    const todo = out[0]!.type === 'started' ? out[0]!.todo : [];
    const decisions = out.filter((r) => r.type === 'decision');
    expect(decisions.length).toBe(todo.length);
    expect(decisions.map((d) => (d.type === 'decision' ? d.done : 0))).toEqual(todo.map((_, i) => i + 1));
    expect(out[out.length - 1]).toEqual({ type: 'done' });
  });
  it('a try in an exercise is judged in its position', () => {
    const out = collect({ type: 'judge', replay: short, budget: DEFAULT_REVIEW_BUDGET, index: 0, move: { type: 'role', role: 'builder' } });
    expect(out).toMatchObject([{ type: 'judged', decision: { index: 0, played: { move: { type: 'role', role: 'builder' } } } }]);
  });
  it('refuses messages it cannot read, budgets out of bounds and illegal moves, as values', () => {
    expect(collect('hello')).toMatchObject([{ type: 'error', error: { code: 'review/bad-message' } }]);
    expect(collect({ type: 'review', replay: short, budget: { playouts: 1e9, samples: 1, seed: 1 }, seats: null })).toMatchObject([{ type: 'error', error: { code: 'review/bad-message' } }]);
    expect(collect({ type: 'judge', replay: short, budget: DEFAULT_REVIEW_BUDGET, index: 0, move: { type: 'craft', good: 'corn' } })).toMatchObject([
      { type: 'error', error: { code: 'review/bad-message' } },
    ]);
    expect(collect({ type: 'review', replay: { ...short, moves: [{ type: 'pass' }] }, budget: DEFAULT_REVIEW_BUDGET, seats: null })).toMatchObject([
      { type: 'error', error: { code: 'review/illegal-move' } },
    ]);
  });
});
