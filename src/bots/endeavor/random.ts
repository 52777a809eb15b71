/** The random bot: a uniformly random legal move, from its own seeded generator. */
import { Rng, seedRandom } from '../../engine/random';
import type { Picker } from '../../engine/endeavor/game';

/** A picker choosing uniformly among the legal moves; deterministic in `seed`. */
export function randomBot(seed: number | string): Picker {
  const rng = new Rng(seedRandom(seed));
  return (_state, moves) => {
    const move = moves[rng.int(moves.length)];
    if (move === undefined) throw new RangeError('randomBot was asked to move with no legal moves');
    return move;
  };
}
