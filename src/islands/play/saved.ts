/**
 * The game in progress, kept in localStorage so a reload resumes it. The stored value is
 * untrusted: it is decoded field by field, and its game travels as a link code that the
 * notation decoder (and so the engine) checks. Anything odd comes back as 'junk', never a throw.
 */
import { isBotLevel } from '../../bots/puerto-rico/explain';
import type { SeatKind } from '../../machines/game-table';

/** Versioned key: a new layout gets a new key, so old saves are never misread. */
export const SAVE_KEY = 'eurotutor.play.puerto-rico.v1';

/** What is saved: who sits where, their names, and the game as a link code. */
export interface SavedTable {
  readonly seats: SeatKind[];
  readonly names: string[];
  readonly code: string;
}

export type SavedRead = { kind: 'none' } | { kind: 'junk' } | { kind: 'saved'; table: SavedTable };

function seatFrom(x: unknown): SeatKind | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  if (o.kind === 'human') return { kind: 'human' };
  if (o.kind === 'bot' && isBotLevel(o.level)) return { kind: 'bot', level: o.level };
  return null;
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
  if (!Array.isArray(o.seats) || !Array.isArray(o.names) || typeof o.code !== 'string' || o.seats.length > 5) return { kind: 'junk' };
  const seats = o.seats.map(seatFrom);
  if (seats.some((s) => s === null)) return { kind: 'junk' };
  const names = o.names.map((n) => (typeof n === 'string' ? n.slice(0, 40) : ''));
  return { kind: 'saved', table: { seats: seats as SeatKind[], names, code: o.code } };
}

/** Reads the save; storage that is blocked counts as nothing saved. */
export function readSaved(): SavedRead {
  try {
    return decodeSaved(localStorage.getItem(SAVE_KEY));
  } catch {
    return { kind: 'none' };
  }
}

export function writeSaved(t: SavedTable | null): void {
  try {
    if (t === null) localStorage.removeItem(SAVE_KEY);
    else localStorage.setItem(SAVE_KEY, JSON.stringify(t));
  } catch {
    // Private mode or a full disk: the game still plays, it just won't survive a reload.
  }
}
