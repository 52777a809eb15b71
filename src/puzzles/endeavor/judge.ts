/**
 * Judging a learner's move at an Endeavor puzzle decision, as for Puerto Rico: correct (one of
 * the best), legal but not the best (with a better line and the margin), or illegal (the
 * engine's reason and rule). Never throws, whatever the move is.
 */
import { applyMove, type Move, type MoveError } from '../../engine/endeavor';
import { sameEndeavorMove, type EndeavorNode, type EndeavorOption, type EndeavorSolver } from './solve';

export interface EndeavorPlayed {
  readonly seat: number;
  readonly move: Move;
}

export type EndeavorVerdict =
  | { readonly kind: 'good'; readonly move: Move; readonly node: EndeavorNode; readonly replies: readonly EndeavorPlayed[]; readonly done: boolean }
  | { readonly kind: 'inferior'; readonly move: Move; readonly value: number; readonly best: number; readonly bestLine: readonly Move[]; readonly node: EndeavorNode }
  | { readonly kind: 'illegal'; readonly move: unknown; readonly error: MoveError };

/** The engine's own legal move object equal to `m`, or null when the engine does not list it. */
export function canonicalEndeavorMove(solver: EndeavorSolver, n: EndeavorNode, m: unknown): Move | null {
  return solver.legal(n.state).find((l) => sameEndeavorMove(l, m)) ?? null;
}

export function judgeEndeavor(solver: EndeavorSolver, at: EndeavorNode, move: unknown): EndeavorVerdict {
  const r = applyMove(at.state, move);
  if (!r.ok) return { kind: 'illegal', move, error: r.error };
  const m = canonicalEndeavorMove(solver, at, move);
  if (m === null) return { kind: 'illegal', move, error: { code: 'puzzle/not-listed', rule: 'round/phase-order', message: 'The engine does not list this move here.' } };
  const opts = solver.options(at);
  const mine = opts.find((o) => sameEndeavorMove(o.move, m))!;
  const best = opts[0]!.value;
  const child = solver.child(at, m);
  if (mine.value < best) return { kind: 'inferior', move: m, value: mine.value, best, bestLine: solver.bestLine(at), node: child };
  const { node, moves, seats } = solver.advance(child);
  return { kind: 'good', move: m, node, replies: moves.map((mv, i) => ({ seat: seats[i]!, move: mv })), done: solver.isEnd(node) };
}

/** The first decision of the goal player (forced moves played). */
export const firstEndeavorDecision = (solver: EndeavorSolver): EndeavorNode => solver.advance(solver.root).node;

export interface EndeavorAnswerSheet {
  readonly options: readonly EndeavorOption[];
  readonly best: number;
  /** Best value minus the next-best value, or null when all are equal. */
  readonly margin: number | null;
}

export function endeavorAnswerSheet(solver: EndeavorSolver, at: EndeavorNode): EndeavorAnswerSheet {
  const options = solver.options(at);
  const best = options[0]!.value;
  const next = options.find((o) => o.value < best);
  return { options, best, margin: next === undefined ? null : best - next.value };
}
