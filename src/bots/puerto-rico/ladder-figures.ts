/**
 * Each level's measured strength against the level below (one bot of the level against three of
 * the level below, four-player base games, seats rotated), as `npm run tournament -- --ladder
 * <level> --record` wrote it into ladder-figures.json.
 */
import type { LadderFigure as Figure } from '../ladder-figure';
import type { BotLevel } from './ladder';
import figures from './ladder-figures.json';

export type LadderFigure = Figure<BotLevel>;

/** The figures by level; a level not yet measured has none. */
// JSON types a pair as number[]: the tournament writes the shape above, and ladder.test.ts checks each entry.
export const LADDER_FIGURES: Readonly<Partial<Record<BotLevel, LadderFigure>>> = figures as unknown as Partial<Record<BotLevel, LadderFigure>>;
