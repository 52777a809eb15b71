/**
 * The exhaustive search behind every puzzle: the exact value of each option for the goal
 * player, the others answering with whatever is worst for him (minimax), single-option moves
 * played for everyone. The checker proves puzzle files with it and the trainer builds its
 * answer sheet and judges the learner's moves with the very same code.
 */
import type { GameState, Move } from '../../engine/puerto-rico';
import { applyLegalMove, legalMoves, puertoRico, sameMove, scorePlayer } from '../../engine/puerto-rico';
import { greedyMove } from '../../bots/puerto-rico/heuristic';
import type { Goal } from './goals';
import { goalPhases, lineValue, moveGain, othersOf } from './goals';
import { GoalSearch, type OptionValue as Option } from '../minimax';

export { searchSafely, type SearchTooLarge } from '../minimax';

/** One option at a decision and its exact value for the goal. */
export type OptionValue = Option<Move>;

/** A position in a line: the state and how many role phases are still to be played out. */
export interface Node {
  readonly state: GameState;
  readonly phasesLeft: number;
}

const DEFAULT_LIMIT = 400_000;

/**
 * A solver for one Puerto Rico puzzle position (the search itself is in ./minimax): a line runs
 * for the goal's role phases, and a move's own gain (e.g. VP as it ships) counts with it.
 */
export class Solver extends GoalSearch<GameState, Move, Node> {
  readonly root: Node;

  constructor(
    readonly start: GameState,
    readonly goal: Goal,
    limit = DEFAULT_LIMIT,
    visitLimit?: number,
  ) {
    super(puertoRico, goal.player, limit, visitLimit);
    this.root = { state: start, phasesLeft: goalPhases(goal) };
    this.startTotal = scorePlayer(start.players[goal.player]!, goal.player).total;
    this.greedy = othersOf(goal) === 'greedy';
  }

  /**
   * The engine's legal moves, copied (the engine reuses its list). When the goal declares the
   * others' policy ('greedy'), an other seat's turn offers only the move that policy plays, so the
   * search, the checker and the trainer all play the very same replies.
   */
  legal(s: GameState): Move[] {
    const all = legalMoves(s).slice();
    if (!this.greedy || s.toAct === this.goal.player || all.length < 2) return all;
    const key = stateKey(s);
    let m = this.policy.get(key);
    if (m === undefined) {
      // The policy plays every option to weigh it: as dear as visiting them all (the miner's bound).
      this.charge(all.length);
      m = greedyMove(s, all);
      this.policy.set(key, m);
    }
    return [m];
  }

  /** Whether the others play the declared greedy policy. */
  private readonly greedy: boolean;
  /** The declared policy's move by position (greedyMove weighs every option: worth keeping). */
  private readonly policy = new Map<string, Move>();

  /**
   * Whether the line is over at this node: the phases are played out, the game is over, or the
   * goal player has no turn left in the last phase (what the others still do there cannot
   * change his result: every phase pays or charges only the player who acts). In the Guest House
   * window at a phase's start the queue holds only the guests' owners: the phase's own turns come after.
   */
  isEnd(n: Node): boolean {
    const s = n.state;
    if (n.phasesLeft <= 0 || s.phase === 'over') return true;
    const opening = s.turn.guestWindow && !s.turn.guestEnd;
    return n.phasesLeft === 1 && s.phase !== 'role' && !opening && !s.queue.includes(this.goal.player);
  }

  /** The node after a legal move. */
  child(n: Node, m: Move): Node {
    const state = applyLegalMove(n.state, m);
    // Landing on a role choice means a role phase is over (a Guest House move keeps the choice open).
    const ended = state.phase === 'role' && (n.state.phase !== 'role' || m.type === 'role');
    return { state, phasesLeft: n.phasesLeft - (ended ? 1 : 0) };
  }

  protected endValue(n: Node): number {
    return lineValue(this.goal, this.start, n.state);
  }

  /** The goal player's score at the puzzle position (most-vp measures from it). */
  private readonly startTotal: number;

  /**
   * For most-vp: the VP chips and printed building VP the goal player holds at the node. A line
   * can only add to them (chips leave a player only through the Black Market, one toward a
   * building worth at least 1 VP: solve.test.ts checks both against the components) and
   * large-building bonuses are never negative, so no line from here scores less.
   */
  protected override floor(n: Node): number {
    if (this.goal.kind !== 'most-vp') return -Infinity;
    const sc = scorePlayer(n.state.players[this.goal.player]!, this.goal.player);
    return sc.chips + sc.buildings - this.startTotal;
  }

  protected keyOf(n: Node): string {
    return `${n.phasesLeft}|${stateKey(n.state)}`;
  }

  protected override gain(n: Node, m: Move, c: Node): number {
    return moveGain(this.goal, n.state, m, c.state);
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

  /**
   * The key turn of a line: the decisions the goal player makes in a row from the first one,
   * before another seat acts or the phase changes (one build, a whole Mayor placement in any
   * order). Returns where each best way through that turn ends (by position: placements in another
   * order end alike), with one line to each, up to `max`. With declared replies the later decisions
   * are judged move by move, as in Endeavor, so uniqueness is judged on this turn.
   */
  bestTurnEnds(n: Node, max = 8): { key: string; line: Move[] }[] {
    const start = this.advance(n).node;
    const ends = new Map<string, Move[]>();
    const seen = new Set<string>();
    const walk = (node: Node, prefix: Move[]): void => {
      for (const m of this.bestMoves(node)) {
        if (ends.size >= max) return;
        const c = this.child(node, m);
        const line = [...prefix, m];
        const key = this.keyOf(c);
        if (this.inTurn(start, c)) {
          if (!seen.has(key)) {
            seen.add(key);
            walk(c, line);
          }
        } else if (!ends.has(key)) ends.set(key, line);
      }
    };
    if (!this.isEnd(start)) walk(start, []);
    return [...ends].map(([key, line]) => ({ key, line }));
  }

  /** Where a line's key turn ends (bestTurnEnds' key), or null when the line leaves it unfinished. */
  turnEndOf(n: Node, line: readonly Move[]): string | null {
    const start = this.advance(n).node;
    let node = start;
    for (const m of line) {
      node = this.child(node, m);
      if (!this.inTurn(start, node)) return this.keyOf(node);
    }
    return null;
  }

  /** Whether `n` still belongs to the key turn that starts at decision `start`. */
  private inTurn(start: Node, n: Node): boolean {
    return n.state.phase === start.state.phase && n.phasesLeft === start.phasesLeft && this.isDecision(n);
  }
}

/**
 * A key for a position: the state without its move counter. The counter is left out by a copy,
 * not by a replacer function: a replacer is called for every value of the state and made the key
 * about three times dearer, and keys are most of a search's time late in a game.
 */
function stateKey(s: GameState): string {
  const { ply: _, ...rest } = s;
  return JSON.stringify(rest);
}

/** Whether two lines of moves are the same. */
export const sameLine = (a: readonly Move[], b: readonly Move[]): boolean => a.length === b.length && a.every((m, i) => sameMove(m, b[i]!));
