import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_BUDGET } from './review';
import { reviewGame } from './review-game';
import { serveReview, serveReviewInSlices, type ReviewResponse } from './review-protocol';

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

  describe('without a worker: the same answers, one slice at a time', () => {
    const request = { type: 'review', replay: short, budget: { ...DEFAULT_REVIEW_BUDGET, playouts: 20, samples: 1 }, seats: [0] };
    /** A schedule the test turns by hand: each call queues one slice. */
    const manual = () => {
      const queue: (() => void)[] = [];
      return {
        schedule: (f: () => void) => queue.push(f),
        turn: () => queue.shift()?.(),
        get pending() {
          return queue.length;
        },
      };
    };
    it('posts nothing until the first slice, then at most one answer per slice, and the same answers as the worker', () => {
      const clock = manual();
      const out: ReviewResponse[] = [];
      serveReviewInSlices(request, (r) => out.push(r), clock.schedule);
      expect(out).toEqual([]);
      let slices = 0;
      while (clock.pending > 0) {
        const before = out.length;
        clock.turn();
        slices++;
        expect(out.length - before).toBeLessThanOrEqual(1);
      }
      expect(out).toEqual(collect(request));
      expect(slices).toBeGreaterThanOrEqual(out.length);
    });
    it('stopping ends it: no answer after the stop, and no slice left to run', () => {
      const clock = manual();
      const out: ReviewResponse[] = [];
      const stop = serveReviewInSlices(request, (r) => out.push(r), clock.schedule);
      clock.turn();
      clock.turn();
      expect(out.map((r) => r.type)).toEqual(['started', 'decision']);
      stop();
      while (clock.pending > 0) clock.turn();
      expect(out).toHaveLength(2);
    });
    it('a bad message is one error answer, as from the worker', () => {
      const clock = manual();
      const out: ReviewResponse[] = [];
      serveReviewInSlices('hello', (r) => out.push(r), clock.schedule);
      while (clock.pending > 0) clock.turn();
      expect(out).toMatchObject([{ type: 'error', error: { code: 'review/bad-message' } }]);
    });
  });
});
