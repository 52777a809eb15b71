/**
 * The exhaustive search behind every puzzle: the exact value of each option for the goal
 * player, the others answering with whatever is worst for him (minimax), single-option moves
 * played for everyone. The checker proves puzzle files with it and the trainer builds its
 * answer sheet and judges the learner's moves with the very same code.
 */
import type { GameState, Move } from '../engine/puerto-rico';
import { applyLegalMove, legalMoves, sameMove } from '../engine/puerto-rico';
import type { Goal } from './goals';
import { goalPhases, lineValue, moveGain } from './goals';

/** One option at a decision and its exact value for the goal. */
export interface OptionValue {
  readonly move: Move;
  readonly value: number;
}

/** Why a search gave up. */
export interface SearchTooLarge {
  readonly code: 'search/too-large';
  readonly message: string;
}

/** A position in a line: the state and how many role phases are still to be played out. */
export interface Node {
  readonly state: GameState;
  readonly phasesLeft: number;
}

const DEFAULT_LIMIT = 400_000;

/** Thrown inside the search only; `solve` turns it into a value. */
class TooLarge extends Error {}

/**
 * A solver for one puzzle position: memoised values of positions in the line. Create one per
 * puzzle; every query after the first is cheap.
 */
export class Solver {
  readonly root: Node;
  private readonly memo = new Map<string, number>();
  private nodes = 0;

  constructor(
    readonly start: GameState,
    readonly goal: Goal,
    private readonly limit = DEFAULT_LIMIT,
  ) {
    this.root = { state: start, phasesLeft: goalPhases(goal) };
  }

  /** Positions searched so far. */
  get searched(): number {
    return this.nodes;
  }

  /**
   * Whether the line is over at this node: the phases are played out, the game is over, or the
   * goal player has no turn left in the last phase (what the others still do there cannot
   * change his result: every phase pays or charges only the player who acts).
   */
  isEnd(n: Node): boolean {
    const s = n.state;
    if (n.phasesLeft <= 0 || s.phase === 'over') return true;
    return n.phasesLeft === 1 && s.phase !== 'role' && !s.queue.includes(this.goal.player);
  }

  /** Whether it is the goal player's decision here (two or more legal moves). */
  isDecision(n: Node): boolean {
    return !this.isEnd(n) && n.state.toAct === this.goal.player && legalMoves(n.state).length > 1;
  }

  /** The node after a legal move. */
  child(n: Node, m: Move): Node {
    const state = applyLegalMove(n.state, m);
    // Landing on a role choice means a role phase is over (a Guest House move keeps the choice open).
    const ended = state.phase === 'role' && (n.state.phase !== 'role' || m.type === 'role');
    return { state, phasesLeft: n.phasesLeft - (ended ? 1 : 0) };
  }

  /** The exact value of a node for the goal (what is still to come, plus the final measure). */
  value(n: Node): number {
    if (this.isEnd(n)) return lineValue(this.goal, this.start, n.state);
    const key = `${n.phasesLeft}|${keyOf(n.state)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (++this.nodes > this.limit) throw new TooLarge(`more than ${this.limit} positions`);
    const mine = n.state.toAct === this.goal.player;
    let best = mine ? -Infinity : Infinity;
    let first = true;
    for (const m of legalMoves(n.state).slice()) {
      const c = this.child(n, m);
      const v = moveGain(this.goal, n.state, m, c.state) + this.value(c);
      if (first || (mine ? v > best : v < best)) best = v;
      first = false;
    }
    this.memo.set(key, best);
    return best;
  }

  /** Every legal option at a node with its exact value, best for the goal player first (stable by the engine's order). */
  options(n: Node): OptionValue[] {
    const out = legalMoves(n.state)
      .slice()
      .map((move) => {
        const c = this.child(n, move);
        return { move, value: moveGain(this.goal, n.state, move, c.state) + this.value(c) };
      });
    return out.map((o, i) => ({ o, i })).sort((a, b) => (b.o.value === a.o.value ? a.i - b.i : cmp(b.o.value, a.o.value))).map((x) => x.o);
  }

  /**
   * The move played for whoever is not deciding: the single legal move, or the others' reply
   * that is worst for the goal player (the first such in the engine's order).
   */
  reply(n: Node): Move {
    const legal = legalMoves(n.state).slice();
    if (legal.length === 1) return legal[0]!;
    const opts = this.options(n);
    const worst = opts[opts.length - 1]!.value;
    return opts.find((o) => o.value === worst)!.move;
  }

  /** Plays the non-decision moves from a node until the goal player decides or the line ends; returns the moves played too. */
  advance(n: Node): { node: Node; moves: Move[]; seats: number[] } {
    const moves: Move[] = [];
    const seats: number[] = [];
    let cur = n;
    while (!this.isEnd(cur) && !this.isDecision(cur)) {
      const m = this.reply(cur);
      moves.push(m);
      seats.push(cur.state.toAct);
      cur = this.child(cur, m);
    }
    return { node: cur, moves, seats };
  }

  /** The goal player's best moves at a decision node (all of equal best value). */
  bestMoves(n: Node): Move[] {
    const opts = this.options(n);
    return opts.filter((o) => o.value === opts[0]!.value).map((o) => o.move);
  }

  /**
   * Every line of the goal player's decisions that reaches the best value, from a node, with
   * the others replying as `reply` does. Stops at `max` lines.
   */
  bestLines(n: Node, max = 50): Move[][] {
    const out: Move[][] = [];
    const walk = (node: Node, prefix: Move[]): void => {
      if (out.length >= max) return;
      const { node: at } = this.advance(node);
      if (this.isEnd(at)) {
        out.push(prefix);
        return;
      }
      for (const m of this.bestMoves(at)) walk(this.child(at, m), [...prefix, m]);
    };
    walk(n, []);
    return out;
  }

  /** One best line from a node (the first in the engine's order). */
  bestLine(n: Node): Move[] {
    const line: Move[] = [];
    let cur = this.advance(n).node;
    while (!this.isEnd(cur)) {
      const m = this.bestMoves(cur)[0]!;
      line.push(m);
      cur = this.advance(this.child(cur, m)).node;
    }
    return line;
  }
}

const cmp = (a: number, b: number): number => (a === b ? 0 : a < b ? -1 : 1);

/** A key for a position: the state without its move counter. */
function keyOf(s: GameState): string {
  return JSON.stringify(s, (k, v) => (k === 'ply' ? undefined : v));
}

/** Runs a search, turning a blow-up into a value. */
export function searchSafely<T>(f: () => T): { ok: true; value: T } | { ok: false; error: SearchTooLarge } {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof TooLarge) return { ok: false, error: { code: 'search/too-large', message: `The search is too large (${e.message}).` } };
    throw e;
  }
}

/** Whether two lines of moves are the same. */
export const sameLine = (a: readonly Move[], b: readonly Move[]): boolean => a.length === b.length && a.every((m, i) => sameMove(m, b[i]!));
