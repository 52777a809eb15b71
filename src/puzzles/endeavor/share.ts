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
import { err, ok } from '../../engine/result';
import type { NotationError } from '../../notation';
import { codeFromHash, decodeEndeavorLink, endeavorPositionLink } from '../../notation';
import { canonical } from '../../notation/canonical';
import { firstEndeavorDecision, judgeEndeavor, type EndeavorPlayed, type EndeavorVerdict } from './judge';
import type { EndeavorNode, EndeavorSolver } from './solve';

/** A scenario code is far longer than this; shorter hashes are page anchors such as '#content'. */
const MIN_CODE = 24;

export type EndeavorShareError =
  /** The scenario link itself could not be read (damaged, too new...). */
  | { readonly code: 'share/notation'; readonly error: NotationError; readonly message: string }
  /** A Puerto Rico link opened on an Endeavor puzzle page. */
  | { readonly code: 'share/other-game'; readonly message: string }
  /** A plain Endeavor position, with no puzzle in it. */
  | { readonly code: 'share/shape'; readonly message: string }
  | { readonly code: 'share/other-puzzle'; readonly id: string; readonly message: string }
  /** The puzzle's position is no longer the one the link was made on (the file was changed). */
  | { readonly code: 'share/changed'; readonly message: string };

/** What a challenger did, carried in the link. */
export interface EndeavorChallengeResult {
  readonly moves: readonly Move[];
  readonly solved: boolean;
  readonly clean: boolean;
  readonly hints: number;
  /** The goal value the challenger reached, or null if the line was not finished. */
  readonly value: number | null;
}

export type EndeavorSharedFragment =
  | { readonly kind: 'none' }
  | { readonly kind: 'attempt'; readonly moves: readonly Move[] }
  | { readonly kind: 'challenge'; readonly result: EndeavorChallengeResult };

/** The link code of an attempt on puzzle `id`, whose position (as in its file) is `start`. */
export function endeavorAttemptCode(id: string, start: GameState, moves: readonly Move[]): string {
  return endeavorPositionLink(start, { puzzle: { id, attempt: moves } });
}

/** The link code of a challenge: the challenger's moves and result on puzzle `id`. */
export function endeavorChallengeCode(id: string, start: GameState, r: EndeavorChallengeResult): string {
  // The notation carries whole goal values; a missed goal (-Infinity) travels as "not finished".
  const value = r.value !== null && Number.isSafeInteger(r.value) ? r.value : null;
  return endeavorPositionLink(start, { puzzle: { id, attempt: r.moves, result: { solved: r.solved, clean: r.clean, hints: r.hints, value } } });
}

/**
 * What an Endeavor puzzle page's hash shares: nothing (no hash, or a page anchor), an attempt, or
 * a challenge. `id` and `start` are the page's puzzle and its position: a link to another
 * puzzle, another game, or an older form of this puzzle is an error.
 */
export function readEndeavorSharedHash(hash: string, id: string, start: GameState): Result<EndeavorSharedFragment, EndeavorShareError> {
  const h = codeFromHash(hash);
  if (h.length < MIN_CODE || !/^[A-Za-z0-9_-]*$/.test(h)) return ok({ kind: 'none' });
  const d = decodeEndeavorLink(h);
  if (!d.ok) {
    if (d.error.code === 'notation/unknown-game' && d.error.game === 'puerto-rico') return err({ code: 'share/other-game', message: 'The link is for a Puerto Rico scenario, not this Endeavor puzzle.' });
    return err({ code: 'share/notation', error: d.error, message: d.error.message });
  }
  const p = d.value.envelope.view.puzzle;
  if (p === null) return err({ code: 'share/shape', message: 'The link shows a position, not a puzzle attempt.' });
  if (p.id !== id) return err({ code: 'share/other-puzzle', id: p.id, message: `The link is for the puzzle "${p.id}".` });
  // The moves mean something only on the position they were played on.
  if (canonical(d.value.state) !== canonical(start)) return err({ code: 'share/changed', message: 'The puzzle has changed since the link was made.' });
  const result = p.result ?? null;
  return ok(result === null ? { kind: 'attempt', moves: p.attempt } : { kind: 'challenge', result: { moves: p.attempt, ...result } });
}

/** A shared attempt played out from the puzzle's first decision, as far as the judge allows. */
export interface EndeavorReplay {
  readonly node: EndeavorNode;
  /** The learner's moves the judge accepted (the engine's own move objects). */
  readonly played: Move[];
  /** Everything played, the other players' replies included, for the log. */
  readonly log: EndeavorPlayed[];
  /** The judge's verdict on each move read, the last one first to show. */
  readonly verdicts: EndeavorVerdict[];
}

/**
 * Replays untrusted moves through the judge, exactly as if the learner had played them: it stops
 * at the first refused move (kept as a verdict), after a weaker move (the board shows where it
 * led), or when the line is over. Never throws.
 */
export function replayEndeavorAttempt(solver: EndeavorSolver, moves: readonly unknown[]): EndeavorReplay {
  let node = firstEndeavorDecision(solver);
  const played: Move[] = [];
  const log: EndeavorPlayed[] = [];
  const verdicts: EndeavorVerdict[] = [];
  for (const mv of moves) {
    if (solver.isEnd(node) || !solver.isDecision(node)) break;
    const v = judgeEndeavor(solver, node, mv);
    verdicts.push(v);
    if (v.kind === 'illegal') break;
    played.push(v.move);
    log.push({ seat: node.state.toAct as number, move: v.move });
    node = v.node;
    if (v.kind === 'inferior') break;
    log.push(...v.replies);
  }
  return { node, played, log, verdicts };
}
