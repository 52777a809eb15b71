/**
 * Lesson progress kept in the browser (localStorage): which steps of which lesson are finished.
 * Stored data is untrusted: it is decoded into a typed value or a typed error, never thrown; a
 * damaged entry is removed and the caller shows a notice. The key carries a version, so a future
 * format can live beside this one.
 *
 *   { "version": 1, "lessons": { "en/puerto-rico/07-captain": { "done": [0, 1, 2], "total": 9 } } }
 */
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';

export const PROGRESS_KEY = 'euro-tutor:lesson-progress:v1';

export interface LessonProgress {
  /** Finished steps (0-based), ascending, without repeats. */
  done: number[];
  /** How many steps the lesson had when last saved. */
  total: number;
}

export interface Progress {
  version: 1;
  lessons: Record<string, LessonProgress>;
}

export type ProgressErrorCode = 'progress/not-json' | 'progress/not-object' | 'progress/version' | 'progress/lesson';

export interface ProgressError {
  code: ProgressErrorCode;
  message: string;
}

/** The part of Storage we use (so tests can pass a plain object). */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const emptyProgress = (): Progress => ({ version: 1, lessons: {} });

const MAX_STEPS = 200;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStep = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < MAX_STEPS;

/** Reads stored text; null (nothing stored) is empty progress. */
export function decodeProgress(raw: string | null): Result<Progress, ProgressError> {
  if (raw === null) return ok(emptyProgress());
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return err({ code: 'progress/not-json', message: 'The saved progress is not readable data.' });
  }
  if (!isObject(data)) return err({ code: 'progress/not-object', message: 'The saved progress has the wrong shape.' });
  if (data.version !== 1) return err({ code: 'progress/version', message: 'The saved progress is from another version of the site.' });
  if (!isObject(data.lessons)) return err({ code: 'progress/not-object', message: 'The saved progress has no list of lessons.' });
  const lessons: Record<string, LessonProgress> = Object.create(null) as Record<string, LessonProgress>;
  for (const [id, entry] of Object.entries(data.lessons)) {
    if (!isObject(entry) || !Array.isArray(entry.done) || !entry.done.every(isStep) || !isStep(entry.total) || entry.total === 0) {
      return err({ code: 'progress/lesson', message: `The saved progress of one lesson is damaged.` });
    }
    const done = [...new Set(entry.done as number[])].filter((n) => n < (entry.total as number)).sort((a, b) => a - b);
    lessons[id] = { done, total: entry.total as number };
  }
  return ok({ version: 1, lessons });
}

export function encodeProgress(p: Progress): string {
  return JSON.stringify(p);
}

/**
 * Loads progress; a damaged entry is removed and reported in `notice` (shown to the learner),
 * and storage that cannot be used at all (private mode, blocked) reads as empty.
 */
export function loadProgress(storage: ProgressStorage | null): { progress: Progress; notice: ProgressError | null } {
  if (storage === null) return { progress: emptyProgress(), notice: null };
  let raw: string | null = null;
  try {
    raw = storage.getItem(PROGRESS_KEY);
  } catch {
    return { progress: emptyProgress(), notice: null };
  }
  const r = decodeProgress(raw);
  if (r.ok) return { progress: r.value, notice: null };
  try {
    storage.removeItem(PROGRESS_KEY);
  } catch {
    // Nothing more to do: the damaged entry stays unread.
  }
  return { progress: emptyProgress(), notice: r.error };
}

/** Progress with these steps of a lesson marked finished (a new value; the input is unchanged). */
export function withSteps(p: Progress, lesson: string, steps: readonly number[], total: number): Progress {
  const old = p.lessons[lesson]?.done ?? [];
  const done = [...new Set([...old, ...steps])].filter((n) => isStep(n) && n < total).sort((a, b) => a - b);
  return { version: 1, lessons: { ...p.lessons, [lesson]: { done, total } } };
}

/** Saves progress; storage errors (quota, private mode) are ignored: progress is a convenience. */
export function saveProgress(storage: ProgressStorage | null, p: Progress): void {
  try {
    storage?.setItem(PROGRESS_KEY, encodeProgress(p));
  } catch {
    // The lesson still works without saved progress.
  }
}

/** The browser's localStorage, or null where it cannot be reached. */
export function browserStorage(): ProgressStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Finished steps of a lesson, and whether all of them are. */
export function lessonStatus(p: Progress, lesson: string, total: number): { done: number; total: number; complete: boolean } {
  const done = (p.lessons[lesson]?.done ?? []).filter((n) => n < total).length;
  return { done, total, complete: total > 0 && done >= total };
}
