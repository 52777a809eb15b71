/**
 * Links that carry a learner's attempt or a challenge on a puzzle page. They are ordinary
 * scenario links (src/notation): the puzzle's position, and a view naming the puzzle with the
 * moves tried and, for a challenge, how the challenger did. In the URL fragment, never sent to a
 * server:
 *
 *   /en/puzzles/captain-rulebook/#BAJhiije...
 *
 * Links made before the notation held puzzles (`#attempt=1.<base64url JSON>` and
 * `#challenge=1.<...>`) are still read and turned into the same form.
 *
 * Decoding never throws: any junk gives a typed error. The moves are checked for shape here; the
 * engine judges them when the trainer replays them.
 */
import type { GameState, Move } from '../../engine/puerto-rico';
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import { isObject as isObj } from '../../engine/validate';
import type { NotationError } from '../../notation';
import { NO_VIEW, codeFromHash, decodeLink, positionLink } from '../../notation';
import { explicitMove } from '../../notation/puerto-rico/move-codec';
import { survivesCodec } from '../../notation/view-codec';
import {
  fragmentOfView,
  otherGameOf,
  puzzleViewOf,
  scenarioCodeOf,
  type OtherGameError,
  type ChallengeResult as Challenge,
  type PuzzleViewError,
  type SharedFragment as Fragment,
} from '../puzzle-link';

/** The version of the retired `#attempt=` / `#challenge=` links that is still read. */
export const LEGACY_SHARE_VERSION = 1;
const MAX_MOVES = 60;
const MAX_TEXT = 8000;

export type ShareError =
  | { readonly code: 'share/version' | 'share/encoding' | 'share/too-long'; readonly message: string }
  | PuzzleViewError
  /** The scenario link itself could not be read (damaged, too new...). */
  | { readonly code: 'share/notation'; readonly error: NotationError; readonly message: string }
  /** An Endeavor link opened on a Puerto Rico puzzle page. */
  | OtherGameError;

/** What a challenger did, carried in the link. */
export type ChallengeResult = Challenge<Move>;

export type SharedFragment = Fragment<Move>;

/** The link code of an attempt on puzzle `id`, whose first position is `start`. */
export function attemptCode(id: string, start: GameState, moves: readonly Move[]): string {
  return positionLink(start, { ...NO_VIEW, puzzle: puzzleViewOf(id, moves) });
}

/** The link code of a challenge: the challenger's moves and result on puzzle `id`. */
export function challengeCode(id: string, start: GameState, r: ChallengeResult): string {
  return positionLink(start, { ...NO_VIEW, puzzle: puzzleViewOf(id, r.moves, r) });
}

const fail = (code: 'share/version' | 'share/encoding' | 'share/too-long' | 'share/shape', message: string): Result<never, ShareError> => err({ code, message });

/**
 * What a puzzle page's hash shares: nothing (no hash, or a page anchor), an attempt, or a
 * challenge. `id` is the page's puzzle: a link to another puzzle is an error.
 */
export function readSharedHash(hash: string, id: string): Result<SharedFragment, ShareError> {
  const h = codeFromHash(hash);
  if (/^(attempt|challenge)=/.test(h)) return readLegacy(h);
  const code = scenarioCodeOf(h);
  if (code === null) return ok({ kind: 'none' });
  const d = decodeLink(code);
  if (!d.ok) return err(otherGameOf(d.error, code) ?? { code: 'share/notation', error: d.error, message: d.error.message });
  return fragmentOfView(d.value.envelope.view.puzzle, id);
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

/** Moves of an old link: exactly what the notation could carry today, or null. */
function legacyMoves(x: unknown): Move[] | null {
  if (!Array.isArray(x) || x.length > MAX_MOVES || !x.every((m) => survivesCodec(m, explicitMove))) return null;
  return x as Move[];
}

/** `attempt=1.<base64url JSON>` and `challenge=1.<...>`, the links made before version 4 of the notation. */
function readLegacy(h: string): Result<SharedFragment, ShareError> {
  const m = /^(attempt|challenge)=(.*)$/s.exec(h)!;
  if (h.length > MAX_TEXT) return fail('share/too-long', 'The link is too long to be a puzzle link.');
  const [version, code] = m[2]!.split('.', 2);
  if (version !== String(LEGACY_SHARE_VERSION) || code === undefined) return fail('share/version', 'This link was made by another version of the site.');
  const text = fromBase64Url(code);
  if (text === null) return fail('share/encoding', 'The link is damaged: part of it is missing or mistyped.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('share/encoding', 'The link is damaged: part of it is missing or mistyped.');
  }
  if (m[1] === 'attempt') {
    const moves = legacyMoves(raw);
    return moves === null ? fail('share/shape', 'The link does not hold a list of moves.') : ok({ kind: 'attempt', moves });
  }
  if (!isObj(raw)) return fail('share/shape', 'The link does not hold a challenge.');
  const moves = legacyMoves(raw.moves);
  const { hints, value } = raw;
  if (
    moves === null ||
    typeof raw.solved !== 'boolean' ||
    typeof raw.clean !== 'boolean' ||
    typeof hints !== 'number' ||
    !Number.isInteger(hints) ||
    hints < 0 ||
    hints > 99 ||
    !(value === null || (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1000))
  ) {
    return fail('share/shape', 'The link does not hold a challenge.');
  }
  return ok({ kind: 'challenge', result: { moves, solved: raw.solved, clean: raw.clean && raw.solved, hints, value } });
}
