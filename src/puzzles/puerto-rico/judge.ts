/**
 * Judging a learner's move at a puzzle decision, the lila way: one small function over the
 * solver's exact values. Correct (one of the best), legal but not the best (with the better line
 * and the margin), or illegal (the engine's reason and rule).
 */
import type { Move, MoveError } from '../../engine/puerto-rico';
import { applyMove, sameMove } from '../../engine/puerto-rico';
import { canonicalMove } from './check';
import type { Node, Solver } from './solve';
import { answerSheetAt, gradeLegal, type AnswerSheet as Sheet, type Played } from '../grade';
import { firstDecisionOf, replayMoves, type Judged, type Replay, type RunRules } from '../attempt';

/** A move in the log of a run, with the seat that made it. */
export type PlayedMove = Played<Move>;

/** Graded when legal, or refused by the engine. */
export type Verdict = Judged<Move, Node, MoveError>;

/** Judges `move` at decision node `at`. Never throws, whatever `move` is. */
export function judge(solver: Solver, at: Node, move: unknown): Verdict {
  const r = applyMove(at.state, move);
  if (!r.ok) return { kind: 'illegal', move, error: r.error };
  const m = canonicalMove(at.state, move as Move);
  return gradeLegal(solver, at, m, sameMove);
}

/** The start of a puzzle: the first decision of the goal player (forced moves played). */
export const firstDecision = (solver: Solver): Node => firstDecisionOf(solver);

/** The answer sheet at a decision: every legal option, best first, and the margin to the next-best value. */
export type AnswerSheet = Sheet<Move>;

export const answerSheet = (solver: Solver, at: Node): AnswerSheet => answerSheetAt(solver, at);

/** Replays a shared attempt (untrusted moves) from the start; stops at the first move that is not good. */
export const replayAttempt = (solver: Solver, moves: readonly unknown[]): Replay<Move, Node, MoveError> => replayMoves(solver, PUERTO_RICO_RUN, moves);

/** How a run of a Puerto Rico puzzle is judged and who acts (src/puzzles/attempt.ts walks it). */
export const PUERTO_RICO_RUN: RunRules<Solver, Move, Node, MoveError> = { judge, seat: (at) => at.state.toAct };
