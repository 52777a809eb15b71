import { describe, expect, it } from 'vitest';
import { careless } from './careless';

describe('a casual bot’s care', () => {
  it('is never careless with no share and always with a full one', () => {
    for (let seed = 0; seed < 200; seed++) {
      expect(careless(seed, 0)).toBe(false);
      expect(careless(seed, 1)).toBe(true);
    }
  });

  it('is careless in about its share of decisions, the same for the same seed', () => {
    let n = 0;
    for (let seed = 0; seed < 4000; seed++) if (careless(`g:${seed}`, 0.3)) n++;
    expect(n / 4000).toBeGreaterThan(0.27);
    expect(n / 4000).toBeLessThan(0.33);
    expect(careless('g:7', 0.3)).toBe(careless('g:7', 0.3));
  });
});
