/**
 * Lesson progress kept in the browser (localStorage): which steps of which lesson are finished.
 * Stored data is untrusted: it is decoded entry by entry, never thrown; a damaged entry is dropped
 * (the rest kept) and the caller shows a notice once. The key carries a version, so a future
 * format can live beside this one.
 *
 *   { "version": 1, "lessons": { "en/puerto-rico/07-captain": { "done": [0, 1, 2], "total": 9 } } }
 */
import { isIntIn, isObject } from '../../engine/guards';
import { browserStorage, readKey, versionOf, writeKey, type KeyStorage } from '../../storage/guarded';

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

/**
 * What the learner is told, once: an entry dropped (the rest kept), the whole value unreadable
 * (reset), data from a newer version of the site (kept untouched, this page saves nothing), or
 * storage that cannot be used at all (blocked or full).
 */
export type ProgressErrorCode = 'progress/not-json' | 'progress/not-object' | 'progress/version' | 'progress/lesson' | 'progress/newer' | 'progress/blocked';

export interface ProgressError {
  code: ProgressErrorCode;
  message: string;
}

/** The part of Storage we use (so tests can pass a plain object). */
export type ProgressStorage = KeyStorage;

export const emptyProgress = (): Progress => ({ version: 1, lessons: {} });

const MAX_STEPS = 200;
const isStep = (x: unknown): x is number => isIntIn(x, 0, MAX_STEPS - 1);

/** One stored lesson entry, or null when it is damaged. */
function decodeEntry(entry: unknown): LessonProgress | null {
  if (!isObject(entry) || !Array.isArray(entry.done) || !entry.done.every(isStep) || !isStep(entry.total) || entry.total === 0) return null;
  const total = entry.total;
  const done = [...new Set(entry.done as number[])].filter((n) => n < total).sort((a, b) => a - b);
  return { done, total };
}

/**
 * Reads stored text entry by entry: good lessons are kept, a damaged one is dropped (one notice
 * for all of them). null (nothing stored) is empty progress.
 */
export function decodeProgress(raw: string | null): { progress: Progress; notice: ProgressError | null } {
  if (raw === null) return { progress: emptyProgress(), notice: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { progress: emptyProgress(), notice: { code: 'progress/not-json', message: 'The saved progress is not readable data.' } };
  }
  if (!isObject(data)) return { progress: emptyProgress(), notice: { code: 'progress/not-object', message: 'The saved progress has the wrong shape.' } };
  const version = versionOf(data.version, 1);
  if (version === 'newer') return { progress: emptyProgress(), notice: { code: 'progress/newer', message: 'The saved progress is from a newer version of the site; it is kept as it is.' } };
  if (version === 'unknown') return { progress: emptyProgress(), notice: { code: 'progress/version', message: 'The saved progress is from another version of the site.' } };
  if (!isObject(data.lessons)) return { progress: emptyProgress(), notice: { code: 'progress/not-object', message: 'The saved progress has no list of lessons.' } };
  const lessons: Record<string, LessonProgress> = Object.create(null) as Record<string, LessonProgress>;
  let dropped = 0;
  for (const [id, entry] of Object.entries(data.lessons)) {
    const good = decodeEntry(entry);
    if (good === null) dropped++;
    else lessons[id] = good;
  }
  const notice: ProgressError | null = dropped === 0 ? null : { code: 'progress/lesson', message: `The saved progress of ${dropped} lesson(s) was damaged and has been dropped; the rest is kept.` };
  return { progress: { version: 1, lessons }, notice };
}

export function encodeProgress(p: Progress): string {
  return JSON.stringify(p);
}

/** Storage that cannot be used (blocked or full): the notice of a page that cannot save. */
export const BLOCKED: ProgressError = { code: 'progress/blocked', message: 'Progress cannot be saved in this browser.' };

/**
 * Loads progress. A damaged entry is dropped and the rest written back at once (so the notice
 * shows only once); data from a newer version is left as it is; storage that cannot be used
 * says so in `notice`.
 */
export function loadProgress(storage: ProgressStorage | null): { progress: Progress; notice: ProgressError | null } {
  const read = readKey(storage, PROGRESS_KEY);
  if (read.kind === 'blocked') return { progress: emptyProgress(), notice: BLOCKED };
  const r = decodeProgress(read.text);
  if (r.notice === null || r.notice.code === 'progress/newer') return r;
  // What could be read replaces the damaged value; if even that fails, storage is the problem.
  if (!writeKey(storage, PROGRESS_KEY, encodeProgress(r.progress))) return { progress: r.progress, notice: BLOCKED };
  return r;
}

/** Progress with these steps of a lesson marked finished (a new value; the input is unchanged). */
export function withSteps(p: Progress, lesson: string, steps: readonly number[], total: number): Progress {
  const old = p.lessons[lesson]?.done ?? [];
  const done = [...new Set([...old, ...steps])].filter((n) => isStep(n) && n < total).sort((a, b) => a - b);
  return { version: 1, lessons: { ...p.lessons, [lesson]: { done, total } } };
}

/**
 * Saves progress: 'saved', 'blocked' (storage blocked or full: the lesson works on, unsaved), or
 * 'kept-newer' when the stored data is from a newer version of the site, which is never overwritten.
 */
export function saveProgress(storage: ProgressStorage | null, p: Progress): 'saved' | 'blocked' | 'kept-newer' {
  const read = readKey(storage, PROGRESS_KEY);
  if (read.kind === 'blocked') return 'blocked';
  if (read.text !== null && decodeProgress(read.text).notice?.code === 'progress/newer') return 'kept-newer';
  return writeKey(storage, PROGRESS_KEY, encodeProgress(p)) ? 'saved' : 'blocked';
}

export { browserStorage };

/** Where a lesson's steps are counted: its content id and how many steps it has, e.g. { lesson: 'en/endeavor/05-actions', total: 5 }. */
export interface LessonPlace {
  lesson: string;
  total: number;
}

/**
 * Marks steps of a lesson finished, for both games' lesson islands (a Puerto Rico player records
 * the steps of its plan, an Endeavor board step its own place): the progress as it now stands and
 * how saving went.
 */
export function recordSteps(place: LessonPlace, steps: readonly number[], storage: ProgressStorage | null = browserStorage()): { progress: Progress; saved: ReturnType<typeof saveProgress> } {
  const progress = withSteps(loadProgress(storage).progress, place.lesson, steps, place.total);
  return { progress, saved: saveProgress(storage, progress) };
}

/** Finished steps of a lesson, and whether all of them are. */
export function lessonStatus(p: Progress, lesson: string, total: number): { done: number; total: number; complete: boolean } {
  const done = (p.lessons[lesson]?.done ?? []).filter((n) => n < total).length;
  return { done, total, complete: total > 0 && done >= total };
}
