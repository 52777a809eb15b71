/**
 * What makes a puzzle hard, measured on its exact search (either game): how many decisions the
 * player makes in the best line, how many options each offers, how close the best option is to
 * the next best, and whether the move that looks best one step ahead (the greedy, "natural" move)
 * is wrong. src/puzzles/difficulty.ts turns these into a rating.
 */
import type { AnyNode, AnySearch } from './attempt';
import { firstDecisionOf } from './attempt';

export interface PuzzleFeatures {
  /** The goal player's decisions in the best line. */
  readonly decisions: number;
  /** Legal options at each of those decisions. */
  readonly options: readonly number[];
  /**
   * The tightest margin of the line, relative to the best value: (best - next best) / max(1, |best|),
   * at most 1 (1 also when the next best misses the goal, or every option is equally good).
   */
  readonly margin: number;
  /** At some decision, no option that looks best one step ahead is one of the best. */
  readonly greedyWrong: boolean;
  /** Rules the puzzle involves (the rule tags of its file: buildings, privileges, …). */
  readonly rules: number;
}

const relative = (best: number, next: number | undefined): number => {
  if (next === undefined || !Number.isFinite(best - next)) return 1;
  return Math.min(1, (best - next) / Math.max(1, Math.abs(best)));
};

/** Measures the features along the solver's best line from the first decision. */
export function measureFeatures<M, N extends AnyNode>(search: AnySearch<M, N>, rules: number): PuzzleFeatures {
  const options: number[] = [];
  let margin = 1;
  let greedyWrong = false;
  let node = firstDecisionOf<M, N>(search);
  while (!search.isEnd(node)) {
    const opts = search.options(node);
    const best = opts[0]!.value;
    options.push(opts.length);
    margin = Math.min(margin, relative(best, opts.find((o) => o.value < best)?.value));
    const looks = opts.map((o) => search.immediate(node, o.move));
    const top = Math.max(...looks);
    if (!opts.some((o, i) => looks[i] === top && o.value === best)) greedyWrong = true;
    node = search.advance(search.child(node, opts[0]!.move)).node;
  }
  return { decisions: options.length, options, margin, greedyWrong, rules };
}
