import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextInt, Rng, seedRandom, shuffle } from './random';

describe('seeded randomness', () => {
  it('the same seed gives the same sequence', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = new Rng(seedRandom(seed));
        const b = new Rng(seedRandom(seed));
        for (let i = 0; i < 20; i++) expect(a.int(1000)).toBe(b.int(1000));
      }),
    );
  });

  it('different seeds give different sequences', () => {
    const a = new Rng(seedRandom(1));
    const b = new Rng(seedRandom(2));
    const seqA = Array.from({ length: 10 }, () => a.int(1_000_000));
    const seqB = Array.from({ length: 10 }, () => b.int(1_000_000));
    expect(seqA).not.toEqual(seqB);
  });

  it('nextInt stays within its bound and covers it', () => {
    const seen = new Set<number>();
    let s = seedRandom('cover');
    for (let i = 0; i < 500; i++) {
      const [v, after] = nextInt(s, 7);
      s = after;
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
  });

  it('shuffle is a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = items.slice();
        const [out] = shuffle(items, seedRandom(seed));
        expect(items).toEqual(copy);
        expect(out.slice().sort((x, y) => x - y)).toEqual(copy.sort((x, y) => x - y));
      }),
    );
  });

  it('the state survives a JSON round trip', () => {
    const s = seedRandom(42);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
