/**
 * Practice after a lesson (issue #19.3): a few short puzzles on fresh positions that train what the
 * lesson taught, taken from the rated pool by theme, easiest first. Each one solved at the first try
 * without a hint is a star; a lesson is finished when its steps are done and mastered when, besides,
 * every star of its practice is won.
 */
import type { PoolEntry } from './pool';
import type { PuzzleRecord } from './progress';
import type { Theme } from './themes';

export interface LessonPractice {
  /** What the lesson teaches, as the pool's themes: a puzzle with any of them trains it. */
  readonly themes: readonly Theme[];
  /** Puzzles that are the lesson's own example, not a fresh position. */
  readonly not?: readonly string[];
  /** Role-choice puzzles count too: every Craftsman puzzle starts with the choice of the role. */
  readonly roleChoice?: true;
}

/**
 * The themes each lesson of the course trains, by the English lesson's id. Lessons whose rules no
 * puzzle kind trains yet (Settler, Mayor, Prospector, scoring; Endeavor's build, growth and salary
 * phases) have no practice. Role-choice puzzles (choose a role, then play its phase) are left out
 * unless the lesson's own puzzles all start so.
 */
export const LESSON_PRACTICE: Readonly<Record<string, LessonPractice>> = {
  'en/puerto-rico/04-builder': { themes: ['building'] },
  'en/puerto-rico/05-craftsman': { themes: ['craftsman'], roleChoice: true },
  'en/puerto-rico/06-trader': { themes: ['trading'] },
  // The Captain lesson plays the rulebook's captain phase, which is also a puzzle.
  'en/puerto-rico/07-captain': { themes: ['shipping'], not: ['captain-rulebook'] },
  'en/endeavor/04-action-phase': { themes: ['ship', 'governor'] },
  'en/endeavor/05-actions': { themes: ['occupy', 'attack', 'payment', 'draw'] },
};

/**
 * A lesson whose rules no puzzle kind trains has drills instead: a plan of its own (a few steps on
 * fresh positions, src/content/lesson-steps/<game>/practice/) played by the lesson player on the
 * lesson's practice page. Its finished drills are kept in the lesson progress under `drillsId`,
 * its stars (drills done without a mistake) under `starsId`.
 */
export const drillsId = (lesson: string): string => `${lesson}/practice`;
export const starsId = (lesson: string): string => `${lesson}/stars`;

/** The lesson a drill plan's id belongs to ("en/puerto-rico/02-settler/practice" → "en/puerto-rico/02-settler"). */
export const drillLesson = (id: string): string => id.replace(/\/practice$/, '');

/** How many puzzles a lesson's practice holds (the issue asks for three to five). */
export const PRACTICE_SIZE = 4;

/** A lesson's practice: the easiest puzzles of its themes (by rating, then number), none of them the lesson's own. */
export function practiceFor(pool: readonly PoolEntry[], lesson: string): PoolEntry[] {
  const plan = LESSON_PRACTICE[lesson];
  if (!plan) return [];
  return pool
    .filter((p) => p.themes.some((t) => plan.themes.includes(t)) && (plan.roleChoice || !p.themes.includes('role-choice')) && !plan.not?.includes(p.id))
    .sort((a, b) => a.rating - b.rating || a.number - b.number)
    .slice(0, PRACTICE_SIZE);
}

/** Stars won: the practice's puzzles solved at the first try without a hint. */
export const starsOf = (practice: readonly string[], records: Readonly<Record<string, PuzzleRecord>>): number => practice.filter((id) => records[id]?.clean === true).length;

export type LessonStanding = 'new' | 'started' | 'finished' | 'mastered';

/** Where a lesson stands: its steps done, and with them every star of its practice (a lesson with no practice is never mastered). */
export function standingOf(steps: { done: number; total: number }, stars: { won: number; total: number }): LessonStanding {
  if (steps.total > 0 && steps.done >= steps.total) return stars.total > 0 && stars.won >= stars.total ? 'mastered' : 'finished';
  return steps.done > 0 || stars.won > 0 ? 'started' : 'new';
}
