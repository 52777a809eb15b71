/**
 * The Puerto Rico bots behind one call: `decide(state, seat, level, options)` gives a move and
 * the reasons for it; `botPicker(level, seed, options)` gives a playGame picker.
 *
 *   const { move, explanation } = decide(state, state.toAct, 'strong', { timeMs: 1200, seed: 7 });
 *
 * - random: a uniformly random legal move;
 * - heuristic: one decision ahead with an evaluation (bots/heuristic.ts);
 * - strong: Monte Carlo tree search over determinised hidden information (bots/mcts.ts).
 * Every bot reads only what its seat may see (playerView) and is deterministic given its seed
 * (the strong bot when bounded by iterations).
 */
import { Rng, seedRandom } from '../../engine/random';
import type { Picker } from '../../engine/puerto-rico/game';
import { legalMoves } from '../../engine/puerto-rico/game';
import type { GameState } from '../../engine/puerto-rico/state';
import { playerView } from '../../engine/puerto-rico/view';
import { estimate } from './evaluate';
import type { BotDecision, BotLevel } from './explain';
import { heuristicBot, heuristicDecision, weigh } from './heuristic';
import { mctsBot, mctsDecision } from './mcts';
import { randomBot } from './random';
import type { BotOptions } from '../kit';

export type { BotOptions } from '../kit';

export { BOT_LEVELS, PICKS, REASON_KEYS, isBotLevel, explainOption } from './explain';
export type { BotDecision, BotLevel, ConsideredMove, Explanation, GainPart, GoodCount, LeftRole, OptionReason, OthersGain, Pick, ValueMeasure } from './explain';
export { heuristicDecision, heuristicBot } from './heuristic';
export type { HeuristicOptions } from './heuristic';
export { mctsDecision, mctsBot, DEFAULT_TIME_MS } from './mcts';
export type { MctsOptions, PlayoutPolicy } from './mcts';
export { randomBot } from './random';

/** A uniformly random legal move, with every option described (value 0: nothing was weighed). */
export function randomDecision(state: GameState, seat: number, options: BotOptions = {}): BotDecision {
  const legal = legalMoves(state);
  if (legal.length === 0 || state.toAct !== seat) throw new Error("randomDecision: it is not this seat's turn");
  const rng = new Rng(seedRandom(options.seed ?? 0));
  const move = legal[legal.length === 1 ? 0 : rng.int(legal.length)]!;
  const guess = estimate(playerView(state, seat), rng);
  const described = legal.map((m) => ({ move: m, value: 0, reason: weigh(guess, seat, m, 1).reason }));
  const chosen = described[legal.indexOf(move)]!;
  return {
    move,
    explanation: { level: 'random', seat, measure: 'none', pick: legal.length === 1 ? 'only' : 'random', options: [chosen, ...described.filter((d) => d !== chosen)] },
  };
}

/** The move of a bot of this level for `seat` (the player to act), and why. */
export function decide(state: GameState, seat: number, level: BotLevel, options: BotOptions = {}): BotDecision {
  switch (level) {
    case 'random':
      return randomDecision(state, seat, options);
    case 'heuristic':
      return heuristicDecision(state, seat, { seed: options.seed, names: options.names });
    case 'strong':
      return mctsDecision(state, seat, options);
  }
}

/** A playGame picker for a level; `seed` makes the bot's games reproducible. */
export function botPicker(level: BotLevel, seed: number | string = 0, options: Omit<BotOptions, 'seed' | 'names'> = {}): Picker {
  switch (level) {
    case 'random':
      return randomBot(seed);
    case 'heuristic':
      return heuristicBot(seed);
    case 'strong':
      return mctsBot(seed, options);
  }
}
