/**
 * The casual bot: the heuristic bot's judgement with a share of careless moves. At each decision
 * it draws from its seed whether to think (the heuristic bot's move) or not (a uniformly random
 * legal move), so it sits between the random and the heuristic bot on the ladder (ladder.ts) and
 * its strength is set by one number, the share of random moves. The explanation is the one of
 * the bot that chose, so a careless move reads as "picked at random".
 */
import type { Picker } from '../../engine/puerto-rico/game';
import type { GameState } from '../../engine/puerto-rico/state';
import { careless } from '../careless';
import type { BotDecision } from './explain';
import { heuristicDecision } from './heuristic';
import { randomDecision } from './random';

/** Options of the casual bot. */
export interface CasualOptions {
  /** Seed of the bot's draws (think or not, which random move, the heuristic's guesses). Default 0. */
  seed?: number | string;
  /** Share of decisions played at random, 0..1. */
  randomShare: number;
}

/** The casual bot's decision for `seat` (the player to act). Deterministic for a given state and seed. */
export function casualDecision(state: GameState, seat: number, options: CasualOptions): BotDecision {
  const seed = options.seed ?? 0;
  return careless(seed, options.randomShare) ? randomDecision(state, seat, { seed }) : heuristicDecision(state, seat, { seed });
}

/** The casual bot as a playGame picker; each decision gets its own derived seed. */
export function casualBot(seed: number | string, randomShare: number): Picker {
  let n = 0;
  return (state, legal) => {
    if (legal.length === 1) return legal[0]!;
    return casualDecision(state, state.toAct, { seed: `${seed}:${n++}`, randomShare }).move;
  };
}
