/**
 * Each level's measured strength against the level below (one bot of the level against three of
 * the level below, four-player base games, seats rotated), as `npm run tournament -- --ladder
 * <level> --record` wrote it into ladder-figures.json. The play page words these figures; nobody
 * types them.
 */
import type { BotLevel } from './ladder';
import figures from './ladder-figures.json';

export interface LadderFigure {
  /** The level played against (three of it). */
  readonly below: BotLevel;
  readonly games: number;
  /** Games won (a shared win counts as a share). */
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson interval of the win rate. */
  readonly ci95: readonly [number, number];
  /** Milliseconds of CPU per decision of the measured level (median, maximum). */
  readonly cpuMsMedian: number;
  readonly cpuMsMax: number;
  /** First game seed; the games used the seeds from it on. */
  readonly seed: number;
}

/** The figures by level; a level not yet measured has none. */
// JSON types a pair as number[]: the tournament writes the shape above, and ladder.test.ts checks each entry.
export const LADDER_FIGURES: Readonly<Partial<Record<BotLevel, LadderFigure>>> = figures as unknown as Partial<Record<BotLevel, LadderFigure>>;
