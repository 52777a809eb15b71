import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { PoolEntry } from '../puzzles/pool';
import { LESSON_PRACTICE, PRACTICE_SIZE, practiceFor } from '../puzzles/practice';
import { ratePuzzleFile } from './puzzle-rating';
import { puzzleSchema } from './schemas';

// The pool as the build makes it (src/content/puzzle-pool.ts), from the puzzle files themselves.
const dir = join(process.cwd(), 'puzzles');
const pool: PoolEntry[] = readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => {
    const p = puzzleSchema.parse(parse(readFileSync(join(dir, f), 'utf8')));
    const r = ratePuzzleFile(p)!;
    return { id: p.id, number: p.number, game: p.game, rating: r.rating, themes: r.themes };
  });

describe('every lesson with practice has three to five puzzles of its own game', () => {
  for (const lesson of Object.keys(LESSON_PRACTICE)) {
    it(lesson, () => {
      expect(existsSync(join(process.cwd(), 'content/lessons', `${lesson}.mdx`)), 'the lesson exists').toBe(true);
      const practice = practiceFor(pool, lesson);
      expect(practice.length).toBeGreaterThanOrEqual(3);
      expect(practice.length).toBeLessThanOrEqual(Math.min(5, PRACTICE_SIZE));
      for (const p of practice) expect(p.game).toBe(lesson.split('/')[1]);
    });
  }
});
