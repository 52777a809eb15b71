import { describe, expect, it } from 'vitest';
import { dailyOf, nearRating, packPool, unpackPool, streakNext, streakOf, streakOrder, themeResults, weakestThemes, type PoolEntry } from './pool';
import type { PuzzleRecord } from './progress';

const entry = (id: string, rating: number, themes: PoolEntry['themes'] = ['shipping'], game: PoolEntry['game'] = 'puerto-rico', number = rating): PoolEntry => ({ id, number, game, rating, themes });
const pool = [entry('a', 1000), entry('b', 1400), entry('c', 1600, ['building']), entry('d', 1900, ['building']), entry('e', 1500, ['ship'], 'endeavor')];
const done = (clean: boolean): PuzzleRecord => ({ solved: true, clean, attempts: 1, hints: 0 });

describe('the next puzzle near the learner', () => {
  it('offers the untried puzzle of the same game nearest the rating', () => {
    expect(nearRating(pool, 1550, 'a', {})?.id).toBe('c');
    expect(nearRating(pool, 1300, 'a', {})?.id).toBe('b');
  });
  it('skips what was tried; once all are tried, offers one not solved at the first try', () => {
    expect(nearRating(pool, 1550, 'a', { c: done(true) })?.id).toBe('b');
    expect(nearRating(pool, 1550, 'a', { b: done(true), c: done(false), d: done(true) })?.id).toBe('c');
    expect(nearRating(pool, 1550, 'a', { b: done(true), c: done(true), d: done(true) })).toBeNull();
  });
});

describe('Puzzle Streak', () => {
  it('rises in difficulty over both games and ends after the hardest', () => {
    expect(streakOrder(pool).map((p) => p.id)).toEqual(['a', 'b', 'e', 'c', 'd']);
    expect(streakNext(pool, 'b')?.id).toBe('e');
    expect(streakNext(pool, 'd')).toBeNull();
  });
  it('reads its count from the address and ignores junk', () => {
    expect(streakOf('?streak=3')).toBe(3);
    expect(streakOf('?streak=-1')).toBeNull();
    expect(streakOf('?streak=<b>')).toBeNull();
    expect(streakOf('')).toBeNull();
  });
});

describe('the puzzle of the day', () => {
  it('comes from the rated pool and is the same all day', () => {
    expect(pool).toContainEqual(dailyOf(pool, '2026-12-02'));
    expect(dailyOf(pool, '2026-12-02')).toEqual(dailyOf(pool, '2026-12-02'));
    expect(dailyOf([], '2026-12-02')).toBeNull();
  });
});

describe('results by theme', () => {
  it('counts tried and first-try solves, and names the weakest theme first', () => {
    const results = themeResults(pool, { a: done(true), b: done(false), c: done(false), d: done(false) }, ['shipping', 'building', 'ship', 'wharf']);
    expect(results).toEqual([
      { theme: 'shipping', pool: 2, tried: 2, clean: 1 },
      { theme: 'building', pool: 2, tried: 2, clean: 0 },
      { theme: 'ship', pool: 1, tried: 0, clean: 0 },
    ]);
    expect(weakestThemes(results).map((r) => r.theme)).toEqual(['building', 'shipping']);
  });
});

describe('the pool packed for a puzzle page', () => {
  const many = [...pool, entry('shipping-m1321', 1881, ['shipping', 'role-choice', 'governor'], 'puerto-rico', 1321), entry('endeavor-07-docks', 1702, [], 'endeavor', 67)];
  it('reads back as it was', () => {
    expect(unpackPool(packPool(many))).toEqual(many);
  });
  it('is a short line a puzzle', () => {
    expect(packPool(many).split('\n')).toHaveLength(many.length);
    expect(packPool([entry('shipping-m1321', 1881, ['shipping', 'role-choice'], 'puerto-rico', 1321)])).toBe('shipping-m1321 1321 p 1881 04');
  });
  it('leaves out lines it cannot read, and keeps the rest', () => {
    const packed = `${packPool(many.slice(0, 2))}\n<img src=x> 1 p 1500 0\nx 1 p 1500 z\n\nc 3 q 1500 0`;
    expect(unpackPool(packed)).toEqual(many.slice(0, 2));
    expect(unpackPool('')).toEqual([]);
  });
});
