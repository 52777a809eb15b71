/**
 * The random bot: a uniformly random legal move. It carries its own sfc32 generator (the same
 * algorithm as src/engine/random.ts) in four local numbers, because bot games draw hundreds of
 * numbers each and the tuple-returning API would allocate on every draw.
 */
import { seedRandom } from '../../engine/random';
import type { Picker } from '../../engine/puerto-rico/game';

/**
 * A picker that chooses uniformly among the legal moves; deterministic for a given seed. It
 * chooses by position alone, so it also offers `pickIndex` and playGame plays its games on the
 * engine's compact path.
 */
export function randomBot(seed: number | string = 0): Picker {
  let [a, b, c, d] = seedRandom(seed);
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  const pickIndex = (n: number): number => {
    if (n === 0) throw new Error('randomBot: no legal move');
    if (n === 1) return 0;
    // Rejection sampling keeps the choice exactly uniform.
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    let v = next();
    while (v >= limit) v = next();
    return v % n;
  };
  return Object.assign((_state: Parameters<Picker>[0], legal: Parameters<Picker>[1]) => legal[pickIndex(legal.length)]!, { pickIndex });
}
