/**
 * The game-independent half of puzzle links (src/puzzles/puerto-rico/share.ts for Puerto Rico,
 * src/puzzles/endeavor/share.ts for Endeavor): a puzzle link is an ordinary scenario link whose
 * view names the puzzle, the moves tried and, for a challenge, how the challenger did. Each game
 * decodes its own scenario and checks its position; what the view shares is read here, once.
 */
import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { PuzzleView } from '../notation/envelope';
import type { NotationError } from '../notation/errors';
import { codeFromHash, pageOfOtherGame, type ScenarioPage } from '../notation/url';

/** A scenario code is far longer than this; shorter hashes are page anchors such as '#content'. */
const MIN_CODE = 24;

/** What a challenger did, carried in the link. */
export interface ChallengeResult<M> {
  readonly moves: readonly M[];
  readonly solved: boolean;
  readonly clean: boolean;
  readonly hints: number;
  /** The goal value the challenger reached, or null if the line was not finished. */
  readonly value: number | null;
}

/** What a puzzle page's hash shares. */
export type SharedFragment<M> = { readonly kind: 'none' } | { readonly kind: 'attempt'; readonly moves: readonly M[] } | { readonly kind: 'challenge'; readonly result: ChallengeResult<M> };

/** Why a well-formed scenario link is not an attempt at this page's puzzle. */
export type PuzzleViewError =
  /** A plain position, with no puzzle in it. */
  { readonly code: 'share/shape'; readonly message: string } | { readonly code: 'share/other-puzzle'; readonly id: string; readonly message: string };

/** A scenario link of the other game opened on a puzzle page: it opens on `page` instead. */
export interface OtherGameError {
  readonly code: 'share/other-game';
  /** The link's game, e.g. 'endeavor'. */
  readonly game: string;
  readonly page: ScenarioPage;
  /** The link code itself (base64url, checked by the decoder): it goes into an href, never markup. */
  readonly link: string;
  readonly message: string;
}

/** The other-game error for a decoder's refusal of `link`, or null when the refusal is anything else. */
export function otherGameOf(error: NotationError, link: string): OtherGameError | null {
  const page = pageOfOtherGame(error);
  if (page === null || error.code !== 'notation/unknown-game') return null;
  return { code: 'share/other-game', game: error.game, page, link, message: `The link is for a ${error.game} scenario, not this puzzle.` };
}

/**
 * The scenario code in a page's hash, or null when the hash is empty or a page anchor. Anchors
 * (#content, #step-3) are short plain words; anything else was meant as a link and is read, so
 * that garbage is refused in words rather than silently ignored.
 */
export function scenarioCodeOf(hash: string): string | null {
  const h = codeFromHash(hash);
  return h === '' || (h.length < MIN_CODE && /^[A-Za-z0-9_-]*$/.test(h)) ? null : h;
}

/** What a decoded link's puzzle view shares on the page of puzzle `id`. */
export function fragmentOfView<M>(p: PuzzleView<M> | null, id: string): Result<SharedFragment<M>, PuzzleViewError> {
  if (p === null) return err({ code: 'share/shape', message: 'The link shows a position, not a puzzle attempt.' });
  if (p.id !== id) return err({ code: 'share/other-puzzle', id: p.id, message: `The link is for the puzzle "${p.id}".` });
  const result = p.result ?? null;
  return ok(result === null ? { kind: 'attempt', moves: p.attempt } : { kind: 'challenge', result: { moves: p.attempt, ...result } });
}

/** The puzzle view of an attempt (`result` absent) or a challenge on puzzle `id`. */
export function puzzleViewOf<M>(id: string, moves: readonly M[], result?: ChallengeResult<M>): PuzzleView<M> {
  if (result === undefined) return { id, attempt: moves };
  // The notation carries whole goal values; a missed goal (-Infinity) travels as "not finished".
  const value = result.value !== null && Number.isSafeInteger(result.value) ? result.value : null;
  return { id, attempt: result.moves, result: { solved: result.solved, clean: result.clean, hints: result.hints, value } };
}
