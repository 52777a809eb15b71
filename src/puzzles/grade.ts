/**
 * Grading a legal move at a puzzle decision over the search's exact values, for either game:
 * one of the best (the others' replies played on), or legal but worse (with a best line). The
 * games' judges (src/puzzles/puerto-rico/judge.ts, src/puzzles/endeavor/judge.ts) first let their engine
 * refuse what is illegal, then hand the engine's own move object here.
 */
import type { GoalSearch, OptionValue, SearchNode } from './minimax';

/** A move in the log of a run, with the seat that made it. */
export interface Played<M> {
  readonly seat: number;
  readonly move: M;
}

/** The verdict on a legal move. */
export type Graded<M, N> =
  /** One of the best moves; `node` is the next decision (others' replies played) or the end. */
  | { readonly kind: 'good'; readonly move: M; readonly node: N; readonly replies: readonly Played<M>[]; readonly done: boolean }
  /** Legal but worse: what it gets, what the best gets, and a best line from this decision. */
  | { readonly kind: 'inferior'; readonly move: M; readonly value: number; readonly best: number; readonly bestLine: readonly M[]; readonly node: N };

/** Grades the engine's legal move `m` at decision node `at`. */
export function gradeLegal<S, M, N extends SearchNode<S>>(search: GoalSearch<S, M, N>, at: N, m: M, same: (a: M, b: M) => boolean): Graded<M, N> {
  const opts = search.options(at);
  const mine = opts.find((o) => same(o.move, m)) ?? opts[0]!;
  const best = opts[0]!.value;
  const child = search.child(at, m);
  if (mine.value < best) return { kind: 'inferior', move: m, value: mine.value, best, bestLine: search.bestLine(at), node: child };
  const { node, moves, seats } = search.advance(child);
  return { kind: 'good', move: m, node, replies: moves.map((move, i) => ({ seat: seats[i]!, move })), done: search.isEnd(node) };
}

/** The answer sheet at a decision: every legal option, best first, and the margin to the next-best value. */
export interface AnswerSheet<M> {
  readonly options: readonly OptionValue<M>[];
  readonly best: number;
  /** Best value minus the next-best value (Infinity when the next best misses the goal), or null when all are equal. */
  readonly margin: number | null;
}

export function answerSheetAt<S, M, N extends SearchNode<S>>(search: GoalSearch<S, M, N>, at: N): AnswerSheet<M> {
  const options = search.options(at);
  const best = options[0]!.value;
  const next = options.find((o) => o.value < best);
  return { options, best, margin: next === undefined ? null : best - next.value };
}
