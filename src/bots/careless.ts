/**
 * The casual bots' one draw, for every game: whether a decision is played carelessly (a random
 * legal move) or thought through (the heuristic bot's move). A casual bot's strength is set by one
 * number, the share of careless decisions, so it sits between the random and the heuristic bot.
 */
import { Rng, seedRandom } from '../engine/random';

/** Whether the decision with this seed is played at random, with probability `share` (0..1). */
export function careless(seed: number | string, share: number): boolean {
  // Its own stream, so the draw does not shift the random or heuristic bot's own draws.
  return new Rng(seedRandom(`casual:${seed}`)).int(1_000_000) < share * 1_000_000;
}
