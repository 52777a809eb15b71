import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, seedRandom } from '../random';
import { shuffleInPlace } from './shuffle';

describe('engine shuffle', () => {
  it('gives the same order and generator state as Rng.shuffleInPlace', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const rng = new Rng(seedRandom(seed));
        const expected = rng.shuffleInPlace(items.slice());
        const start = seedRandom(seed);
        const got = items.slice();
        const after = shuffleInPlace(got, start);
        expect(got).toEqual(expected);
        expect(after).toEqual([...rng.state]);
        expect(start).toEqual(seedRandom(seed));
      }),
    );
  });
});
