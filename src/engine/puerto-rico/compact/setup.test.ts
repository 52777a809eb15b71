import { describe, expect, it } from 'vitest';
import { canonical, gameOptions } from '../equivalence';
import { newGame } from '../setup';
import { newCompactGame } from './setup';
import { fromCompact } from './state';

describe('newCompactGame (issue #18.3)', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i))('is newGame in compact form for equivalence setup %i, seed by seed', (i) => {
    const options = gameOptions(i);
    for (const seed of [0, 1, i, 1000 + 37 * i, `seed-${i}`]) expect(canonical(fromCompact(newCompactGame(options, seed)))).toBe(canonical(newGame(options, seed)));
  });

  it('hands out games that do not share their array', () => {
    const a = newCompactGame({ players: 3 }, 5);
    const b = newCompactGame({ players: 3 }, 5);
    a.a[0] = 99;
    expect(b.a[0]).not.toBe(99);
    expect(canonical(fromCompact(b))).toBe(canonical(newGame({ players: 3 }, 5)));
  });
});
