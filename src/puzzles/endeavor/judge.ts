/**
 * Judging a learner's move at an Endeavor puzzle decision, as for Puerto Rico: correct (one of
 * the best), legal but not the best (with a better line and the margin), or illegal (the
 * engine's reason and rule). Never throws, whatever the move is.
 */
import type { MoveError as MoveErrorOf } from '../../engine/contract';
import { applyMove, type Move, type MoveError, type RuleId } from '../../engine/endeavor';
import { sameEndeavorMove, type EndeavorNode, type EndeavorSolver } from './solve';
import { answerSheetAt, gradeLegal, type AnswerSheet, type Played } from '../grade';
import { firstDecisionOf, type Judged, type RunRules } from '../attempt';

export type EndeavorPlayed = Played<Move>;

/** The engine's refusal, or the trainer's own when a move is legal in form but not one the engine lists. */
export type EndeavorRefusal = MoveError | MoveErrorOf<'puzzle/not-listed', RuleId>;

export type EndeavorVerdict = Judged<Move, EndeavorNode, EndeavorRefusal>;

/** The engine's own legal move object equal to `m`, or null when the engine does not list it. */
export function canonicalEndeavorMove(solver: EndeavorSolver, n: EndeavorNode, m: unknown): Move | null {
  return solver.legal(n.state).find((l) => sameEndeavorMove(l, m)) ?? null;
}

export function judgeEndeavor(solver: EndeavorSolver, at: EndeavorNode, move: unknown): EndeavorVerdict {
  const r = applyMove(at.state, move);
  if (!r.ok) return { kind: 'illegal', move, error: r.error };
  const m = canonicalEndeavorMove(solver, at, move);
  if (m === null) return { kind: 'illegal', move, error: { code: 'puzzle/not-listed', rule: 'round.phase-order', message: 'The engine does not list this move here.' } };
  return gradeLegal(solver, at, m, sameEndeavorMove);
}

/** The first decision of the goal player (forced moves played). */
export const firstEndeavorDecision = (solver: EndeavorSolver): EndeavorNode => firstDecisionOf(solver);

/** How a run of an Endeavor puzzle is judged and who acts (src/puzzles/attempt.ts walks it). */
export const ENDEAVOR_RUN: RunRules<EndeavorSolver, Move, EndeavorNode, EndeavorRefusal> = { judge: judgeEndeavor, seat: (at) => at.state.toAct as number };

export type EndeavorAnswerSheet = AnswerSheet<Move>;

export const endeavorAnswerSheet = (solver: EndeavorSolver, at: EndeavorNode): EndeavorAnswerSheet => answerSheetAt(solver, at);
