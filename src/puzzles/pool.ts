/**
 * The rated pool of puzzles as the trainer, the list and the dashboard see it (built at build
 * time by src/content/puzzle-pool.ts): which puzzle to offer next near the learner's rating, the
 * order of a Puzzle Streak, the puzzle of the day, and the learner's results by theme.
 */
import { dailyIndex } from './daily';
import type { PuzzleRecord } from './progress';
import { THEMES, type Theme } from './themes';

/** One puzzle of the pool. */
export interface PoolEntry {
  readonly id: string;
  readonly number: number;
  readonly game: 'puerto-rico' | 'endeavor';
  /** Its build-time rating (src/puzzles/difficulty.ts). */
  readonly rating: number;
  readonly themes: readonly Theme[];
}

/**
 * The pool as a puzzle page hands it to its trainer: one short line per puzzle,
 * `<id> <number> <p|e> <rating> <theme indices in base 36>`. Every puzzle page carries the whole pool
 * (to offer the next puzzle near the learner's rating offline too), so its size counts 1,000 times:
 * as JSON props it was 88 kB a page at 352 puzzles, packed it is about a tenth.
 */
export function packPool(pool: readonly PoolEntry[]): string {
  return pool.map((e) => `${e.id} ${e.number} ${e.game === 'endeavor' ? 'e' : 'p'} ${e.rating} ${e.themes.map((t) => THEMES.indexOf(t).toString(36)).join('')}`).join('\n');
}

const POOL_LINE = /^([a-z0-9-]{1,80}) (\d{1,6}) ([pe]) (\d{1,5}) ([0-9a-z]{0,20})$/;

/** The pool a page packed (lines it cannot read are left out: a page's props are outside input like any other). */
export function unpackPool(packed: string): PoolEntry[] {
  const out: PoolEntry[] = [];
  for (const line of packed.split('\n')) {
    const m = POOL_LINE.exec(line);
    if (!m) continue;
    const themes = [...m[5]!].map((c) => THEMES[Number.parseInt(c, 36)]);
    if (themes.some((t) => t === undefined)) continue;
    out.push({ id: m[1]!, number: Number(m[2]), game: m[3] === 'e' ? 'endeavor' : 'puerto-rico', rating: Number(m[4]), themes: themes as Theme[] });
  }
  return out;
}

/**
 * The puzzle to offer after `current`: of the same game, not yet tried, the nearest in rating to
 * the learner's (a little above rather than below, to keep him learning); every puzzle tried, the
 * nearest of those not solved at the first try; null when none is left.
 */
export function nearRating(pool: readonly PoolEntry[], learner: number, current: string, tried: Readonly<Record<string, PuzzleRecord>>): PoolEntry | null {
  const game = pool.find((p) => p.id === current)?.game;
  const candidates = pool.filter((p) => p.id !== current && (game === undefined || p.game === game));
  const distance = (p: PoolEntry) => Math.abs(p.rating - (learner + 50));
  const nearest = (list: PoolEntry[]) => list.reduce<PoolEntry | null>((best, p) => (best === null || distance(p) < distance(best) ? p : best), null);
  return nearest(candidates.filter((p) => tried[p.id] === undefined)) ?? nearest(candidates.filter((p) => !tried[p.id]?.clean));
}

/** A Puzzle Streak's order: rising difficulty (rating, then number), both games together. */
export const streakOrder = (pool: readonly PoolEntry[]): PoolEntry[] => [...pool].sort((a, b) => a.rating - b.rating || a.number - b.number);

/** The puzzle after `id` in a streak, or null at the end. */
export function streakNext(pool: readonly PoolEntry[], id: string): PoolEntry | null {
  const order = streakOrder(pool);
  const i = order.findIndex((p) => p.id === id);
  return i < 0 ? null : (order[i + 1] ?? null);
}

/** How far a streak is, read from an address (`?streak=3`); null outside a streak, junk included. */
export function streakOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('streak');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  return Number(raw);
}

/** The puzzle of the day, from the rated pool in streak order (the same for everyone on a UTC day). */
export function dailyOf(pool: readonly PoolEntry[], day: string): PoolEntry | null {
  const order = streakOrder(pool);
  return order[dailyIndex(day, order.length)] ?? null;
}

/** The learner's results in one theme. */
export interface ThemeResult {
  readonly theme: Theme;
  /** Puzzles of the theme in the pool. */
  readonly pool: number;
  readonly tried: number;
  /** Tried and solved at the first try. */
  readonly clean: number;
}

/** Results by theme, in the vocabulary's order; themes with no puzzle are left out. */
export function themeResults(pool: readonly PoolEntry[], record: Readonly<Record<string, PuzzleRecord>>, themes: readonly Theme[]): ThemeResult[] {
  return themes
    .map((theme) => {
      const of = pool.filter((p) => p.themes.includes(theme));
      const tried = of.filter((p) => record[p.id] !== undefined);
      return { theme, pool: of.length, tried: tried.length, clean: tried.filter((p) => record[p.id]!.clean).length };
    })
    .filter((r) => r.pool > 0);
}

/** The themes to train: tried, with the lowest first-try share first (most tried first on a tie); at most `n`. */
export function weakestThemes(results: readonly ThemeResult[], n = 3): ThemeResult[] {
  return results
    .filter((r) => r.tried > 0 && r.clean < r.tried)
    .sort((a, b) => a.clean / a.tried - b.clean / b.tried || b.tried - a.tried)
    .slice(0, n);
}
