/**
 * The exhaustive search behind every Endeavor puzzle, shaped like the Puerto Rico one
 * (src/puzzles/solve.ts): the exact value of each option for the goal player, the others
 * answering with whatever is worst for him (minimax), single-option moves played for everyone.
 * The checker proves files with it; the trainer judges the learner's moves and builds its answer
 * sheet with the very same code. Every rule question goes to the engine (legalMoves, applyMove).
 */
import { applyMove, legalMoves, type GameState, type Move } from '../../engine/endeavor';
import { endeavorLineValue, horizonOf, type EndeavorGoal } from './goals';

export interface EndeavorOption {
  readonly move: Move;
  readonly value: number;
}

/** A position in a line: the state and how many decisions the goal player has made in it. */
export interface EndeavorNode {
  readonly state: GameState;
  readonly mine: number;
}

/** Why a search gave up. */
export interface SearchTooLarge {
  readonly code: 'search/too-large';
  readonly message: string;
}

class TooLarge extends Error {}

const DEFAULT_LIMIT = 200_000;

/** The state after a move the engine has listed as legal (a refusal here is a bug in the caller). */
function play(s: GameState, m: Move): GameState {
  const r = applyMove(s, m);
  if (!r.ok) throw new Error(`the engine refused its own legal move: ${r.error.message}`);
  return r.value;
}

/** JSON with object keys sorted, so that { slot, type } and { type, slot } read the same. */
export function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );
}

/** Two moves are the same when their content is (moves are plain JSON). */
export const sameEndeavorMove = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

/** A solver for one puzzle position; memoised, so every query after the first is cheap. */
export class EndeavorSolver {
  readonly root: EndeavorNode;
  private readonly memo = new Map<string, number>();
  private readonly legalMemo = new WeakMap<GameState, Move[]>();
  private nodes = 0;

  constructor(
    readonly start: GameState,
    readonly goal: EndeavorGoal,
    private readonly limit = DEFAULT_LIMIT,
  ) {
    this.root = { state: start, mine: 0 };
  }

  get searched(): number {
    return this.nodes;
  }

  /** The engine's legal moves (cached per state object: the solver asks often). */
  legal(s: GameState): Move[] {
    let l = this.legalMemo.get(s);
    if (!l) {
      l = legalMoves(s);
      this.legalMemo.set(s, l);
    }
    return l;
  }

  /**
   * Whether the line is over: the Action phase has ended (a new round or the end of the game),
   * or, for an 'action' goal, the goal player has made his move (and any discard it forced).
   */
  isEnd(n: EndeavorNode): boolean {
    const s = n.state;
    if (s.phase !== 'action' || s.round !== this.start.round || s.toAct === null) return true;
    if (horizonOf(this.goal) === 'action') return n.mine >= 1 && !(s.discarding && s.toAct === this.goal.player);
    return false;
  }

  /** Whether it is the goal player's decision here (two or more legal moves). */
  isDecision(n: EndeavorNode): boolean {
    return !this.isEnd(n) && n.state.toAct === this.goal.player && this.legal(n.state).length > 1;
  }

  child(n: EndeavorNode, m: Move): EndeavorNode {
    const mine = n.state.toAct === this.goal.player ? n.mine + 1 : n.mine;
    return { state: play(n.state, m), mine };
  }

  /** The exact value of a node for the goal (the others replying worst-case). */
  value(n: EndeavorNode): number {
    if (this.isEnd(n)) return endeavorLineValue(this.goal, this.start, n.state);
    const key = `${Math.min(n.mine, 1)}|${JSON.stringify(n.state)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (++this.nodes > this.limit) throw new TooLarge(`more than ${this.limit} positions`);
    const mine = n.state.toAct === this.goal.player;
    let best = mine ? -Infinity : Infinity;
    let first = true;
    for (const m of this.legal(n.state)) {
      const v = this.value(this.child(n, m));
      if (first || (mine ? v > best : v < best)) best = v;
      first = false;
    }
    this.memo.set(key, best);
    return best;
  }

  /** Every legal option at a node with its exact value, best first (stable in the engine's order). */
  options(n: EndeavorNode): EndeavorOption[] {
    const out = this.legal(n.state).map((move, i) => ({ move, value: this.value(this.child(n, move)), i }));
    out.sort((a, b) => (a.value === b.value ? a.i - b.i : b.value > a.value ? 1 : -1));
    return out.map(({ move, value }) => ({ move, value }));
  }

  /** The move played for whoever is not deciding: the only one, or the reply worst for the goal player. */
  reply(n: EndeavorNode): Move {
    const legal = this.legal(n.state);
    if (legal.length === 1) return legal[0]!;
    const opts = this.options(n);
    const worst = opts[opts.length - 1]!.value;
    return opts.find((o) => o.value === worst)!.move;
  }

  /** Plays the non-decision moves until the goal player decides or the line ends. */
  advance(n: EndeavorNode): { node: EndeavorNode; moves: Move[]; seats: number[] } {
    const moves: Move[] = [];
    const seats: number[] = [];
    let cur = n;
    while (!this.isEnd(cur) && !this.isDecision(cur)) {
      const m = this.reply(cur);
      moves.push(m);
      seats.push(cur.state.toAct as number);
      cur = this.child(cur, m);
    }
    return { node: cur, moves, seats };
  }

  /** The goal player's best moves at a decision node. */
  bestMoves(n: EndeavorNode): Move[] {
    const opts = this.options(n);
    return opts.filter((o) => o.value === opts[0]!.value).map((o) => o.move);
  }

  /** One best line from a node (the first best move at each decision). */
  bestLine(n: EndeavorNode): Move[] {
    const line: Move[] = [];
    let cur = this.advance(n).node;
    while (!this.isEnd(cur)) {
      const m = this.bestMoves(cur)[0]!;
      line.push(m);
      cur = this.advance(this.child(cur, m)).node;
    }
    return line;
  }

  /**
   * Every distinct end position reachable by best play from a node, with one line reaching it.
   * Lines that only differ in the order of the same actions meet in the same positions, so they
   * count as one answer: in Endeavor the order of independent actions rarely matters, and a file
   * should not have to list every permutation. Stops at `max` outcomes.
   */
  bestOutcomes(n: EndeavorNode, max = 50): { key: string; line: Move[] }[] {
    const out = new Map<string, Move[]>();
    const seen = new Set<string>();
    const walk = (node: EndeavorNode, prefix: Move[]): void => {
      if (out.size >= max) return;
      const { node: at } = this.advance(node);
      const key = JSON.stringify(at.state);
      if (this.isEnd(at)) {
        if (!out.has(key)) out.set(key, prefix);
        return;
      }
      if (seen.has(key)) return;
      seen.add(key);
      for (const m of this.bestMoves(at)) walk(this.child(at, m), [...prefix, m]);
    };
    walk(n, []);
    return [...out.entries()].map(([key, line]) => ({ key, line }));
  }
}

/** Runs a search, turning a blow-up into a value. */
export function searchSafelyEndeavor<T>(f: () => T): { ok: true; value: T } | { ok: false; error: SearchTooLarge } {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof TooLarge) return { ok: false, error: { code: 'search/too-large', message: `The search is too large (${e.message}).` } };
    throw e;
  }
}
