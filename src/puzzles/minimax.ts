/**
 * The game-independent half of the puzzle searches (src/puzzles/puerto-rico/solve.ts for Puerto Rico,
 * src/puzzles/endeavor/solve.ts for Endeavor): exact values for the goal player with the others
 * answering with whatever is worst for him (minimax), single-option moves played for everyone,
 * memoised, bounded. Each game says what a node is, when a line ends, how a move is played and
 * what the end of a line is worth; every rule question still goes to that game's engine.
 */

import type { GameContract, GameTypes } from '../engine/contract';

/** What a search needs of a game's engine, as the game contract offers it. */
export type SearchGame<S> = Pick<GameContract<GameTypes & { readonly state: S }>, 'toAct'>;

/** One option at a decision and its exact value for the goal. */
export interface OptionValue<M> {
  readonly move: M;
  readonly value: number;
}

/** Why a search gave up. */
export interface SearchTooLarge {
  readonly code: 'search/too-large';
  readonly message: string;
}

/** Thrown inside a search only; `searchSafely` turns it into a value. */
class TooLarge extends Error {}

/** Runs a search, turning a blow-up into a value. */
export function searchSafely<T>(f: () => T): { ok: true; value: T } | { ok: false; error: SearchTooLarge } {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof TooLarge) return { ok: false, error: { code: 'search/too-large', message: `The search is too large (${e.message}).` } };
    throw e;
  }
}

/** A node of a line: at least the game state in it. */
export interface SearchNode<S> {
  readonly state: S;
}

/**
 * A memoised minimax search for one puzzle position. Create one per puzzle; every query after the
 * first is cheap.
 */
export abstract class GoalSearch<S, M, N extends SearchNode<S>> {
  abstract readonly root: N;
  private readonly memo = new Map<string, number>();
  private nodes = 0;
  private visits = 0;

  protected constructor(
    /** The game's engine, asked who acts (src/engine/contract.ts). */
    private readonly game: SearchGame<S>,
    /** The seat whose result the goal measures. */
    private readonly goalPlayer: number,
    private readonly limit: number,
    /** The most positions it may reach, memo hits included (`visited`); none by default. */
    private readonly visitLimit = Number.POSITIVE_INFINITY,
  ) {}

  /** The engine's legal moves at a state (an array the search may keep). */
  abstract legal(s: S): readonly M[];
  /** Whether the line is over at this node. */
  abstract isEnd(n: N): boolean;
  /** The node after a legal move. */
  abstract child(n: N, m: M): N;
  /** The seat to act at a node that is not an end (the engine's answer; an end has none). */
  protected seatOf(n: N): number {
    const seat = this.game.toAct(n.state);
    if (seat === null) throw new Error('no seat acts at the end of a game');
    return seat;
  }
  /** What the end of a line is worth for the goal. */
  protected abstract endValue(n: N): number;
  /** The memo key of a node (equal keys must have equal values). */
  protected abstract keyOf(n: N): string;
  /**
   * A value no line from this node can fall below (-Infinity: none known). At the others' turn,
   * once a reply reaches it no other reply can do worse, so the rest are not searched: every
   * value stays exact (the memo and each option's value are what the full search gives), the
   * search is only smaller. Where the goal player can gain nothing more (a phase that pays only
   * the others), each of their turns costs one reply instead of all.
   */
  protected floor(_n: N): number {
    return -Infinity;
  }
  /** What a move itself earns for the goal, besides where it leads (nothing unless a game says so). */
  protected gain(_n: N, _m: M, _c: N): number {
    return 0;
  }

  /** Positions searched so far (each position valued once; the bound of `limit`). */
  get searched(): number {
    return this.nodes;
  }

  /**
   * Positions reached so far, counting every time a move is valued (a position met again is
   * counted again, though the memo answers it): the work a search does, which `searched` no
   * longer shows once the floor cuts the others' replies short.
   */
  get visited(): number {
    return this.visits;
  }

  /** Whether it is the goal player's decision here (two or more legal moves). */
  isDecision(n: N): boolean {
    return !this.isEnd(n) && this.seatOf(n) === this.goalPlayer && this.legal(n.state).length > 1;
  }

  /** The exact value of a node for the goal (what is still to come, plus the final measure). */
  value(n: N): number {
    if (this.isEnd(n)) return this.endValue(n);
    const key = this.keyOf(n);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (++this.nodes > this.limit) throw new TooLarge(`more than ${this.limit} positions`);
    const mine = this.seatOf(n) === this.goalPlayer;
    // The goal player's own turn is never cut (he takes the best reply, not the first).
    const floor = mine ? -Infinity : this.floor(n);
    let best = mine ? -Infinity : Infinity;
    let first = true;
    for (const m of this.legal(n.state)) {
      const v = this.moveValue(n, m);
      if (first || (mine ? v > best : v < best)) best = v;
      first = false;
      if (floor > -Infinity && best <= floor) break;
    }
    this.memo.set(key, best);
    return best;
  }

  /**
   * Counts `n` positions reached outside the search itself (a declared policy weighing its
   * options), so that `visited` and the visit limit bound the whole work of a search.
   */
  protected charge(n: number): void {
    this.visits += n;
    if (this.visits > this.visitLimit) throw new TooLarge(`more than ${this.visitLimit} positions reached`);
  }

  private moveValue(n: N, m: M): number {
    if (++this.visits > this.visitLimit) throw new TooLarge(`more than ${this.visitLimit} positions reached`);
    const c = this.child(n, m);
    return this.gain(n, m, c) + this.value(c);
  }

  /** Every legal option at a node with its exact value, best for the goal player first (stable in the engine's order). */
  options(n: N): OptionValue<M>[] {
    const out = this.legal(n.state).map((move, i) => ({ move, value: this.moveValue(n, move), i }));
    out.sort((a, b) => (a.value === b.value ? a.i - b.i : b.value > a.value ? 1 : -1));
    return out.map(({ move, value }) => ({ move, value }));
  }

  /**
   * The move played for whoever is not deciding: the single legal move, or the others' reply
   * that is worst for the goal player (the first such in the engine's order).
   */
  reply(n: N): M {
    const legal = this.legal(n.state);
    if (legal.length === 1) return legal[0]!;
    const opts = this.options(n);
    const worst = opts[opts.length - 1]!.value;
    return opts.find((o) => o.value === worst)!.move;
  }

  /** Plays the non-decision moves from a node until the goal player decides or the line ends; returns the moves played too. */
  advance(n: N): { node: N; moves: M[]; seats: number[] } {
    const moves: M[] = [];
    const seats: number[] = [];
    let cur = n;
    while (!this.isEnd(cur) && !this.isDecision(cur)) {
      const m = this.reply(cur);
      moves.push(m);
      seats.push(this.seatOf(cur));
      cur = this.child(cur, m);
    }
    return { node: cur, moves, seats };
  }

  /**
   * What the goal reads right after a move, as if the line stopped there: the "natural" reading
   * of a move that looks only one step ahead (src/puzzles/features.ts compares it with the truth).
   */
  immediate(n: N, m: M): number {
    const c = this.child(n, m);
    return this.gain(n, m, c) + this.endValue(c);
  }

  /** The goal player's best moves at a decision node (all of equal best value). */
  bestMoves(n: N): M[] {
    const opts = this.options(n);
    return opts.filter((o) => o.value === opts[0]!.value).map((o) => o.move);
  }

  /** One best line from a node (the first best move at each decision). */
  bestLine(n: N): M[] {
    const line: M[] = [];
    let cur = this.advance(n).node;
    while (!this.isEnd(cur)) {
      const m = this.bestMoves(cur)[0]!;
      line.push(m);
      cur = this.advance(this.child(cur, m)).node;
    }
    return line;
  }
}
