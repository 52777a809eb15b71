/**
 * Links that carry a learner's attempt or a challenge, in the URL fragment (never sent to a
 * server). Our own small versioned format, because the shared notation's envelope was not in the
 * repository yet when the trainer was written:
 *
 *   #attempt=1.<base64url of JSON [move, ...]>
 *   #challenge=1.<base64url of JSON { moves: [...], solved, clean, hints, value }>
 *
 * Decoding is untrusted-input safe: any junk gives a typed error, never an exception. The moves
 * are only shapes here; the engine judges them when the trainer replays them.
 */

export const SHARE_VERSION = 1;
const MAX_MOVES = 60;
const MAX_TEXT = 8000;

export type ShareError = { readonly code: 'share/version' | 'share/encoding' | 'share/shape' | 'share/too-long'; readonly message: string };

/** What a challenger did, carried in the link. */
export interface ChallengeResult {
  readonly moves: readonly Record<string, unknown>[];
  readonly solved: boolean;
  readonly clean: boolean;
  readonly hints: number;
  /** The goal value the challenger reached, or null if the line was not finished. */
  readonly value: number | null;
}

export type SharedFragment =
  | { readonly kind: 'none' }
  | { readonly kind: 'attempt'; readonly moves: readonly Record<string, unknown>[] }
  | { readonly kind: 'challenge'; readonly result: ChallengeResult };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return null;
  try {
    const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isMoveShape = (x: unknown): x is Record<string, unknown> => isObj(x) && typeof x.type === 'string' && x.type.length < 20;

export const encodeAttempt = (moves: readonly object[]): string => `attempt=${SHARE_VERSION}.${toBase64Url(JSON.stringify(moves))}`;

export const encodeChallenge = (r: ChallengeResult): string => `challenge=${SHARE_VERSION}.${toBase64Url(JSON.stringify(r))}`;

const fail = (code: ShareError['code'], message: string) => ({ ok: false as const, error: { code, message } });

function decodeMoves(x: unknown): Record<string, unknown>[] | null {
  if (!Array.isArray(x) || x.length > MAX_MOVES || !x.every(isMoveShape)) return null;
  return x;
}

/** Reads a location hash ('#attempt=1.…'); an empty or unrelated hash is { kind: 'none' }. */
export function decodeFragment(hash: string): { ok: true; value: SharedFragment } | { ok: false; error: ShareError } {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const m = /^(attempt|challenge)=(.*)$/.exec(h);
  if (!m) return { ok: true, value: { kind: 'none' } };
  if (h.length > MAX_TEXT) return fail('share/too-long', 'The link is too long to be a puzzle link.');
  const [version, code] = m[2]!.split('.', 2);
  if (version !== String(SHARE_VERSION) || code === undefined) return fail('share/version', 'This link was made by another version of the site.');
  const text = fromBase64Url(code);
  if (text === null) return fail('share/encoding', 'The link is damaged: part of it is missing or mistyped.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('share/encoding', 'The link is damaged: part of it is missing or mistyped.');
  }
  if (m[1] === 'attempt') {
    const moves = decodeMoves(raw);
    return moves === null ? fail('share/shape', 'The link does not hold a list of moves.') : { ok: true, value: { kind: 'attempt', moves } };
  }
  if (!isObj(raw)) return fail('share/shape', 'The link does not hold a challenge.');
  const moves = decodeMoves(raw.moves);
  const hints = raw.hints;
  const value = raw.value;
  if (moves === null || typeof raw.solved !== 'boolean' || typeof raw.clean !== 'boolean' || typeof hints !== 'number' || !Number.isInteger(hints) || hints < 0 || hints > 99 ||
    !(value === null || (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1000))) {
    return fail('share/shape', 'The link does not hold a challenge.');
  }
  return { ok: true, value: { kind: 'challenge', result: { moves, solved: raw.solved, clean: raw.clean && raw.solved, hints, value } } };
}
