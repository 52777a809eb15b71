/**
 * Seeded randomness that lives inside a game state.
 *
 * The generator is sfc32 (small fast counter): four 32-bit words of state, so it serializes
 * as a plain tuple and a game stays fully determined by its seed, setup and moves.
 */

/** The whole generator state: four unsigned 32-bit integers. */
export type RandomState = readonly [number, number, number, number];

/** Derives a generator state from any integer or string seed (splitmix32 expansion). */
export function seedRandom(seed: number | string): RandomState {
  let h = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = (): number => {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  // A few rounds so that nearby seeds give unrelated sequences: nextUint32's step on four locals
  // (the tuples it returns were most of a playout's setup garbage, issue #18.3).
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = ((((c << 21) | (c >>> 11)) >>> 0) + t) >>> 0;
  }
  return [a, b, c, d];
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** One step: the next unsigned 32-bit value and the advanced state. */
export function nextUint32(state: RandomState): [number, RandomState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c, d]];
}

/** A uniform integer in [0, bound) and the advanced state. Bound must be a positive integer. */
export function nextInt(state: RandomState, bound: number): [number, RandomState] {
  if (!Number.isInteger(bound) || bound <= 0) throw new RangeError(`nextInt bound must be a positive integer, got ${bound}`);
  // Rejection sampling keeps the distribution exactly uniform.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  let s = state;
  for (;;) {
    const [value, after] = nextUint32(s);
    s = after;
    if (value < limit) return [value % bound, s];
  }
}

/** Fisher-Yates shuffle into a new array; returns it with the advanced state. */
export function shuffle<T>(items: readonly T[], state: RandomState): [T[], RandomState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, after] = nextInt(s, i + 1);
    s = after;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}

/**
 * A mutable cursor over a RandomState, for engine internals that draw many numbers while
 * building one new state. Read `.state` back into the new game state when done.
 */
export class Rng {
  constructor(public state: RandomState) {}
  int(bound: number): number {
    const [value, after] = nextInt(this.state, bound);
    this.state = after;
    return value;
  }
  shuffleInPlace<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}
