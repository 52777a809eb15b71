/**
 * The learner's own puzzles, made from the mistakes of reviewed games (./review-puzzle.ts), kept
 * in the browser. Versioned and recovered entry by entry like the puzzle record (./progress.ts):
 * decoding never throws, a damaged entry is dropped and reported, the rest is kept; a newer
 * site's list is left untouched.
 *
 *   { version: 2, puzzles: [{ game: 'puerto-rico', id: 'review-most-vp-p1-1a2b3c', code: '<position link>', added: '2026-12-04', move: 39 },
 *                           { game: 'endeavor', id: 'review-e-glory-action-p2-9x8y', code: '<Endeavor position link>', added: '2026-12-05', move: 12 }] }
 *
 * Version 1 lists had no `game`: only Puerto Rico was reviewed then, so their entries load as
 * Puerto Rico and the next save writes them as version 2. An entry's id must be one of its game's review
 * puzzle ids, so a stored list cannot open one game's link in the other's trainer.
 */
import { isObject as isObj } from '../engine/validate';
import { readKey, type KeyStorage, versionOf, writeKey } from '../storage/guarded';
import { goalOfEndeavorReviewPuzzle } from './endeavor/review-puzzle';
import { goalOfReviewPuzzle } from './puerto-rico/review-puzzle';

export const MY_PUZZLES_KEY = 'euro-tutor.my-puzzles';
export const MY_PUZZLES_VERSION = 2;
/** The version before entries named their game (all Puerto Rico). */
const VERSION_WITHOUT_GAME = 1;
/** At most this many are kept (the oldest go first). */
export const MY_PUZZLES_MAX = 100;

export const MY_PUZZLE_GAMES = ['puerto-rico', 'endeavor'] as const;
export type MyPuzzleGame = (typeof MY_PUZZLE_GAMES)[number];

/** One saved puzzle: its game, its id (which names the goal), its puzzle link code, the day it was saved and the game's move it came from. */
export interface MyPuzzle {
  readonly game: MyPuzzleGame;
  readonly id: string;
  readonly code: string;
  readonly added: string;
  /** 1-based move of the reviewed game, or null when it was saved from a puzzle link. */
  readonly move: number | null;
}

export interface MyPuzzles {
  readonly version: typeof MY_PUZZLES_VERSION;
  readonly puzzles: readonly MyPuzzle[];
}

export type MyPuzzlesNotice = { readonly code: 'my-puzzles/unreadable' | 'my-puzzles/old-version' | 'my-puzzles/newer' | 'my-puzzles/blocked' | 'my-puzzles/bad-entry' };

export const emptyMyPuzzles = (): MyPuzzles => ({ version: MY_PUZZLES_VERSION, puzzles: [] });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A link code: base64url, far shorter than this. */
const CODE = /^[A-Za-z0-9_-]{16,4000}$/;

/** Whether an id is one of the game's review puzzle ids. */
export const isMyPuzzleId = (game: MyPuzzleGame, id: string): boolean => (game === 'endeavor' ? goalOfEndeavorReviewPuzzle(id) : goalOfReviewPuzzle(id)) !== null;

/** One stored entry, or null; `game` is the version-1 default when the entry names none. */
function decodeEntry(x: unknown, defaultGame: MyPuzzleGame | null): MyPuzzle | null {
  if (!isObj(x)) return null;
  const game = x.game === undefined ? defaultGame : (MY_PUZZLE_GAMES.find((g) => g === x.game) ?? null);
  if (game === null || typeof x.id !== 'string' || !isMyPuzzleId(game, x.id)) return null;
  if (typeof x.code !== 'string' || !CODE.test(x.code) || typeof x.added !== 'string' || !DAY.test(x.added)) return null;
  const move = x.move === null || x.move === undefined ? null : typeof x.move === 'number' && Number.isInteger(x.move) && x.move >= 1 && x.move < 10_000 ? x.move : undefined;
  if (move === undefined) return null;
  return { game, id: x.id, code: x.code, added: x.added, move };
}

/** Reads stored text (or null); always a usable list and the problems found. */
export function decodeMyPuzzles(text: string | null): { list: MyPuzzles; notices: MyPuzzlesNotice[] } {
  if (text === null) return { list: emptyMyPuzzles(), notices: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { list: emptyMyPuzzles(), notices: [{ code: 'my-puzzles/unreadable' }] };
  }
  if (!isObj(raw)) return { list: emptyMyPuzzles(), notices: [{ code: 'my-puzzles/unreadable' }] };
  const version = raw.version === VERSION_WITHOUT_GAME ? 'without-game' : versionOf(raw.version, MY_PUZZLES_VERSION);
  if (version === 'newer') return { list: emptyMyPuzzles(), notices: [{ code: 'my-puzzles/newer' }] };
  if (version === 'unknown') return { list: emptyMyPuzzles(), notices: [{ code: 'my-puzzles/old-version' }] };
  if (!Array.isArray(raw.puzzles)) return { list: emptyMyPuzzles(), notices: [{ code: 'my-puzzles/unreadable' }] };
  const notices: MyPuzzlesNotice[] = [];
  const puzzles: MyPuzzle[] = [];
  for (const x of raw.puzzles.slice(-MY_PUZZLES_MAX)) {
    const e = decodeEntry(x, version === 'without-game' ? 'puerto-rico' : null);
    if (e === null) notices.push({ code: 'my-puzzles/bad-entry' });
    else if (!puzzles.some((p) => p.id === e.id)) puzzles.push(e);
  }
  return { list: { version: MY_PUZZLES_VERSION, puzzles }, notices };
}

export const encodeMyPuzzles = (l: MyPuzzles): string => JSON.stringify(l);

/** The list with `p` added (a puzzle already there keeps its place and first day). */
export function addMyPuzzle(l: MyPuzzles, p: MyPuzzle): MyPuzzles {
  if (l.puzzles.some((q) => q.id === p.id)) return l;
  return { version: MY_PUZZLES_VERSION, puzzles: [...l.puzzles, p].slice(-MY_PUZZLES_MAX) };
}

export const removeMyPuzzle = (l: MyPuzzles, id: string): MyPuzzles => ({ version: MY_PUZZLES_VERSION, puzzles: l.puzzles.filter((p) => p.id !== id) });

/** Loads the list; a damaged one is replaced at once by what could be kept of it, so its notice shows once. */
export function loadMyPuzzles(storage: KeyStorage | null): { list: MyPuzzles; notices: MyPuzzlesNotice[] } {
  const read = readKey(storage, MY_PUZZLES_KEY);
  if (read.kind === 'blocked') return { list: emptyMyPuzzles(), notices: [{ code: 'my-puzzles/blocked' }] };
  const out = decodeMyPuzzles(read.text);
  if (out.notices.length === 0 || out.notices[0]!.code === 'my-puzzles/newer') return out;
  if (!writeKey(storage, MY_PUZZLES_KEY, encodeMyPuzzles(out.list))) return { list: out.list, notices: [{ code: 'my-puzzles/blocked' }] };
  return out;
}

/** Saves the list: 'blocked' when storage is blocked or full, 'kept-newer' when a newer site's list is there. */
export function saveMyPuzzles(storage: KeyStorage | null, l: MyPuzzles): 'saved' | 'blocked' | 'kept-newer' {
  const read = readKey(storage, MY_PUZZLES_KEY);
  if (read.kind === 'blocked') return 'blocked';
  if (read.text !== null && decodeMyPuzzles(read.text).notices[0]?.code === 'my-puzzles/newer') return 'kept-newer';
  return writeKey(storage, MY_PUZZLES_KEY, encodeMyPuzzles(l)) ? 'saved' : 'blocked';
}

/** Which words a page shows for a load's notices, once; null when all was well. */
export function myPuzzlesNoticeKind(notices: readonly MyPuzzlesNotice[]): 'blocked' | 'newer' | 'dropped' | 'reset' | null {
  if (notices.length === 0) return null;
  if (notices.some((n) => n.code === 'my-puzzles/blocked')) return 'blocked';
  if (notices.some((n) => n.code === 'my-puzzles/newer')) return 'newer';
  return notices.every((n) => n.code === 'my-puzzles/bad-entry') ? 'dropped' : 'reset';
}
