/**
 * The engine's shuffle, on a generator state kept in four local numbers. It draws exactly the
 * numbers Rng.shuffleInPlace (src/engine/random.ts) draws and gives the same order, but the
 * tuple API there allocates two arrays per draw, which showed up in bot-game profiles.
 */
import type { RandomState } from '../random';

/**
 * Fisher-Yates shuffle of `items` in place, driven by sfc32 from `state`; returns the advanced
 * generator state as a new tuple (the input tuple is not changed).
 */
export function shuffleInPlace<T>(items: T[], state: RandomState): [number, number, number, number] {
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  for (let i = items.length - 1; i > 0; i--) {
    const bound = i + 1;
    // Rejection sampling, as nextInt does, keeps the choice exactly uniform.
    const limit = Math.floor(0x1_0000_0000 / bound) * bound;
    let t: number;
    do {
      t = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = (b ^ (b >>> 9)) >>> 0;
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + t) >>> 0;
    } while (t >= limit);
    const j = t % bound;
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return [a, b, c, d];
}
