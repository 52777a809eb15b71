import { describe, expect, it } from 'vitest';
import { MAX_STEP, ratePeriod, ratePuzzle, START_RATING, type Rating } from './rating';

describe('Glicko-2 rating of the learner', () => {
  it("follows Glickman's worked example (glicko2.pdf, tau 0.5): 1500/200 against 1400 won, 1550 and 1700 lost", () => {
    const r = ratePeriod(
      { rating: 1500, rd: 200, vol: 0.06 },
      [
        { rating: 1400, rd: 30, score: 1 },
        { rating: 1550, rd: 100, score: 0 },
        { rating: 1700, rd: 300, score: 0 },
      ],
      0.5,
    );
    expect(r.rating).toBeCloseTo(1464.06, 1);
    expect(r.rd).toBeCloseTo(151.52, 1);
    expect(r.vol).toBeCloseTo(0.05999, 4);
  });

  it('a solved puzzle raises the rating, a failed one lowers it, and both make it surer', () => {
    const won = ratePuzzle(START_RATING, 1500, true);
    const lost = ratePuzzle(START_RATING, 1500, false);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    expect(won.rd).toBeLessThan(START_RATING.rd);
  });

  it('solving a harder puzzle gains more than solving an easier one', () => {
    expect(ratePuzzle(START_RATING, 1900, true).rating).toBeGreaterThan(ratePuzzle(START_RATING, 1100, true).rating);
  });

  it("a new learner's first miss moves the rating by less than 150, even on an easy puzzle", () => {
    for (const puzzle of [800, 1000, 1500, 2000]) {
      const lost = ratePuzzle(START_RATING, puzzle, false);
      expect(START_RATING.rating - lost.rating).toBeGreaterThan(0);
      expect(START_RATING.rating - lost.rating).toBeLessThan(150);
    }
    expect(START_RATING.rating - ratePuzzle(START_RATING, 800, false).rating).toBe(MAX_STEP);
  });

  it('still converges: a learner who solves every puzzle below 1800 and misses every one above settles near 1800, surer each time', () => {
    let r: Rating = START_RATING;
    const puzzles = [1400, 2200, 1600, 2000, 1700, 1900, 1750, 1850];
    const seen: number[] = [];
    for (let i = 0; i < 48; i++) {
      const p = puzzles[i % puzzles.length]!;
      const before = r.rd;
      r = ratePuzzle(r, p, p < 1800);
      expect(r.rd).toBeLessThanOrEqual(before + 1);
      seen.push(r.rating);
    }
    expect(Math.abs(r.rating - 1800)).toBeLessThan(100);
    // Settled: the last round of puzzles moves it within a narrow band.
    const last = seen.slice(-puzzles.length);
    expect(Math.max(...last) - Math.min(...last)).toBeLessThan(120);
    expect(r.rd).toBeLessThan(110);
  });
});
