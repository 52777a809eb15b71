/**
 * A mistake from a game review as a proper puzzle (issue #22.3): when the exhaustive puzzle solver
 * can prove, within a small budget, a goal on which the review's best move is best and the move
 * played is worse, the position becomes a puzzle with that goal, its best line as the answer and
 * every equally good line listed, proved by the same checker as the puzzle files
 * (`npm run puzzles:check`). Otherwise the mistake stays an exercise judged by the search.
 *
 *   const p = proveMistake(state, played, best);   // null: no goal proved within the budget
 *   const id = reviewPuzzleId(p.goal, code);         // 'review-most-vp-p1-1a2b3c4d'
 *
 * The id carries the goal, so a puzzle link (a position link whose view names the puzzle) is the
 * whole puzzle: src/islands/puzzles/ReviewPuzzles.tsx reads the goal back with `goalOfReviewPuzzle`.
 */
import { type Replay, replayPositions } from '../../bots/puerto-rico/review';
import type { GameState, Move } from '../../engine/puerto-rico';
import { isLegal, sameMove } from '../../engine/puerto-rico';
import { checkPuzzle } from './check';
import type { Goal } from './goals';
import { Solver, searchSafely } from './solve';

/** Goals tried, in this order, each over the phase the decision opens (or is in). */
export const REVIEW_PUZZLE_GOALS = ['most-vp', 'most-doubloons', 'most-trade-value', 'fewest-goods-lost'] as const;
export type ReviewPuzzleGoalKind = (typeof REVIEW_PUZZLE_GOALS)[number];

/**
 * Positions the solver may search for each goal: a few seconds at most in the browser. Bigger
 * searches (two phases, a Captain phase of five seats) give up, and the mistake stays an exercise.
 */
export const PROVE_LIMIT = 8000;

/** Equally good lines a puzzle may have (all are listed as alternatives). */
export const MAX_LINES = 6;

/** A mistake proved as a puzzle. */
export interface ReviewPuzzle {
  readonly goal: Goal & { readonly kind: ReviewPuzzleGoalKind };
  /** The goal player's moves of one best line; `alternatives` are the other best lines. */
  readonly answer: readonly Move[];
  readonly alternatives: readonly (readonly Move[])[];
  /** The goal's best value, and what the move played reaches against the worst replies. */
  readonly value: number;
  readonly playedValue: number;
}

/**
 * The puzzle a review's mistake makes, or null. `state` is the whole position before the decision
 * (the review knows every hidden card once the game is over), `played` the move made there and
 * `best` the review's best move. The first goal (REVIEW_PUZZLE_GOALS) on which the solver finds
 * `best` among the best and `played` strictly worse is proved with the checker.
 */
export function proveMistake(state: GameState, played: Move, best: Move, limit = PROVE_LIMIT): ReviewPuzzle | null {
  if (state.phase === 'over' || state.phase === 'draft' || !isLegal(state, played) || !isLegal(state, best) || sameMove(played, best)) return null;
  const player = state.toAct;
  for (const kind of REVIEW_PUZZLE_GOALS) {
    const goal = { kind, player, phases: 1 } as const;
    const solver = new Solver(state, goal, limit);
    if (!solver.isDecision(solver.root)) continue;
    const found = searchSafely(() => {
      const opts = solver.options(solver.root);
      const top = opts[0]!.value;
      const mine = opts.find((o) => sameMove(o.move, played))?.value;
      const theirs = opts.find((o) => sameMove(o.move, best))?.value;
      if (!Number.isFinite(top) || mine === undefined || theirs !== top || !(mine < top)) return null;
      const lines = solver.bestLines(solver.root, MAX_LINES + 1);
      if (lines.length === 0 || lines.length > MAX_LINES) return null;
      return { lines, top, mine };
    });
    if (!found.ok || found.value === null) continue;
    const { lines, top, mine } = found.value;
    const [answer, ...alternatives] = lines as [Move[], ...Move[][]];
    const proof = checkPuzzle({ position: state as unknown as Record<string, unknown>, goal, answer, alternatives }, limit);
    if (!proof.ok) continue;
    return { goal, answer, alternatives, value: top, playedValue: mine };
  }
  return null;
}

const ID = /^review-(most-vp|most-doubloons|most-trade-value|fewest-goods-lost)-p([1-5])-([0-9a-z]{1,8})$/;

/** FNV-1a of a text, base 36: tells apart the puzzles of different positions (both games' review puzzle ids). */
export function positionDigest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/**
 * The puzzle's id: its goal, the goal player (1-based) and a digest of its position's link code.
 * It fits both the notation's ids and the progress record's (letters, digits and '-').
 */
export function reviewPuzzleId(goal: ReviewPuzzle['goal'], positionCode: string): string {
  return `review-${goal.kind}-p${goal.player + 1}-${positionDigest(positionCode)}`;
}

/** The goal an id names (untrusted: any other text is null). */
export function goalOfReviewPuzzle(id: string): ReviewPuzzle['goal'] | null {
  const m = ID.exec(id);
  if (!m) return null;
  return { kind: m[1] as ReviewPuzzleGoalKind, player: Number(m[2]) - 1, phases: 1 };
}

/**
 * The review page's question "is this mistake a puzzle?", asked of its worker (or of the page
 * without one) and answered here, one message each way, plain JSON:
 *   page -> worker  { type: 'prove', replay, index, best }
 *   worker -> page  { type: 'proved', index, puzzle: ReviewPuzzle | null }
 * The replay goes through the engine move by move; the move played is the replay's own.
 */
export interface ProveRequest {
  type: 'prove';
  replay: Replay;
  index: number;
  best: Move;
}

export type ProveResponse = { type: 'proved'; index: number; puzzle: ReviewPuzzle | null } | ProveError;

/** A prove request's error answer: the request could not be read, or the position not checked. */
export type ProveError = { type: 'error'; error: { code: 'review/bad-message'; message: string } };

/**
 * Answers a prove request of either game (a worker message, so untrusted): reads its replay, the
 * move it names and the best move, replays the game to that move and proves the mistake there.
 * Never throws: a request it cannot read, a replay the engine refuses, or a failed check is an
 * error answer.
 */
export function answerProveWith<O, M, S, P>(
  data: unknown,
  positionsOf: (replay: { options: O; seed: number; moves: M[] }) => { ok: true; value: S[] } | { ok: false; error: { message: string } },
  prove: (position: S, played: M, best: M) => P,
): { type: 'proved'; index: number; puzzle: P } | ProveError {
  const bad = (message: string): ProveError => ({ type: 'error', error: { code: 'review/bad-message', message } });
  if (typeof data !== 'object' || data === null) return bad('The review was sent a message it does not understand.');
  const d = data as Partial<{ type: string; replay: { options: O; seed: number; moves: M[] }; index: number; best: M }>;
  const r = d.replay;
  if (d.type !== 'prove' || typeof r !== 'object' || r === null || typeof r.seed !== 'number' || !Array.isArray(r.moves) || typeof r.options !== 'object')
    return bad('The request has no readable replay.');
  const index = d.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= r.moves.length) return bad('The request names no move of the replay.');
  try {
    const positions = positionsOf({ options: r.options, seed: r.seed, moves: r.moves.slice(0, index + 1) });
    if (!positions.ok) return bad(positions.error.message);
    return { type: 'proved', index, puzzle: prove(positions.value[index]!, r.moves[index]!, d.best as M) };
  } catch (e) {
    return bad(`The puzzle could not be checked: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Answers a Puerto Rico prove request. Never throws: a request it cannot read is an error answer. */
export const answerProve = (data: unknown, limit = PROVE_LIMIT): ProveResponse =>
  answerProveWith(data, replayPositions, (position: GameState, played: Move, best: Move) => proveMistake(position, played, best, limit));
