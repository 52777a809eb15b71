/**
 * Judging a learner's move at a puzzle decision, the lila way: one small function over the
 * solver's exact values. Correct (one of the best), legal but not the best (with the better line
 * and the margin), or illegal (the engine's reason and rule).
 */
import type { Move, MoveError } from '../engine/puerto-rico';
import { applyMove, sameMove } from '../engine/puerto-rico';
import { canonicalMove } from './check';
import type { Node, OptionValue, Solver } from './solve';

/** A move in the log of a run, with the seat that made it. */
export interface PlayedMove {
  readonly seat: number;
  readonly move: Move;
}

export type Verdict =
  /** One of the best moves; `node` is the next decision (others' replies played) or the end. */
  | { readonly kind: 'good'; readonly move: Move; readonly node: Node; readonly replies: readonly PlayedMove[]; readonly done: boolean }
  /** Legal but worse: what it gets, what the best gets, and a best line from this decision. */
  | { readonly kind: 'inferior'; readonly move: Move; readonly value: number; readonly best: number; readonly bestLine: readonly Move[]; readonly node: Node }
  /** Refused by the engine. */
  | { readonly kind: 'illegal'; readonly move: unknown; readonly error: MoveError };

/** Judges `move` at decision node `at`. Never throws, whatever `move` is. */
export function judge(solver: Solver, at: Node, move: unknown): Verdict {
  const r = applyMove(at.state, move);
  if (!r.ok) return { kind: 'illegal', move, error: r.error };
  const m = canonicalMove(at.state, move as Move);
  const opts = solver.options(at);
  const mine = opts.find((o) => sameMove(o.move, m)) ?? opts[0]!;
  const best = opts[0]!.value;
  const child = solver.child(at, m);
  if (mine.value < best) return { kind: 'inferior', move: m, value: mine.value, best, bestLine: solver.bestLine(at), node: child };
  const { node, moves, seats } = solver.advance(child);
  return { kind: 'good', move: m, node, replies: moves.map((move, i) => ({ seat: seats[i]!, move })), done: solver.isEnd(node) };
}

/** The start of a puzzle: the first decision of the goal player (forced moves played). */
export const firstDecision = (solver: Solver): Node => solver.advance(solver.root).node;

/** The answer sheet at a decision: every legal option, best first, and the margin to the next-best value. */
export interface AnswerSheet {
  readonly options: readonly OptionValue[];
  readonly best: number;
  /** Best value minus the next-best value (Infinity when the next best misses the goal), or null when all are equal. */
  readonly margin: number | null;
}

export function answerSheet(solver: Solver, at: Node): AnswerSheet {
  const options = solver.options(at);
  const best = options[0]!.value;
  const next = options.find((o) => o.value < best);
  return { options, best, margin: next === undefined ? null : best - next.value };
}

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
