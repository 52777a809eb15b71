import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, setupDefaults, type GameState } from '../../engine/puerto-rico';
import { DEFAULT_REVIEW_BUDGET, REVIEW_THRESHOLDS, decisionLine, markOf, reviewDecision, reviewReplay, startReview } from './review';
import { reviewGame } from './review-game';

/** The recorded review of seat 1 of the fixed game; regenerate on purpose: UPDATE_REVIEW=1 npx vitest run src/bots/puerto-rico/review.test.ts */
const EXPECTED = new URL('./fixtures/review-expected.txt', import.meta.url);

/** Late in a 4-player game, Builder chosen: seat 1 has 14 doubloons, a city of 8 and is 9 VP behind; a large building is the way back. */
function rich(): GameState {
  const city = ['smallIndigoPlant', 'indigoPlant', 'smallSugarMill', 'sugarMill', 'tobaccoStorage', 'smallMarket', 'hacienda', 'hospice'] as const;
  const r = setupDefaults({
    options: { players: 4 },
    players: [
      { doubloons: 14, vp: 16, city: city.map((building) => ({ building, colonists: 1 })) },
      { doubloons: 3, vp: 25 },
      { doubloons: 3, vp: 25 },
      { doubloons: 3, vp: 25 },
    ],
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' '));
  const s = applyMove(r.value, { type: 'role', role: 'builder' });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('marks', () => {
  it('follow the stated win-chance thresholds', () => {
    expect(markOf(0, true)).toBe('best');
    expect(markOf(REVIEW_THRESHOLDS.inaccuracy - 0.001, false)).toBe('good');
    expect(markOf(REVIEW_THRESHOLDS.inaccuracy, false)).toBe('inaccuracy');
    expect(markOf(REVIEW_THRESHOLDS.mistake, false)).toBe('mistake');
    expect(markOf(REVIEW_THRESHOLDS.blunder, false)).toBe('blunder');
    expect(markOf(0.9, true)).toBe('best');
  });
});

describe('a deliberately bad move', () => {
  it('building nothing with 14 doubloons when a large building wins the game back is a blunder', () => {
    const d = reviewDecision(rich(), { type: 'pass' }, DEFAULT_REVIEW_BUDGET, 0);
    expect(d.mark).toBe('blunder');
    expect(d.best.move.type).toBe('build');
    expect(d.lossLead).toBeGreaterThan(5);
  });
  it('the Guild Hall there is the best move', () => {
    const d = reviewDecision(rich(), { type: 'build', building: 'guildHall' }, DEFAULT_REVIEW_BUDGET, 0);
    expect(d.mark).toBe('best');
    expect(d.lossChance).toBe(0);
  });
});

describe('the review of a fixed game', () => {
  const game = reviewGame();
  it('is a complete 4-player game', () => {
    const r = startReview(game, DEFAULT_REVIEW_BUDGET, null);
    expect(r.ok && r.value.positions[r.value.positions.length - 1]!.phase).toBe('over');
    // The chart holds every position, each player's share of the win chance summing to 1.
    if (r.ok) for (const p of r.value.chart) expect(p.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('gives the recorded marks and best moves for seat 1 with the page budget', () => {
    const r = reviewReplay(game, DEFAULT_REVIEW_BUDGET, [0]);
    expect(r.ok).toBe(true);
    const text = `${r.ok ? r.value.map(decisionLine).join('\n') : ''}\n`;
    if (process.env.UPDATE_REVIEW === '1' || !existsSync(EXPECTED)) writeFileSync(EXPECTED, text);
    expect(text).toBe(readFileSync(EXPECTED, 'utf8'));
  }, 60_000);

  it('is the same when run twice (seeded)', () => {
    const seats = [2];
    const a = startReview(game, DEFAULT_REVIEW_BUDGET, seats);
    const b = startReview(game, DEFAULT_REVIEW_BUDGET, seats);
    if (!a.ok || !b.ok) throw new Error('no review');
    for (let i = 0; i < 12; i++) expect(a.value.next()).toEqual(b.value.next());
  });

  it('a different seed is a different budget, stated with the review', () => {
    const a = reviewDecision(rich(), { type: 'pass' }, { ...DEFAULT_REVIEW_BUDGET, seed: 2 }, 0);
    expect(a.mark).toBe('blunder');
  });
});

describe('refusals', () => {
  it('a replay with no moves, a move the engine refuses, or seats that are not at the table', () => {
    const game = reviewGame();
    expect(startReview({ ...game, moves: [] }, DEFAULT_REVIEW_BUDGET, null)).toMatchObject({ ok: false, error: { code: 'review/no-moves' } });
    expect(startReview({ ...game, moves: [game.moves[0]!, { type: 'craft', good: 'coffee' }] }, DEFAULT_REVIEW_BUDGET, null)).toMatchObject({
      ok: false,
      error: { code: 'review/illegal-move', index: 1 },
    });
    expect(startReview(game, DEFAULT_REVIEW_BUDGET, [4])).toMatchObject({ ok: false, error: { code: 'review/bad-seats' } });
  });
});
