/**
 * The bot ladder: the levels people choose from on the play page, weakest first, each with the
 * bot that plays it and that bot's budget. Written once here and read by the setup form, the seat
 * labels ('level.<level>' words), the link letters (`?seats=`), the worker (decide in index.ts)
 * and the tournament, which measures each level against the one below (ladder-figures.json).
 *
 * The searched levels are bounded by iterations, so a level is equally strong on every device;
 * the browser's time budget (BROWSER_TIME_MS in src/islands/bots/bot-client.ts) only caps a slow
 * device, and tournaments play without it so their games are reproducible.
 */

import { levelBelowIn } from '../ladder-figure';
import type { LeafKind } from './leaf';

/** What plays a level: one of the bots of this folder. */
export type LadderBot = 'random' | 'casual' | 'heuristic' | 'strong';

export interface Rung {
  /** The level's id, also its words' key ('level.casual'). */
  readonly level: string;
  /** Its letter in a link's `?seats=` (one per seat, 'p' is a person). Never change one: old links carry them. */
  readonly letter: string;
  readonly bot: LadderBot;
  /** Casual bot: share of decisions played at random. */
  readonly randomShare?: number;
  /** Strong bot: search iterations per decision. */
  readonly iterations?: number;
  /** Strong bot: how a leaf is judged (MctsOptions.leaf). */
  readonly leaf?: LeafKind;
}

export const LADDER = [
  { level: 'beginner', letter: 'r', bot: 'random' },
  { level: 'casual', letter: 'c', bot: 'casual', randomShare: 0.5 },
  { level: 'skilled', letter: 'h', bot: 'heuristic' },
  // Both searching levels judge a leaf by the chance fitted to real games' winners (leaf.ts): it
  // won 46.7% against 33.2% for the lead's logistic at 200 iterations, and 63.5% against 50.8% at
  // 5,000 (what the browser's 1.2 s buys here), four-player games against heuristic bots; it also
  // won more at 2, 3 and 5 players and with every building (BENCHMARKS.md).
  { level: 'expert', letter: 'e', bot: 'strong', iterations: 200, leaf: 'fitted' },
  { level: 'master', letter: 's', bot: 'strong', iterations: 2000, leaf: 'fitted' },
] as const satisfies readonly Rung[];

export type BotLevel = (typeof LADDER)[number]['level'];

/** Every level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = LADDER.map((r) => r.level);

export const isBotLevel = (x: unknown): x is BotLevel => typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

/** A level's rung. */
export function rung(level: BotLevel): Rung {
  return LADDER.find((r) => r.level === level)!;
}

/** The level just below, or null for the weakest. */
export const levelBelow = (level: BotLevel): BotLevel | null => levelBelowIn(BOT_LEVELS, level);

/**
 * The level of a seat saved before the levels had names (the bots' own names then), so games
 * kept in a browser resume with the same bots: random is Beginner, heuristic Skilled, strong Master.
 */
const OLD_NAMES: Readonly<Record<string, BotLevel>> = { random: 'beginner', heuristic: 'skilled', strong: 'master' };

/** The level a stored name means (today's or an old one), or null. */
export function levelFromName(x: unknown): BotLevel | null {
  if (isBotLevel(x)) return x;
  return typeof x === 'string' && Object.hasOwn(OLD_NAMES, x) ? OLD_NAMES[x]! : null;
}
