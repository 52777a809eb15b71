/**
 * Each Endeavor bot level's measured strength against the level below (one bot of the level
 * against two of the level below, three-player games, seats rotated), as `npm run tournament --
 * --game endeavor --ladder <level> --record` wrote it into ladder-figures.json.
 */
import type { LadderFigure } from '../ladder-figure';
import type { EndeavorBotLevel } from './bot-game';
import figures from './ladder-figures.json';

/** Players of a measured game: the level and two bots of the level below. */
export const ENDEAVOR_LADDER_PLAYERS = 3;

/** The figures by level; a level not yet measured has none. */
// JSON types a pair as number[]: the tournament writes the shape above, and endeavor-level-words.test.ts checks each entry.
export const ENDEAVOR_LADDER_FIGURES: Readonly<Partial<Record<EndeavorBotLevel, LadderFigure<EndeavorBotLevel>>>> = figures as unknown as Partial<
  Record<EndeavorBotLevel, LadderFigure<EndeavorBotLevel>>
>;
