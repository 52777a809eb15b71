/**
 * Judging a learner's move at a puzzle decision, the lila way: one small function over the
 * solver's exact values. Correct (one of the best), legal but not the best (with the better line
 * and the margin), or illegal (the engine's reason and rule).
 */
import type { Move, MoveError } from '../engine/puerto-rico';
import { applyMove, sameMove } from '../engine/puerto-rico';
import { canonicalMove } from './check';
import type { Node, Solver } from './solve';
import { answerSheetAt, gradeLegal, type AnswerSheet as Sheet, type Graded, type Played } from './grade';

/** A move in the log of a run, with the seat that made it. */
export type PlayedMove = Played<Move>;

export type Verdict =
  | Graded<Move, Node>
  /** Refused by the engine. */
  | { readonly kind: 'illegal'; readonly move: unknown; readonly error: MoveError };

/** Judges `move` at decision node `at`. Never throws, whatever `move` is. */
export function judge(solver: Solver, at: Node, move: unknown): Verdict {
  const r = applyMove(at.state, move);
  if (!r.ok) return { kind: 'illegal', move, error: r.error };
  const m = canonicalMove(at.state, move as Move);
  return gradeLegal(solver, at, m, sameMove);
}

/** The start of a puzzle: the first decision of the goal player (forced moves played). */
export const firstDecision = (solver: Solver): Node => solver.advance(solver.root).node;

/** The answer sheet at a decision: every legal option, best first, and the margin to the next-best value. */
export type AnswerSheet = Sheet<Move>;

export const answerSheet = (solver: Solver, at: Node): AnswerSheet => answerSheetAt(solver, at);

/** Replays a shared attempt (untrusted moves) from the start; stops at the first move that is not good. */
export function replayAttempt(solver: Solver, moves: readonly unknown[]): { node: Node; played: Move[]; log: PlayedMove[]; verdicts: Verdict[] } {
  let node = firstDecision(solver);
  const played: Move[] = [];
  const log: PlayedMove[] = [];
  const verdicts: Verdict[] = [];
  for (const mv of moves) {
    if (solver.isEnd(node)) break;
    const v = judge(solver, node, mv);
    verdicts.push(v);
    if (v.kind === 'illegal') break;
    played.push(v.move);
    log.push({ seat: node.state.toAct, move: v.move });
    if (v.kind === 'good') log.push(...v.replies);
    if (v.kind === 'inferior') {
      node = v.node;
      break;
    }
    node = v.node;
  }
  return { node, played, log, verdicts };
}
