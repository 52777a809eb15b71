import { describe, expect, it } from 'vitest';
import type { PoolEntry } from './pool';
import { LESSON_PRACTICE, PRACTICE_SIZE, practiceFor, standingOf, starsOf } from './practice';

const entry = (id: string, rating: number, themes: PoolEntry['themes'], number = rating): PoolEntry => ({ id, number, game: 'puerto-rico', rating, themes });

describe("a lesson's practice", () => {
  const pool = [
    entry('hard-ship', 1900, ['shipping']),
    entry('captain-rulebook', 1000, ['shipping']),
    entry('easy-ship', 1200, ['shipping', 'wharf']),
    entry('mid-ship', 1500, ['shipping']),
    entry('choice', 1100, ['shipping', 'role-choice']),
    entry('trade', 1050, ['trading']),
    entry('ship-2', 1300, ['shipping']),
    entry('ship-3', 1400, ['shipping']),
  ];

  it("takes the easiest puzzles of the lesson's themes, never the lesson's own example nor a role choice", () => {
    expect(practiceFor(pool, 'en/puerto-rico/07-captain').map((p) => p.id)).toEqual(['easy-ship', 'ship-2', 'ship-3', 'mid-ship']);
  });

  it('takes role-choice puzzles where the lesson says its puzzles all start with the choice', () => {
    const crafts = [entry('c1', 1600, ['craftsman', 'role-choice']), entry('c2', 1500, ['craftsman', 'role-choice'])];
    expect(practiceFor(crafts, 'en/puerto-rico/05-craftsman').map((p) => p.id)).toEqual(['c2', 'c1']);
  });

  it('holds at most PRACTICE_SIZE puzzles, and none for a lesson no puzzle kind trains', () => {
    expect(practiceFor(pool, 'en/puerto-rico/07-captain')).toHaveLength(PRACTICE_SIZE);
    expect(practiceFor(pool, 'en/puerto-rico/02-settler')).toEqual([]);
  });

  it('names only lessons of the course, by their English id', () => {
    for (const lesson of Object.keys(LESSON_PRACTICE)) expect(lesson).toMatch(/^en\/(puerto-rico|endeavor)\/\d\d-[a-z-]+$/);
  });
});

describe('stars and standing', () => {
  const clean = { solved: true, clean: true, attempts: 1, hints: 0 };
  const helped = { solved: true, clean: false, attempts: 2, hints: 1 };

  it('a star for each practice puzzle solved at the first try without a hint', () => {
    expect(starsOf(['a', 'b', 'c'], { a: clean, b: helped, x: clean })).toBe(1);
  });

  it('finished with every step done; mastered only with every star too', () => {
    expect(standingOf({ done: 0, total: 8 }, { won: 0, total: 4 })).toBe('new');
    expect(standingOf({ done: 3, total: 8 }, { won: 0, total: 4 })).toBe('started');
    expect(standingOf({ done: 8, total: 8 }, { won: 3, total: 4 })).toBe('finished');
    expect(standingOf({ done: 8, total: 8 }, { won: 4, total: 4 })).toBe('mastered');
    expect(standingOf({ done: 8, total: 8 }, { won: 0, total: 0 })).toBe('finished');
    expect(standingOf({ done: 2, total: 8 }, { won: 4, total: 4 })).toBe('started');
  });
});
