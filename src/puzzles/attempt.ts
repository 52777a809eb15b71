/**
 * A learner's run through a puzzle, for either game: the verdict on a move, a shared attempt
 * replayed through the judge, and the solution played out. Each game's judge (src/puzzles/puerto-rico/judge.ts,
 * src/puzzles/endeavor/judge.ts) says how its engine refuses a move; everything here only walks the
 * search (src/puzzles/minimax.ts) and never asks a rule question itself.
 */
import type { Graded, Played } from './grade';
import type { GoalSearch, SearchNode } from './minimax';

/** A judged move: graded when legal, or refused by the engine with its typed error. */
export type Judged<M, N, E> = Graded<M, N> | { readonly kind: 'illegal'; readonly move: unknown; readonly error: E };

/** What a run needs of a game besides its search: the judge, and the seat that acts at a node. */
export interface RunRules<Sv, M, N, E> {
  /** Judges an untrusted move at decision `at`; never throws. */
  readonly judge: (solver: Sv, at: N, move: unknown) => Judged<M, N, E>;
  /** The seat to act at a decision (the goal player's). */
  readonly seat: (at: N) => number;
}

/** Searches of either game, whatever their state type. */
// biome-ignore lint/suspicious/noExplicitAny: a search of either game, whatever its state type
export type AnySearch<M, N extends AnyNode> = GoalSearch<any, M, N>;

/** A node of either game's search. */
// biome-ignore lint/suspicious/noExplicitAny: a node of either game, whatever its state type
export type AnyNode = SearchNode<any>;

/** The start of a puzzle: the goal player's first decision (forced moves played). */
export const firstDecisionOf = <M, N extends AnyNode>(search: AnySearch<M, N>): N => search.advance(search.root).node;

/** A shared attempt played out from the first decision, as far as the judge allows. */
export interface Replay<M, N, E> {
  readonly node: N;
  /** The learner's moves the judge accepted (the engine's own move objects). */
  readonly played: M[];
  /** Everything played, the other players' replies included, for the log. */
  readonly log: Played<M>[];
  /** The judge's verdict on each move read; the last one is the one to show. */
  readonly verdicts: Judged<M, N, E>[];
}

/**
 * Replays untrusted moves through the judge, exactly as if the learner had played them: it stops
 * at the first refused move (kept as a verdict), after a weaker move (the board shows where it
 * led), or when the line is over. Never throws.
 */
export function replayMoves<Sv extends AnySearch<M, N>, M, N extends AnyNode, E>(solver: Sv, rules: RunRules<Sv, M, N, E>, moves: readonly unknown[]): Replay<M, N, E> {
  let node = firstDecisionOf(solver);
  const played: M[] = [];
  const log: Played<M>[] = [];
  const verdicts: Judged<M, N, E>[] = [];
  for (const mv of moves) {
    if (solver.isEnd(node) || !solver.isDecision(node)) break;
    const v = rules.judge(solver, node, mv);
    verdicts.push(v);
    if (v.kind === 'illegal') break;
    played.push(v.move);
    log.push({ seat: rules.seat(node), move: v.move });
    node = v.node;
    if (v.kind === 'inferior') break;
    log.push(...v.replies);
  }
  return { node, played, log, verdicts };
}

/** The line the solver plays from `start` (the first best move at each decision), with the others' replies. */
export function solutionRun<M, N extends AnyNode>(solver: AnySearch<M, N>, start: N, seat: (at: N) => number): { node: N; log: Played<M>[] } {
  const log: Played<M>[] = [];
  let node = start;
  while (!solver.isEnd(node)) {
    const m = solver.bestMoves(node)[0]!;
    log.push({ seat: seat(node), move: m });
    const next = solver.advance(solver.child(node, m));
    next.moves.forEach((move, i) => log.push({ seat: next.seats[i]!, move }));
    node = next.node;
  }
  return { node, log };
}
