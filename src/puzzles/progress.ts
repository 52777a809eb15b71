/**
 * The learner's puzzle record, kept in the browser: solved state, attempts, hints, a streak of
 * clean solves, the learner's Glicko-2 rating with its history, and the best Puzzle Streak.
 * Versioned and corruption-safe: decoding never throws; junk is dropped and reported as notices
 * so the page can say in plain words that a damaged record was reset.
 */

import { isObject as isObj } from '../engine/validate';
import { ratePuzzle, START_RATING, type Rating } from './rating';
import { readKey, versionOf, writeKey, type KeyStorage } from '../storage/guarded';

export const PROGRESS_KEY = 'euro-tutor.puzzles';
/** 2 added the rating, its history and the best Puzzle Streak; a version 1 record is read and keeps its entries. */
export const PROGRESS_VERSION = 2;

/** At most this many points of the rating's history are kept (the oldest go first). */
export const HISTORY_MAX = 200;

/** One puzzle's record. */
export interface PuzzleRecord {
  /** Solved at least once (with or without help). */
  readonly solved: boolean;
  /** Solved at the first try, without hints. */
  readonly clean: boolean;
  /** Times a line was started and judged (each retry counts). */
  readonly attempts: number;
  /** Hints taken in total. */
  readonly hints: number;
}

export interface Progress {
  readonly version: typeof PROGRESS_VERSION;
  readonly puzzles: Readonly<Record<string, PuzzleRecord>>;
  /** Puzzles solved cleanly in a row, and the best such run. */
  readonly streak: { readonly current: number; readonly best: number };
  /** The learner's puzzle rating (./rating.ts). */
  readonly rating: Rating;
  /** The rating after each rated puzzle, oldest first. */
  readonly history: readonly RatingPoint[];
  /** The longest Puzzle Streak (unrated, one mistake ends it). */
  readonly puzzleStreak: { readonly best: number };
}

/** One point of the rating's history: the UTC day, the puzzle, and the rating after it. */
export interface RatingPoint {
  readonly day: string;
  readonly id: string;
  readonly rating: number;
  readonly solved: boolean;
}

/** What was wrong with a stored record (shown once, in words). */
export type ProgressNotice = {
  readonly code: 'progress/unreadable' | 'progress/old-version' | 'progress/newer' | 'progress/blocked' | 'progress/bad-entry' | 'progress/bad-streak' | 'progress/bad-rating' | 'progress/bad-history';
  readonly id?: string;
};

/**
 * Which words a page shows for a load's notices, once: storage unusable, newer data kept as it is,
 * entries dropped (the rest kept), or a reset; null when all was well.
 */
export function noticeKind(notices: readonly ProgressNotice[]): 'blocked' | 'newer' | 'dropped' | 'ratingReset' | 'reset' | null {
  if (notices.length === 0) return null;
  if (notices.some((n) => n.code === 'progress/blocked')) return 'blocked';
  if (notices.some((n) => n.code === 'progress/newer')) return 'newer';
  const entryLevel = notices.every((n) => n.code === 'progress/bad-entry' || n.code === 'progress/bad-streak' || n.code === 'progress/bad-rating' || n.code === 'progress/bad-history');
  if (entryLevel && notices.some((n) => n.code === 'progress/bad-rating')) return 'ratingReset';
  if (entryLevel) return 'dropped';
  return 'reset';
}

export const emptyProgress = (): Progress => ({ version: PROGRESS_VERSION, puzzles: {}, streak: { current: 0, best: 0 }, rating: START_RATING, history: [], puzzleStreak: { best: 0 } });

const count = (x: unknown): number | null => (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 1e6 ? x : null);
const ID = /^[a-z0-9-]{1,80}$/;

function decodeRecord(x: unknown): PuzzleRecord | null {
  if (!isObj(x) || typeof x.solved !== 'boolean' || typeof x.clean !== 'boolean') return null;
  const attempts = count(x.attempts);
  const hints = count(x.hints);
  if (attempts === null || hints === null) return null;
  return { solved: x.solved, clean: x.clean && x.solved, attempts, hints };
}

const within = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function decodeRating(x: unknown): Rating | null {
  if (!isObj(x) || !within(x.rating, 0, 4000) || !within(x.rd, 1, 350) || !within(x.vol, 0.001, 1)) return null;
  return { rating: x.rating, rd: x.rd, vol: x.vol };
}

function decodePoint(x: unknown): RatingPoint | null {
  if (!isObj(x) || typeof x.day !== 'string' || !DAY.test(x.day) || typeof x.id !== 'string' || !ID.test(x.id) || !within(x.rating, 0, 4000) || typeof x.solved !== 'boolean') return null;
  return { day: x.day, id: x.id, rating: x.rating, solved: x.solved };
}

/** Reads stored text (or null); always returns a usable record and the problems found. */
export function decodeProgress(text: string | null): { progress: Progress; notices: ProgressNotice[] } {
  if (text === null) return { progress: emptyProgress(), notices: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { progress: emptyProgress(), notices: [{ code: 'progress/unreadable' }] };
  }
  if (!isObj(raw)) return { progress: emptyProgress(), notices: [{ code: 'progress/unreadable' }] };
  // A version 1 record has no rating yet: its entries are kept and the rating starts fresh.
  const v1 = raw.version === 1;
  const version = v1 ? 'current' : versionOf(raw.version, PROGRESS_VERSION);
  // A newer site's record is left as it is (loadProgress and saveProgress never write over it).
  if (version === 'newer') return { progress: emptyProgress(), notices: [{ code: 'progress/newer' }] };
  if (version === 'unknown') return { progress: emptyProgress(), notices: [{ code: 'progress/old-version' }] };
  const notices: ProgressNotice[] = [];
  const puzzles: Record<string, PuzzleRecord> = {};
  if (isObj(raw.puzzles)) {
    for (const [id, v] of Object.entries(raw.puzzles)) {
      const r = ID.test(id) ? decodeRecord(v) : null;
      if (r === null) notices.push({ code: 'progress/bad-entry', id: ID.test(id) ? id : undefined });
      else puzzles[id] = r;
    }
  } else notices.push({ code: 'progress/unreadable' });
  let streak = { current: 0, best: 0 };
  const s = raw.streak;
  if (isObj(s) && count(s.current) !== null && count(s.best) !== null) streak = { current: s.current as number, best: Math.max(s.best as number, s.current as number) };
  else notices.push({ code: 'progress/bad-streak' });
  // The rating, its history and the best Puzzle Streak, each on its own: damage to one keeps the rest.
  let rating = START_RATING;
  const history: RatingPoint[] = [];
  let puzzleStreak = { best: 0 };
  if (!v1) {
    const r = decodeRating(raw.rating);
    if (r === null) notices.push({ code: 'progress/bad-rating' });
    else rating = r;
    if (Array.isArray(raw.history)) {
      for (const x of raw.history.slice(-HISTORY_MAX)) {
        const point = decodePoint(x);
        if (point === null) notices.push({ code: 'progress/bad-history' });
        else history.push(point);
      }
    } else notices.push({ code: 'progress/bad-history' });
    const best = isObj(raw.puzzleStreak) ? count(raw.puzzleStreak.best) : null;
    if (best === null) notices.push({ code: 'progress/bad-streak' });
    else puzzleStreak = { best };
  }
  return { progress: { version: PROGRESS_VERSION, puzzles, streak, rating, history, puzzleStreak }, notices };
}

export const encodeProgress = (p: Progress): string => JSON.stringify(p);

/** How one finished attempt went. */
export interface AttemptResult {
  readonly solved: boolean;
  /** First try, no hint, no shown solution. */
  readonly clean: boolean;
  readonly hints: number;
}

/**
 * A finished run as the record keeps it: a clean solve, a solve with hints, or a failure (a
 * mistake before the solve, or the solution shown, counts as failed, as on Lichess).
 */
export const attemptOf = (result: 'clean' | 'helped' | 'failed', hints: number): AttemptResult => ({ solved: result !== 'failed', clean: result === 'clean', hints });

/** How a run counts for the rating: the puzzle's build-time rating and the UTC day of the run. */
export interface RatedRun {
  readonly puzzle: number;
  readonly day: string;
}

/**
 * The record after an attempt; a clean solve extends the streak, anything else ends it. With
 * `rated`, the first finished run of a puzzle also moves the rating, as on Lichess: only a clean
 * solve is a win (a mistake, a hint or the shown solution is a loss), and later runs of the same
 * puzzle do not count again.
 */
export function recordAttempt(p: Progress, id: string, r: AttemptResult, rated?: RatedRun): Progress {
  const old = p.puzzles[id] ?? { solved: false, clean: false, attempts: 0, hints: 0 };
  const rec: PuzzleRecord = { solved: old.solved || r.solved, clean: old.clean || r.clean, attempts: old.attempts + 1, hints: old.hints + r.hints };
  const current = r.clean ? p.streak.current + 1 : 0;
  const next: Progress = { ...p, version: PROGRESS_VERSION, puzzles: { ...p.puzzles, [id]: rec }, streak: { current, best: Math.max(p.streak.best, current) } };
  if (rated === undefined || old.attempts > 0) return next;
  const rating = ratePuzzle(p.rating, rated.puzzle, r.clean);
  const point: RatingPoint = { day: rated.day, id, rating: Math.round(rating.rating), solved: r.clean };
  return { ...next, rating, history: [...p.history, point].slice(-HISTORY_MAX) };
}

/** The record after a Puzzle Streak of `length` solves ended (the best is kept). */
export const recordStreak = (p: Progress, length: number): Progress => ({ ...p, puzzleStreak: { best: Math.max(p.puzzleStreak.best, length) } });

/** Storage that may be missing or throw (private mode, quota): every access is guarded. */
export type StorageLike = Pick<KeyStorage, 'getItem' | 'setItem'>;

const asKeys = (storage: StorageLike | null): KeyStorage | null => (storage === null ? null : { getItem: (k) => storage.getItem(k), setItem: (k, v) => storage.setItem(k, v), removeItem: () => {} });

/** Loads the record; blocked storage says so, a newer record is kept untouched, damage is repaired once. */
export function loadProgress(storage: StorageLike | null): { progress: Progress; notices: ProgressNotice[] } {
  const read = readKey(asKeys(storage), PROGRESS_KEY);
  if (read.kind === 'blocked') return { progress: emptyProgress(), notices: [{ code: 'progress/blocked' }] };
  const out = decodeProgress(read.text);
  if (out.notices.length === 0 || out.notices[0]!.code === 'progress/newer') return out;
  // A damaged record is replaced by what could be kept of it, so the notice shows only once.
  if (saveProgress(storage, out.progress) === 'blocked') return { progress: out.progress, notices: [{ code: 'progress/blocked' }] };
  return out;
}

/** Saves the record: 'blocked' when storage is blocked or full, 'kept-newer' when a newer site's record is there. */
export function saveProgress(storage: StorageLike | null, p: Progress): 'saved' | 'blocked' | 'kept-newer' {
  const keys = asKeys(storage);
  const read = readKey(keys, PROGRESS_KEY);
  if (read.kind === 'blocked') return 'blocked';
  if (read.text !== null && decodeProgress(read.text).notices[0]?.code === 'progress/newer') return 'kept-newer';
  return writeKey(keys, PROGRESS_KEY, encodeProgress(p)) ? 'saved' : 'blocked';
}
