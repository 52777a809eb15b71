/**
 * The Endeavor bots bound to the bot kit (../kit.ts), for the worker protocol and the table. A
 * decision is one pick of a freshly seeded picker, so a bot needs no memory between moves: the
 * table seeds each decision (the game's seed, the seat and the move number), and the same game
 * with the same seats plays the same way wherever it runs.
 */
import { err, ok } from '../../engine/result';
import { fromSetup, isGameOver, legalMoves, type GameState, type Move, type Picker } from '../../engine/endeavor';
import { careless } from '../careless';
import type { BotGame, BotOptions, Decision } from '../kit';
import { levelBelowIn } from '../ladder-figure';
import { heuristicBot } from './heuristic';
import { randomBot } from './random';
import type { EndeavorWhy } from './explain';
import { STRONG_DEFAULTS, type StrongOptions, strongBot, strongDecision } from './strong';

/**
 * The Endeavor ladder: the levels people choose from, weakest first, each with the bot that plays
 * it and that bot's budget. Written once here and read by the seat picker, the table, the worker
 * and the tournament, which measures each level against the one below (ladder-figures.json). The
 * ids are the seat words of a play link (`?seats=`): never change one, old links carry them.
 */
export const ENDEAVOR_LADDER = [
  { level: 'random', bot: 'random' },
  { level: 'casual', bot: 'casual', randomShare: 0.5 },
  { level: 'heuristic', bot: 'heuristic' },
  { level: 'strong', bot: 'strong', search: STRONG_DEFAULTS },
] as const satisfies readonly EndeavorRung[];

/** One level: its id and what plays it. */
export type EndeavorRung =
  | { readonly level: string; readonly bot: 'random' | 'heuristic' }
  | { readonly level: string; readonly bot: 'casual'; readonly randomShare: number }
  | { readonly level: string; readonly bot: 'strong'; readonly search: Required<Pick<StrongOptions, 'candidates' | 'depth'>> };

/** The levels of Endeavor's bots, weakest first. */
export const ENDEAVOR_BOT_LEVELS: readonly EndeavorBotLevel[] = ENDEAVOR_LADDER.map((r) => r.level);
export type EndeavorBotLevel = (typeof ENDEAVOR_LADDER)[number]['level'];

/** The rung of a level. */
export const endeavorRung = (level: EndeavorBotLevel): EndeavorRung => ENDEAVOR_LADDER.find((r) => r.level === level) as EndeavorRung;

/** The level just below `level`, or null for the weakest: what a level is measured against. */
export const endeavorLevelBelow = (level: EndeavorBotLevel): EndeavorBotLevel | null => levelBelowIn(ENDEAVOR_BOT_LEVELS, level);

/** The move of a bot of `level` for the seat to act; the searching levels say why (what its rollout brought), the others give no reasons. */
export function decideEndeavor(state: GameState, _seat: number, level: EndeavorBotLevel, options: BotOptions = {}): Decision<Move, EndeavorWhy | null> {
  const seed = options.seed ?? 0;
  const rung = endeavorRung(level);
  if (rung.bot === 'strong') {
    // The search's time bound only caps a slow device: its budget is rollouts, not time.
    const report = strongDecision(state, seed, options.timeMs === undefined ? rung.search : { ...rung.search, timeMs: options.timeMs });
    // With one option there was nothing to weigh (and no rollout): no "why".
    const chosen = report.options[0];
    return { move: report.move, explanation: chosen && report.options.length > 1 ? { depth: report.depth, weighed: report.options.length, reason: chosen.reason } : null };
  }
  return { move: endeavorPicker(level, seed)(state, legalMoves(state)), explanation: null };
}

/**
 * A bot of `level` as a playGame picker (tournaments, self-play). `search` replaces a searching
 * level's budget (tuning). Each casual decision draws its own care from `seed` and its count.
 */
export function endeavorPicker(level: EndeavorBotLevel, seed: number | string, search?: StrongOptions): Picker {
  const rung = endeavorRung(level);
  switch (rung.bot) {
    case 'random':
      return randomBot(seed);
    case 'heuristic':
      return heuristicBot(seed);
    case 'strong':
      return strongBot(seed, search ?? rung.search);
    case 'casual': {
      const thinking = heuristicBot(seed);
      const guessing = randomBot(`${String(seed)}:careless`);
      let n = 0;
      return (state, moves) => (careless(`${String(seed)}:${n++}`, rung.randomShare) ? guessing(state, moves) : thinking(state, moves));
    }
  }
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
