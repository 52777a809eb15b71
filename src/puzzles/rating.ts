/**
 * Glicko-2 ratings for the learner, the one place that knows the library (glicko2 1.2.2): the rest
 * of the site passes plain numbers. A solved puzzle is a won game against the puzzle, a failed
 * one a lost game; the puzzle's own rating comes from src/puzzles/difficulty.ts and is fixed at
 * build time, so it plays with a small, constant deviation.
 */
import { Glicko2 } from 'glicko2';

/** A rating with its deviation (uncertainty) and volatility, as Glicko-2 keeps it. */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/**
 * Where every learner starts. Not Glickman's RD 350: with it a new learner's first miss on an easy
 * puzzle took 1500 to about 1050, which reads as a punishment, not a measurement. RD 200 says "we
 * know a little" (every learner here has read the rules) and keeps the first swings near 100–200;
 * the cap below bounds the rest.
 */
export const START_RATING: Rating = { rating: 1500, rd: 200, vol: 0.06 };

/**
 * The most one puzzle result moves the rating. Glicko-2 alone still moves a surprise by ~200 at RD
 * 200 (a miss on a puzzle rated 1000); a cap keeps single results moderate, as puzzle trainers do,
 * while the deviation still shrinks as Glicko-2 computes it, so the rating settles all the same.
 */
export const MAX_STEP = 120;

/** The deviation a build-time puzzle rating plays with: measured, not guessed, but not exact. */
export const PUZZLE_RD = 80;

/** Glickman's example uses tau 0.5; Lichess uses 0.75 for puzzles (ratings move faster). */
const TAU = 0.75;

/** One game of a rating period: the opponent's rating and deviation, and the score (1 won, 0 lost). */
export interface Game {
  readonly rating: number;
  readonly rd: number;
  readonly score: 0 | 0.5 | 1;
}

/** The rating after one rating period with these games (`tau` as the system constant). */
export function ratePeriod(player: Rating, games: readonly Game[], tau = TAU): Rating {
  const system = new Glicko2({ tau, rating: START_RATING.rating, rd: START_RATING.rd, vol: START_RATING.vol });
  const me = system.makePlayer(player.rating, player.rd, player.vol);
  system.updateRatings(games.map((g) => [me, system.makePlayer(g.rating, g.rd, START_RATING.vol), g.score]));
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

/** The learner's rating after one puzzle of rating `puzzle`: solved cleanly, or not. */
export function ratePuzzle(learner: Rating, puzzle: number, solved: boolean): Rating {
  const next = ratePeriod(learner, [{ rating: puzzle, rd: PUZZLE_RD, score: solved ? 1 : 0 }]);
  const step = Math.max(-MAX_STEP, Math.min(MAX_STEP, next.rating - learner.rating));
  return { ...next, rating: learner.rating + step };
}

/** A rating for display: whole points. */
export const shownRating = (r: Rating): number => Math.round(r.rating);

/** Whether the rating is still provisional (too few games to trust it), as Lichess marks it with "?". */
export const provisional = (r: Rating): boolean => r.rd > 110;
