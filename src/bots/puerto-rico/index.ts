/**
 * The Puerto Rico bots behind one call: `decide(state, seat, level, options)` gives a move and
 * the reasons for it; `botPicker(level, seed)` gives a playGame picker. A level is a rung of the
 * ladder (ladder.ts), which names the bot and its budget:
 *
 *   const { move, explanation } = decide(state, state.toAct, 'master', { timeMs: 1200, seed: 7 });
 *
 * - random: a uniformly random legal move (bots/random.ts);
 * - casual: the heuristic bot with a share of random moves (bots/casual.ts);
 * - heuristic: one decision ahead with an evaluation (bots/heuristic.ts);
 * - strong: Monte Carlo tree search over determinised hidden information (bots/mcts.ts).
 * Every bot reads only what its seat may see (playerView) and is deterministic given its seed
 * (the strong bot when its time cap is not reached).
 */
import type { Picker } from '../../engine/puerto-rico/game';
import type { GameState } from '../../engine/puerto-rico/state';
import type { BotDecision } from './explain';
import { casualBot, casualDecision } from './casual';
import { heuristicBot, heuristicDecision } from './heuristic';
import { type BotLevel, rung } from './ladder';
import { mctsBot, mctsDecision } from './mcts';
import { randomBot, randomDecision } from './random';
import type { BotOptions } from '../kit';

export type { BotOptions } from '../kit';

export { BOT_KINDS, PICKS, REASON_KEYS, explainOption } from './explain';
export type { BotDecision, BotKind, ConsideredMove, Explanation, GainPart, GoodCount, LeftRole, OptionReason, OthersGain, Pick, ValueMeasure } from './explain';
export { BOT_LEVELS, LADDER, isBotLevel, levelBelow, levelFromName, rung } from './ladder';
export type { BotLevel, LadderBot, Rung } from './ladder';
export { casualBot, casualDecision } from './casual';
export { heuristicDecision, heuristicBot } from './heuristic';
export type { HeuristicOptions } from './heuristic';
export { mctsDecision, mctsBot, DEFAULT_TIME_MS } from './mcts';
export type { MctsOptions, PlayoutPolicy } from './mcts';
export { randomBot, randomDecision } from './random';

/**
 * The move of a bot of this level for `seat` (the player to act), and why. A searched level
 * searches its rung's iterations, stopped early by `options.timeMs` (the browser's cap on a slow
 * device); `options.iterations` replaces the rung's (tests).
 */
export function decide(state: GameState, seat: number, level: BotLevel, options: BotOptions = {}): BotDecision {
  const r = rung(level);
  switch (r.bot) {
    case 'random':
      return randomDecision(state, seat, options);
    case 'casual':
      return casualDecision(state, seat, { seed: options.seed ?? 0, randomShare: r.randomShare ?? 0 });
    case 'heuristic':
      return heuristicDecision(state, seat, { seed: options.seed, names: options.names });
    case 'strong':
      return mctsDecision(state, seat, { ...options, iterations: options.iterations ?? r.iterations, leaf: r.leaf });
  }
}

/** A playGame picker for a level, with its rung's budget and no time cap; `seed` makes the bot's games reproducible. */
export function botPicker(level: BotLevel, seed: number | string = 0): Picker {
  const r = rung(level);
  switch (r.bot) {
    case 'random':
      return randomBot(seed);
    case 'casual':
      return casualBot(seed, r.randomShare ?? 0);
    case 'heuristic':
      return heuristicBot(seed);
    case 'strong':
      return mctsBot(seed, { iterations: r.iterations, leaf: r.leaf });
  }
}
