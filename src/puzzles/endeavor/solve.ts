/**
 * The Endeavor side of the puzzle search (the minimax itself is shared with Puerto Rico in
 * ../minimax.ts): the exact value of each option for the goal player, the others
 * answering with whatever is worst for him (minimax), single-option moves played for everyone.
 * The checker proves files with it; the trainer judges the learner's moves and builds its answer
 * sheet with the very same code. Every rule question goes to the engine (legalMoves, applyMove).
 */
import { applyMove, endeavor, legalMoves, type GameState, type Move } from '../../engine/endeavor';
import { endeavorLineValue, horizonOf, othersOf, type EndeavorGoal } from './goals';
import { GoalSearch, searchSafely, type OptionValue } from '../minimax';

export type { SearchTooLarge } from '../minimax';

export type EndeavorOption = OptionValue<Move>;

/** A position in a line: the state and how many decisions the goal player has made in it. */
export interface EndeavorNode {
  readonly state: GameState;
  readonly mine: number;
}

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

/**
 * A solver for one Endeavor puzzle position (the search itself is in ../minimax): a line runs to
 * the end of the Action phase, or to the goal player's first action for an 'action' goal.
 */
export class EndeavorSolver extends GoalSearch<GameState, Move, EndeavorNode> {
  readonly root: EndeavorNode;
  private readonly legalMemo = new WeakMap<GameState, Move[]>();

  constructor(
    readonly start: GameState,
    readonly goal: EndeavorGoal,
    limit = DEFAULT_LIMIT,
  ) {
    super(endeavor, goal.player, limit);
    this.root = { state: start, mine: 0 };
  }

  /**
   * The engine's legal moves (cached per state object: the solver asks often). When the goal
   * declares that the others pass, an other seat's Action-phase turn offers only its pass.
   */
  legal(s: GameState): Move[] {
    let l = this.legalMemo.get(s);
    if (!l) {
      l = legalMoves(s);
      if (othersOf(this.goal) === 'pass' && s.phase === 'action' && s.toAct !== this.goal.player) {
        const pass = l.filter((m) => m.type === 'pass');
        if (pass.length > 0) l = pass;
      }
      this.legalMemo.set(s, l);
    }
    return l;
  }

  /**
   * Whether the line is over: the Action phase has ended (a new round or the end of the game),
   * or, for an 'action' goal, the goal player has made his move (and any discard it forced). A
   * 'round' goal runs on through the Build, Growth and Salary phases of its round.
   */
  isEnd(n: EndeavorNode): boolean {
    const s = n.state;
    if (horizonOf(this.goal) === 'round') return s.phase === 'gameOver' || s.round !== this.start.round || s.toAct === null;
    if (s.phase !== 'action' || s.round !== this.start.round || s.toAct === null) return true;
    if (horizonOf(this.goal) === 'action') return n.mine >= 1 && !(s.discarding && s.toAct === this.goal.player);
    return false;
  }

  child(n: EndeavorNode, m: Move): EndeavorNode {
    const mine = n.state.toAct === this.goal.player ? n.mine + 1 : n.mine;
    return { state: play(n.state, m), mine };
  }

  protected endValue(n: EndeavorNode): number {
    return endeavorLineValue(this.goal, this.start, n.state);
  }

  protected keyOf(n: EndeavorNode): string {
    return `${Math.min(n.mine, 1)}|${JSON.stringify(n.state)}`;
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

/** Runs a search, turning a blow-up into a value (the same as for Puerto Rico). */
export const searchSafelyEndeavor = searchSafely;
