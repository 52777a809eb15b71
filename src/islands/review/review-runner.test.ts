import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_BUDGET } from '../../bots/puerto-rico/review';
import { reviewGame } from '../../bots/puerto-rico/review-game';
import { type RunnerRequest, type RunnerResponse, startRunner } from './review-runner';

const game = reviewGame();
const request: RunnerRequest = { type: 'review', replay: { ...game, moves: game.moves.slice(0, 24) }, budget: { ...DEFAULT_REVIEW_BUDGET, playouts: 20, samples: 1 }, seats: [0] };

/** A runner in Node, where there is no Worker: the page's own runner answers. */
function run(stopAfter = 0) {
  const answers: RunnerResponse[] = [];
  let onPage = 0;
  let made = 0;
  let finished: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const runner: ReturnType<typeof startRunner> = startRunner(
    () => {
      made++;
      throw new Error('no worker here');
    },
    {
      answer: (r) => {
        answers.push(r);
        // Cancel between two slices, as a click would come.
        if (answers.length === stopAfter) runner.stop();
        if (r.type === 'done' || r.type === 'proved' || r.type === 'error') finished();
      },
      onPage: () => onPage++,
      failed: () => {},
    },
  );
  return { runner, answers, done, onPage: () => onPage, made: () => made };
}

describe('the review without a Web Worker', () => {
  it('runs on the page: the same answers in order, told once, no worker made', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const r = run();
    r.runner.ask(request);
    expect(r.runner.where()).toBe('page');
    expect(r.answers).toEqual([]);
    await r.done;
    expect(r.onPage()).toBe(1);
    expect(r.made()).toBe(0);
    expect(r.answers[0]!.type).toBe('started');
    expect(r.answers.at(-1)).toEqual({ type: 'done' });
  });
  it('stops on Cancel: nothing arrives after the stop', async () => {
    const r = run(2);
    r.runner.ask(request);
    await new Promise((res) => setTimeout(res, 500));
    expect(r.answers.map((a) => a.type)).toEqual(['started', 'decision']);
  });
  it('answers whether a mistake is a puzzle on the page too', async () => {
    const r = run();
    r.runner.ask({ type: 'prove', replay: game, index: 38, best: { type: 'role', role: 'captain' } });
    await r.done;
    expect(r.answers).toMatchObject([{ type: 'proved', index: 38, puzzle: { goal: { kind: 'most-vp' } } }]);
  });
});
