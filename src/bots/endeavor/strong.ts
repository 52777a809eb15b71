/**
 * The strong Endeavor bot: a policy-rollout search. Every legal move is valued as the heuristic
 * values it (one step ahead); the best few are then each played out for a number of decisions
 * with every seat following the heuristic bot, and the move whose rollout ends best for the mover
 * is chosen. Endeavor hides almost nothing: the decks lie in a fixed order (lowest value on top,
 * setup.ts sortedDeck) and every card drawn is seen, so the order below the top card follows from
 * the public information and no determinization is needed. Rollouts use no randomness beyond a
 * seeded tie-break, so a decision is deterministic for a seed and a budget.
 */
import { Rng, seedRandom } from '../../engine/random';
import { applyMove, isGameOver, legalMoves, type Picker } from '../../engine/endeavor/game';
import type { Move } from '../../engine/endeavor/moves';
import { freesPaymentBuilding } from '../../engine/endeavor/older-rules';
import type { GameState } from '../../engine/endeavor/state';
import { type EndeavorReason, endeavorReason } from './explain';
import { evaluate, heuristicBot } from './heuristic';

export interface StrongOptions {
  /** How many of the best one-step moves are rolled out (default 6). */
  readonly candidates?: number;
  /** Decisions played in each rollout, all seats (default 12). */
  readonly depth?: number;
  /** Stop adding rollouts after this many milliseconds (the best found so far is kept). */
  readonly timeMs?: number;
}

export const STRONG_DEFAULTS = { candidates: 6, depth: 12 } as const;

/** One option weighed, with why it is worth what it is (what its rollout brought the mover). */
export interface StrongOption {
  readonly move: Move;
  readonly now: number;
  readonly ahead: number;
  readonly reason: EndeavorReason;
}

/** What the strong bot weighed: the chosen move and the ones it was compared with. */
export interface StrongReport {
  readonly move: Move;
  /** The options rolled out, best first: the one-step value and the value after the rollout. */
  readonly options: readonly StrongOption[];
  /** Decisions looked ahead in each rollout. */
  readonly depth: number;
}

/** Plays `depth` decisions from `state` with the heuristic in every seat; returns the state reached (the review judges moves by it too). */
export function rollout(state: GameState, depth: number, seed: string): GameState {
  // One picker per seat, as in a real game: each remembers its own positions (no Payment loops).
  const pickers: Picker[] = state.players.map((_, i) => heuristicBot(`${seed}:${i}`));
  let s = state;
  for (let d = 0; d < depth && !isGameOver(s); d++) {
    const moves = legalMoves(s);
    const move = (pickers[s.toAct ?? 0] as Picker)(s, moves);
    const r = applyMove(s, move);
    if (!r.ok) break;
    s = r.value;
  }
  return s;
}

/** The strong bot's decision for the seat to act, with what it compared. */
export function strongDecision(state: GameState, seed: number | string, options: StrongOptions = {}): StrongReport {
  const seat = state.toAct ?? 0;
  const depth = options.depth ?? STRONG_DEFAULTS.depth;
  const k = Math.max(1, options.candidates ?? STRONG_DEFAULTS.candidates);
  const moves = legalMoves(state);
  if (moves.length === 0) throw new RangeError('the strong bot was asked to move with no legal moves');
  const rng = new Rng(seedRandom(seed));
  // As the heuristic: never free a Payment building with a Payment (a round trip that gains nothing).
  const allowed = moves.filter((m) => m.type !== 'activate' || !m.steps.some((st) => freesPaymentBuilding(state, seat, st)));
  const pool = allowed.length > 0 ? allowed : moves;
  const valued: { move: Move; after: GameState; now: number; tie: number }[] = [];
  for (const move of pool) {
    const r = applyMove(state, move);
    if (r.ok) valued.push({ move, after: r.value, now: evaluate(r.value, seat), tie: rng.int(1 << 30) });
  }
  valued.sort((a, b) => b.now - a.now || a.tie - b.tie);
  const first = valued[0];
  if (first === undefined) return { move: moves[0] as Move, options: [], depth };
  const candidates = valued.slice(0, k);
  if (candidates.length === 1) return { move: first.move, options: [{ move: first.move, now: first.now, ahead: first.now, reason: endeavorReason(state, first.after, seat) }], depth };
  const started = Date.now();
  const rolled: StrongOption[] = [];
  for (const c of candidates) {
    // Past the time budget the rest keep their one-step value, always below the rolled-out ones.
    if (options.timeMs !== undefined && rolled.length > 0 && Date.now() - started > options.timeMs) break;
    const end = rollout(c.after, depth, `${String(seed)}:${rolled.length}`);
    rolled.push({ move: c.move, now: c.now, ahead: evaluate(end, seat), reason: endeavorReason(state, end, seat) });
  }
  // A stable sort keeps the one-step order between equal rollouts.
  rolled.sort((a, b) => b.ahead - a.ahead);
  return { move: (rolled[0] as (typeof rolled)[number]).move, options: rolled, depth };
}

/** The strong bot as a picker (for playGame, self-play and the tournament). */
export function strongBot(seed: number | string, options: StrongOptions = {}): Picker {
  let n = 0;
  return (state) => strongDecision(state, `${String(seed)}:${n++}`, options).move;
}
