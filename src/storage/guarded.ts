/**
 * Browser storage that may be missing, blocked (private mode, a site setting) or full: every
 * access is guarded, and a failure is told apart from "nothing saved", so a page can say that
 * progress cannot be saved in this browser instead of calling good data damaged.
 */

/** The part of Storage the site uses (tests pass a plain object). */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What reading a key gave: its text (null when nothing is stored), or blocked storage. */
export type KeyRead = { readonly kind: 'text'; readonly text: string | null } | { readonly kind: 'blocked' };

/** Reads one key; a missing storage or a throwing getItem is 'blocked'. */
export function readKey(storage: KeyStorage | null, key: string): KeyRead {
  if (storage === null) return { kind: 'blocked' };
  try {
    return { kind: 'text', text: storage.getItem(key) };
  } catch {
    return { kind: 'blocked' };
  }
}

/** Writes one key; false when storage is missing, blocked or full. */
export function writeKey(storage: KeyStorage | null, key: string, text: string): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where it cannot be reached (reading the property may throw). */
export function browserStorage(): KeyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * How stored data's version compares with the one this site writes: data from a newer site is
 * kept untouched (a newer tab or a later visit can still read it), never overwritten or deleted.
 */
export function versionOf(version: unknown, current: number): 'current' | 'newer' | 'unknown' {
  if (version === current) return 'current';
  if (typeof version === 'number' && Number.isInteger(version) && version > current) return 'newer';
  return 'unknown';
}
