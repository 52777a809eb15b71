/**
 * An Endeavor mistake from a game review as a proper puzzle, like the Puerto Rico one
 * (../review-puzzle.ts): when the exhaustive Endeavor solver (./solve.ts) proves, within a small
 * budget, a goal on which the review's best move is best and the move played strictly worse, the
 * position becomes a puzzle with that goal and its best lines, proved by the same checker as the
 * puzzle files. Its id names the goal, so a puzzle link (a position link whose view names the
 * puzzle) is the whole puzzle:
 *
 *   'review-e-glory-action-p2-1a2b3c'   glory gained by seat 2's next action
 *   'review-e-glory-round-p1-9z8y7x'    glory seat 1 gains by the end of the round, the others passing
 */
import { type EndeavorReplay, replayPositions } from '../../bots/endeavor/review';
import type { GameState, Move } from '../../engine/endeavor';
import { legalMoves } from '../../engine/endeavor';
import { answerProveWith, type ProveError, positionDigest } from '../puerto-rico/review-puzzle';
import { checkEndeavorPuzzleAt } from './check';
import type { EndeavorGoal } from './goals';
import { EndeavorSolver, sameEndeavorMove, searchSafelyEndeavor } from './solve';

/**
 * Goals tried. An Action-phase decision: glory gained by the decision itself, then over the rest of
 * the Action phase. A Build- or Salary-phase decision pays off only in the Action phase after it, so
 * it is judged by the glory gained by the end of the round; the others are taken to pass in that
 * Action phase (the goal says so), which keeps the search small enough for the browser.
 */
export const ENDEAVOR_REVIEW_GOALS = ['glory-action', 'glory-phase', 'glory-round'] as const;
export type EndeavorReviewGoalName = (typeof ENDEAVOR_REVIEW_GOALS)[number];
export type EndeavorReviewGoal = EndeavorGoal & { readonly kind: 'glory'; readonly until: 'action' | 'phase' | 'round' };

/** Positions the solver may search per goal: a few seconds at most in the browser; bigger searches give up. */
export const ENDEAVOR_PROVE_LIMIT = 20_000;
/** Equally good outcomes a puzzle may have (all are listed as alternatives). */
export const ENDEAVOR_MAX_LINES = 6;

export interface EndeavorReviewPuzzle {
  readonly goal: EndeavorReviewGoal;
  readonly answer: readonly Move[];
  readonly alternatives: readonly (readonly Move[])[];
  /** The goal's best value, and what the move played reaches against the worst replies. */
  readonly value: number;
  readonly playedValue: number;
}

const goalOf = (name: EndeavorReviewGoalName, player: number): EndeavorReviewGoal =>
  name === 'glory-round' ? { kind: 'glory', until: 'round', others: 'pass', player } : { kind: 'glory', until: name === 'glory-action' ? 'action' : 'phase', player };
const nameOf = (g: EndeavorReviewGoal): EndeavorReviewGoalName => `glory-${g.until}`;

/** The goals that can judge a decision in `phase`, in the order tried. */
const goalsFor = (phase: GameState['phase']): readonly EndeavorReviewGoalName[] =>
  phase === 'action' ? ['glory-action', 'glory-phase'] : phase === 'build' || phase === 'salary' ? ['glory-round'] : [];

/**
 * The puzzle an Endeavor review's mistake makes, or null. `state` is the position before the
 * decision, `played` the move made there and `best` the review's best move.
 */
export function proveEndeavorMistake(state: GameState, played: Move, best: Move, limit = ENDEAVOR_PROVE_LIMIT): EndeavorReviewPuzzle | null {
  const player = state.toAct;
  if (player === null || sameEndeavorMove(played, best)) return null;
  const legal = legalMoves(state);
  if (!legal.some((m) => sameEndeavorMove(m, played)) || !legal.some((m) => sameEndeavorMove(m, best))) return null;
  for (const name of goalsFor(state.phase)) {
    const goal = goalOf(name, player);
    const solver = new EndeavorSolver(state, goal, limit);
    if (!solver.isDecision(solver.root)) continue;
    const found = searchSafelyEndeavor(() => {
      const opts = solver.options(solver.root);
      const top = opts[0]!.value;
      const mine = opts.find((o) => sameEndeavorMove(o.move, played))?.value;
      const theirs = opts.find((o) => sameEndeavorMove(o.move, best))?.value;
      if (!Number.isFinite(top) || mine === undefined || theirs !== top || !(mine < top)) return null;
      // One stated line per best first move: how the learner goes on after it is not the question.
      const firsts = solver.bestMoves(solver.root);
      if (firsts.length > ENDEAVOR_MAX_LINES) return null;
      const lines = firsts.map((m) => [m, ...solver.bestLine(solver.child(solver.root, m))]);
      return { lines, top, mine };
    });
    if (!found.ok || found.value === null) continue;
    const { lines, top, mine } = found.value;
    const [answer, ...alternatives] = lines as [Move[], ...Move[][]];
    const proof = checkEndeavorPuzzleAt(state, { goal, answer, alternatives, traps: [] }, limit);
    if (!proof.ok) continue;
    return { goal, answer, alternatives, value: top, playedValue: mine };
  }
  return null;
}

const ID = /^review-e-(glory-action|glory-phase|glory-round)-p([1-5])-([0-9a-z]{1,8})$/;

/** The puzzle's id: `review-e-<goal>-p<n>-<digest>`, n the 1-based goal player, digest of the position's link code. */
export const endeavorReviewPuzzleId = (goal: EndeavorReviewGoal, positionCode: string): string => `review-e-${nameOf(goal)}-p${goal.player + 1}-${positionDigest(positionCode)}`;

/** The goal an id names (untrusted: any other text is null). */
export function goalOfEndeavorReviewPuzzle(id: string): EndeavorReviewGoal | null {
  const m = ID.exec(id);
  return m ? goalOf(m[1] as EndeavorReviewGoalName, Number(m[2]) - 1) : null;
}

/**
 * The Endeavor review page's question "is this mistake a puzzle?", as for Puerto Rico
 * (../review-puzzle.ts) with `game: 'endeavor'`:
 *   page -> worker  { type: 'prove', game: 'endeavor', replay, index, best }
 *   worker -> page  { type: 'proved', game: 'endeavor', index, puzzle: EndeavorReviewPuzzle | null }
 */
export interface EndeavorProveRequest {
  type: 'prove';
  game: 'endeavor';
  replay: EndeavorReplay;
  index: number;
  best: Move;
}

export type EndeavorProveResponse = { type: 'proved'; game: 'endeavor'; index: number; puzzle: EndeavorReviewPuzzle | null } | ProveError;

/** Answers an Endeavor prove request. Never throws: a request it cannot read is an error answer. */
export function answerEndeavorProve(data: unknown, limit = ENDEAVOR_PROVE_LIMIT): EndeavorProveResponse {
  const r = answerProveWith(data, replayPositions, (position: GameState, played: Move, best: Move) => proveEndeavorMistake(position, played, best, limit));
  return r.type === 'proved' ? { ...r, game: 'endeavor' } : r;
}
