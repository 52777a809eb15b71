/** The random bot: a uniformly random legal move from its own seeded generator. */
import { Rng, seedRandom } from '../../random';
import type { Picker } from '../game';

/** A picker that chooses uniformly among the legal moves; deterministic for a given seed. */
export function randomBot(seed: number | string = 0): Picker {
  const rng = new Rng(seedRandom(seed));
  return (_state, legal) => {
    const m = legal[legal.length === 1 ? 0 : rng.int(legal.length)];
    if (m === undefined) throw new Error('randomBot: no legal move');
    return m;
  };
}
