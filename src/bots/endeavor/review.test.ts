import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isGameOver, legalMoves } from '../../engine/endeavor';
import { REVIEW_THRESHOLDS } from '../review/marks';
import { endeavorDecisionLine, replayPositions, reviewDecision, reviewEndeavorReplay, startEndeavorReview } from './review';
import { DEFAULT_ENDEAVOR_REVIEW_BUDGET as BUDGET } from './review-budget';
import { endeavorReviewGame } from './review-game';
import { endeavorReviewAnswers } from './review-protocol';

/** The recorded review of every seat of the fixed game; regenerate on purpose: UPDATE_REVIEW=1 npx vitest run src/bots/endeavor/review.test.ts */
const EXPECTED = new URL('./fixtures/review-expected.txt', import.meta.url);

const game = endeavorReviewGame();
/** Round 1, the second player to act with eleven options: occupying a European city is on offer. */
const AT = 3;
const positions = (() => {
  const p = replayPositions(game);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
})();

describe('the Endeavor review of a fixed game', () => {
  it('is a complete 3-player game, its chart a win-chance share for every position', () => {
    expect(isGameOver(positions[positions.length - 1]!)).toBe(true);
    const r = startEndeavorReview(game, BUDGET, null);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.chart).toHaveLength(game.moves.length + 1);
    for (const p of r.value.chart) expect(p.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // Every decision with a choice is reviewed; moves without one are not.
    for (const i of r.value.todo) expect(legalMoves(positions[i]!).length).toBeGreaterThan(1);
  });

  it('gives the recorded marks and best moves for every seat with the page budget', () => {
    const r = reviewEndeavorReplay(game, BUDGET, null);
    if (!r.ok) throw new Error(r.error.message);
    const text = `${r.value.map(endeavorDecisionLine).join('\n')}\n`;
    if (process.env.UPDATE_REVIEW === '1' || !existsSync(EXPECTED)) writeFileSync(EXPECTED, text);
    expect(text).toBe(readFileSync(EXPECTED, 'utf8'));
    // Marks follow the stated thresholds from the loss they carry.
    for (const d of r.value) {
      if (d.mark === 'blunder') expect(d.lossChance).toBeGreaterThanOrEqual(REVIEW_THRESHOLDS.blunder);
      if (d.mark === 'good') expect(d.lossChance).toBeLessThan(REVIEW_THRESHOLDS.inaccuracy);
      expect(d.best.chance).toBeGreaterThanOrEqual(d.played.chance - 1e-12);
    }
  }, 60_000);

  it('is the same when run twice (seeded), and a reviewed seat only has its own decisions', () => {
    const a = reviewEndeavorReplay(game, BUDGET, [1]);
    const b = reviewEndeavorReplay(game, BUDGET, [1]);
    if (!a.ok || !b.ok) throw new Error('no review');
    expect(a.value).toEqual(b.value);
    expect(a.value.every((d) => d.seat === 1)).toBe(true);
  }, 30_000);
});

describe('a deliberately bad move', () => {
  it('passing instead of taking a city in round 1 is a blunder, and the best move found occupies', () => {
    const d = reviewDecision(positions[AT]!, { type: 'pass' }, BUDGET, AT);
    expect(d.mark).toBe('blunder');
    expect(d.best.move).toMatchObject({ type: 'activate', steps: [{ action: 'occupy' }] });
    expect(d.lossLead).toBeGreaterThan(3);
    // Each side has the bot's reason, read from the engine's results.
    expect(d.best.reason.parts.length).toBeGreaterThan(0);
  });
  it('the best move found, played, is marked best with no loss', () => {
    const best = reviewDecision(positions[AT]!, { type: 'pass' }, BUDGET, AT).best.move;
    const d = reviewDecision(positions[AT]!, best, BUDGET, AT);
    expect(d.mark).toBe('best');
    expect(d.lossChance).toBe(0);
  });
});

describe('the Endeavor review over the worker messages', () => {
  const short = { ...game, moves: game.moves.slice(0, 12) };
  const answers = (data: unknown) => [...endeavorReviewAnswers(data)];
  it('starts, reports each decision with its progress, and ends', () => {
    const out = answers({ type: 'review', game: 'endeavor', replay: short, budget: BUDGET, seats: [0] });
    expect(out[0]!.type).toBe('started');
    const todo = out[0]!.type === 'started' ? out[0]!.todo : [];
    expect(out.filter((r) => r.type === 'decision')).toHaveLength(todo.length);
    expect(out[out.length - 1]).toEqual({ type: 'done' });
  });
  it('judges an exercise’s try, and refuses a budget out of bounds, a bad replay and an illegal try as values', () => {
    expect(answers({ type: 'judge', game: 'endeavor', replay: short, budget: BUDGET, index: AT, move: { type: 'pass' } })).toMatchObject([{ type: 'judged', decision: { mark: 'blunder' } }]);
    expect(answers({ type: 'review', game: 'endeavor', replay: short, budget: { ...BUDGET, depth: 10_000 }, seats: null })).toMatchObject([{ type: 'error', error: { code: 'review/bad-message' } }]);
    expect(answers({ type: 'review', game: 'endeavor', replay: { ...short, options: { players: 7 } }, budget: BUDGET, seats: null })).toMatchObject([
      { type: 'error', error: { code: 'review/bad-message' } },
    ]);
    expect(answers({ type: 'judge', game: 'endeavor', replay: short, budget: BUDGET, index: 3, move: { type: 'build', building: 'nothing' } })).toMatchObject([
      { type: 'error', error: { code: 'review/bad-message' } },
    ]);
    expect(answers({ type: 'review', game: 'endeavor', replay: { ...short, moves: [{ type: 'pass' }, { type: 'pass' }] }, budget: BUDGET, seats: null })[0]).toMatchObject({ type: 'error' });
  });
});
