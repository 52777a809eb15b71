import { describe, expect, it } from 'vitest';
import { ratePeriod, ratePuzzle, START_RATING } from './rating';

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
});
