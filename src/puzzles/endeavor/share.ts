/**
 * Links that carry a learner's attempt or a challenge on an Endeavor puzzle page. Like Puerto
 * Rico's (../share.ts) they are ordinary scenario links (src/notation, no format of their own):
 * the puzzle's position as an Endeavor position (the engine's gate checks it when opened) and a
 * puzzle view naming the puzzle with the learner's moves and, for a challenge, how the
 * challenger did. In the URL fragment, never sent to a server:
 *
 *   /en/puzzles/endeavor-01-governor-tie/#BCA...
 *
 * Decoding never throws: any junk gives a typed error. The moves are checked for shape by the
 * notation; the engine judges them when the trainer replays them (replayEndeavorAttempt).
 */
import type { GameState, Move } from '../../engine/endeavor';
import type { Result } from '../../engine/result';
import { err } from '../../engine/result';
import type { NotationError } from '../../notation/errors';
import { decodeEndeavorLink, endeavorPositionLink } from '../../notation/endeavor/link';
import { canonical } from '../../notation/canonical';
import { replayMoves, type Replay } from '../attempt';
import { fragmentOfView, otherGameOf, puzzleViewOf, scenarioCodeOf, type OtherGameError, type ChallengeResult, type PuzzleViewError, type SharedFragment } from '../puzzle-link';
import { ENDEAVOR_RUN, type EndeavorRefusal } from './judge';
import type { EndeavorNode, EndeavorSolver } from './solve';

export type EndeavorShareError =
  /** The scenario link itself could not be read (damaged, too new...). */
  | { readonly code: 'share/notation'; readonly error: NotationError; readonly message: string }
  /** A Puerto Rico link opened on an Endeavor puzzle page. */
  | OtherGameError
  /** A plain Endeavor position with no puzzle in it, or a link to another puzzle. */
  | PuzzleViewError
  /** The puzzle's position is no longer the one the link was made on (the file was changed). */
  | { readonly code: 'share/changed'; readonly message: string };

/** What a challenger did, carried in the link. */
export type EndeavorChallengeResult = ChallengeResult<Move>;

export type EndeavorSharedFragment = SharedFragment<Move>;

/** The link code of an attempt on puzzle `id`, whose position (as in its file) is `start`. */
export function endeavorAttemptCode(id: string, start: GameState, moves: readonly Move[]): string {
  return endeavorPositionLink(start, { puzzle: puzzleViewOf(id, moves) });
}

/** The link code of a challenge: the challenger's moves and result on puzzle `id`. */
export function endeavorChallengeCode(id: string, start: GameState, r: EndeavorChallengeResult): string {
  return endeavorPositionLink(start, { puzzle: puzzleViewOf(id, r.moves, r) });
}

/**
 * What an Endeavor puzzle page's hash shares: nothing (no hash, or a page anchor), an attempt, or
 * a challenge. `id` and `start` are the page's puzzle and its position: a link to another
 * puzzle, another game, or an older form of this puzzle is an error.
 */
export function readEndeavorSharedHash(hash: string, id: string, start: GameState): Result<EndeavorSharedFragment, EndeavorShareError> {
  const code = scenarioCodeOf(hash);
  if (code === null) return { ok: true, value: { kind: 'none' } };
  const d = decodeEndeavorLink(code);
  if (!d.ok) {
    return err(otherGameOf(d.error, code) ?? { code: 'share/notation', error: d.error, message: d.error.message });
  }
  const shared = fragmentOfView(d.value.envelope.view.puzzle, id);
  // The moves mean something only on the position they were played on.
  if (shared.ok && canonical(d.value.state) !== canonical(start)) return err({ code: 'share/changed', message: 'The puzzle has changed since the link was made.' });
  return shared;
}

/** A shared attempt played out from the puzzle's first decision, as far as the judge allows. */
export type EndeavorReplay = Replay<Move, EndeavorNode, EndeavorRefusal>;

/**
 * Replays untrusted moves through the judge, exactly as if the learner had played them: it stops
 * at the first refused move (kept as a verdict), after a weaker move (the board shows where it
 * led), or when the line is over. Never throws.
 */
export const replayEndeavorAttempt = (solver: EndeavorSolver, moves: readonly unknown[]): EndeavorReplay => replayMoves(solver, ENDEAVOR_RUN, moves);
