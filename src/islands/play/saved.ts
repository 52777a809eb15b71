/**
 * The game in progress, kept in localStorage so a reload resumes it. The stored value is
 * untrusted: it is decoded field by field, and its game travels as a link code that the
 * notation decoder (and so the engine) checks. It recovers entry by entry: a bad seat or name
 * list is dropped (the table picks its defaults) while the game itself is kept; a game written
 * by a newer version of the site is left untouched; storage that cannot be read is told apart
 * from "nothing saved". Never throws.
 */
import { levelFromName } from '../../bots/puerto-rico/ladder';
import type { SeatKind } from '../../machines/puerto-rico/table';
import { decodeLink } from '../../notation';
import { browserStorage, readKey, writeKey, type KeyStorage } from '../../storage/guarded';

/** Versioned key: a new layout gets a new key, so old saves are never misread. */
export const SAVE_KEY = 'eurotutor.play.puerto-rico.v1';

/** What is saved: who sits where, their names, and the game as a link code. */
export interface SavedTable {
  readonly seats: SeatKind[];
  readonly names: string[];
  readonly code: string;
}

/** A save as read back: the seats or the names are null where they were unreadable and dropped. */
export interface RecoveredTable {
  readonly seats: SeatKind[] | null;
  readonly names: string[] | null;
  readonly code: string;
}

export type SavedRead =
  | { readonly kind: 'none' }
  /** Storage cannot be read in this browser (blocked by a setting, private mode). */
  | { readonly kind: 'blocked' }
  /** Nothing usable: not JSON, or its game does not open. */
  | { readonly kind: 'junk' }
  /** A game saved by a newer version of the site: kept as it is for that version to resume. */
  | { readonly kind: 'newer' }
  /** `repaired`: the seats or the names were unreadable and were dropped (the game is kept). */
  | { readonly kind: 'saved'; readonly table: RecoveredTable; readonly repaired: boolean };

function seatFrom(x: unknown): SeatKind | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  if (o.kind === 'human') return { kind: 'human' };
  // A game saved before the levels had names keeps its bots (random, heuristic, strong).
  const level = o.kind === 'bot' ? levelFromName(o.level) : null;
  return level === null ? null : { kind: 'bot', level };
}

/** The seats, one per player of the saved game, or null when any of them is unreadable. */
function seatsFrom(x: unknown, players: number): SeatKind[] | null {
  if (!Array.isArray(x) || x.length !== players) return null;
  const seats = x.map(seatFrom);
  return seats.every((s) => s !== null) ? (seats as SeatKind[]) : null;
}

/** The names, one per player, or null when the list is unreadable. */
function namesFrom(x: unknown, players: number): string[] | null {
  if (!Array.isArray(x) || x.length > players || !x.every((n) => typeof n === 'string')) return null;
  return (x as string[]).map((n) => n.slice(0, 40));
}

/** Decodes a stored string (or null when nothing is stored). */
export function decodeSaved(raw: string | null): SavedRead {
  if (raw === null) return { kind: 'none' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { kind: 'junk' };
  }
  if (typeof data !== 'object' || data === null) return { kind: 'junk' };
  const o = data as Record<string, unknown>;
  if (typeof o.code !== 'string') return { kind: 'junk' };
  const game = decodeLink(o.code);
  if (!game.ok) return game.error.code === 'notation/too-new' ? { kind: 'newer' } : { kind: 'junk' };
  const players = game.value.state.players.length;
  const seats = seatsFrom(o.seats, players);
  const names = namesFrom(o.names, players);
  return { kind: 'saved', table: { seats, names, code: o.code }, repaired: seats === null || names === null };
}

/** Reads the save from `storage` (the browser's by default). */
export function readSaved(storage: KeyStorage | null = browserStorage()): SavedRead {
  const read = readKey(storage, SAVE_KEY);
  return read.kind === 'blocked' ? { kind: 'blocked' } : decodeSaved(read.text);
}

/** Writes (or, for null, removes) the save; false when storage is blocked or full. */
export function writeSaved(t: SavedTable | null, storage: KeyStorage | null = browserStorage()): boolean {
  if (t !== null) return writeKey(storage, SAVE_KEY, JSON.stringify(t));
  if (storage === null) return false;
  try {
    storage.removeItem(SAVE_KEY);
    return true;
  } catch {
    return false;
  }
}
