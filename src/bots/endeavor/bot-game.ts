/**
 * The Endeavor bots bound to the bot kit (../kit.ts), for the worker protocol and the table. A
 * decision is one pick of a freshly seeded picker, so a bot needs no memory between moves: the
 * table seeds each decision (the game's seed, the seat and the move number), and the same game
 * with the same seats plays the same way wherever it runs.
 */
import { err, ok } from '../../engine/result';
import { fromSetup, isGameOver, legalMoves, type GameState, type Move } from '../../engine/endeavor';
import type { BotGame, BotOptions, Decision } from '../kit';
import { levelBelowIn } from '../ladder-figure';
import { heuristicBot } from './heuristic';
import { randomBot } from './random';
import type { EndeavorWhy } from './explain';
import { strongDecision } from './strong';

/** The strengths of Endeavor bot, weakest first. */
export const ENDEAVOR_BOT_LEVELS = ['random', 'heuristic', 'strong'] as const;
export type EndeavorBotLevel = (typeof ENDEAVOR_BOT_LEVELS)[number];

/** The level just below `level`, or null for the weakest: what a level is measured against. */
export const endeavorLevelBelow = (level: EndeavorBotLevel): EndeavorBotLevel | null => levelBelowIn(ENDEAVOR_BOT_LEVELS, level);

/** The move of a bot of `level` for the seat to act; the strong bot says why (what its rollout brought), the others give no reasons. */
export function decideEndeavor(state: GameState, _seat: number, level: EndeavorBotLevel, options: BotOptions = {}): Decision<Move, EndeavorWhy | null> {
  const seed = options.seed ?? 0;
  if (level === 'strong') {
    // The strong bot's time bound only caps a slow device: its budget is rollouts, not time.
    const report = strongDecision(state, seed, options.timeMs === undefined ? {} : { timeMs: options.timeMs });
    // With one option there was nothing to weigh (and no rollout): no "why".
    const chosen = report.options[0];
    return { move: report.move, explanation: chosen && report.options.length > 1 ? { depth: report.depth, weighed: report.options.length, reason: chosen.reason } : null };
  }
  const pick = level === 'random' ? randomBot(seed) : heuristicBot(seed);
  return { move: pick(state, legalMoves(state)), explanation: null };
}

export const ENDEAVOR_BOTS: BotGame<GameState, Move, EndeavorBotLevel, EndeavorWhy | null> = {
  id: 'endeavor',
  levels: ENDEAVOR_BOT_LEVELS,
  gate: (state) => {
    const r = fromSetup(state);
    return r.ok ? ok(r.value) : err(r.error.map((e) => e.message).join(' '));
  },
  isOver: isGameOver,
  toAct: (state) => state.toAct,
  hasMoves: (state) => legalMoves(state).length > 0,
  decide: decideEndeavor,
};
