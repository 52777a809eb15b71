/**
 * The heuristic bot: looks one decision ahead. For every legal move it plays the rest of the
 * phase with a greedy policy (every player takes the move that looks best for him right away) and
 * scores the position it reaches with the evaluation (bots/evaluate.ts). A role is the key
 * decision, so after a role's phase it also lets the next player choose his best role from what
 * is left, and counts that against the option ("leaves Trader to Bea").
 *
 * It sees only what its seat may see: it plays on `estimate(playerView(...))`.
 */
import { Rng, seedRandom } from '../../engine/random';
import type { Picker } from '../../engine/puerto-rico/game';
import { applyLegalMove, applyLegalMoveInPlace, legalMoves } from '../../engine/puerto-rico/game';
import type { Move } from '../../engine/puerto-rico/moves';
import { declinesBonus, declinesColonist } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { playerView } from '../../engine/puerto-rico/view';
import { estimate, moveValue, positionValue, worths } from './evaluate';
import type { BotDecision, ConsideredMove, LeftRole } from './explain';
import { explainOption } from './explain';

/** Options of the heuristic bot. */
export interface HeuristicOptions {
  /** Seed of the bot's own generator (the guess of hidden tiles, ties in the draft). Default 0. */
  seed?: number | string;
  /** Player names by seat (unused: the page words the reasons, with its own names). */
  names?: readonly string[];
  /** 2 (default): after a role's phase, the next player's best reply is counted too; 1: not. */
  lookahead?: 1 | 2;
}

/** Safety bound on the moves of one simulated phase. */
const PHASE_MOVES = 400;

/**
 * The greedy policy: the legal move after which the player to act has the best position value,
 * first one on ties. `legal` must be legalMoves(s).
 */
export function greedyMove(s: GameState, legal: readonly Move[]): Move {
  const seat = s.toAct;
  let best = legal[0]!;
  if (legal.length === 1) return best;
  let bestValue = -Infinity;
  for (const m of legal) {
    // A free colonist is always taken: the evaluation cannot see what one is worth later. So is a
    // VP bonus (RULINGS.md base 22): the evaluation cannot weigh one more round against one more point.
    if (declinesColonist(m) || declinesBonus(m)) continue;
    const v = moveValue(applyLegalMove(s, m), seat, m.type === 'role');
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

/** Whether the phase in progress is over: a role is to be chosen, or the game has ended. */
const betweenPhases = (s: GameState): boolean => s.phase === 'role' || s.phase === 'over';

/** Plays the rest of the current phase in place with the greedy policy. */
export function finishPhase(s: GameState): GameState {
  for (let i = 0; i < PHASE_MOVES && !betweenPhases(s) && s.phase !== 'draft'; i++) applyLegalMoveInPlace(s, greedyMove(s, legalMoves(s)));
  return s;
}

/** The next player's best role from `s` (a role choice by somebody else), played out; null if none. */
function bestReply(s: GameState): { state: GameState; left: LeftRole } | null {
  if (s.phase !== 'role') return null;
  const seat = s.toAct;
  let best: { state: GameState; left: LeftRole } | null = null;
  let bestValue = -Infinity;
  for (const m of legalMoves(s)) {
    if (m.type !== 'role') continue;
    const after = finishPhase(applyLegalMove(s, m));
    const v = positionValue(after, seat);
    if (v > bestValue) {
      bestValue = v;
      best = { state: after, left: { seat, role: m.role } };
    }
  }
  return best;
}

/** One option weighed: the position it leads to, its value for `seat`, and its reason. */
export interface WeighedOption extends ConsideredMove {
  /** The position at the end of the phase (and of the next player's reply, if counted). */
  after: GameState;
}

/**
 * Weighs one move from a full-information position `s` (already an estimate or sample of what
 * the seat knows): plays it, the rest of the phase, and with lookahead 2 the next player's reply.
 */
export function weigh(s: GameState, seat: number, m: Move, lookahead: 1 | 2 = 2): WeighedOption {
  const endOfPhase = finishPhase(applyLegalMove(s, m));
  let after = endOfPhase;
  let left: LeftRole | undefined;
  if (lookahead === 2 && m.type === 'role' && endOfPhase.phase === 'role' && endOfPhase.toAct !== seat) {
    const reply = bestReply(endOfPhase);
    if (reply !== null) {
      after = reply.state;
      left = reply.left;
    }
  }
  return { move: m, value: positionValue(after, seat, worths(after)), reason: explainOption(m, s, endOfPhase, seat, left), after };
}

/**
 * The heuristic bot's decision for `seat` (who must be the player to act), with every option's
 * value (expected VP lead) and reason. Deterministic for a given state and seed.
 */
export function heuristicDecision(state: GameState, seat: number, options: HeuristicOptions = {}): BotDecision {
  if (state.toAct !== seat || state.phase === 'over') throw new Error("heuristicDecision: it is not this seat's turn");
  const rng = new Rng(seedRandom(options.seed ?? 0));
  const s = estimate(playerView(state, seat), rng);
  const legal = legalMoves(s);
  if (legal.length === 0) throw new Error('heuristicDecision: no legal move');
  let considered: ConsideredMove[];
  if (s.phase === 'draft') {
    // The draft only decides which buildings exist; the evaluation cannot tell them apart, so the bot picks by its seed.
    const pick = legal[rng.int(legal.length)]!;
    considered = [pick, ...legal.filter((m) => m !== pick)].map((m) => ({ move: m, value: 0, reason: null }));
  } else {
    considered = legal.map((m) => {
      const { after: _after, ...opt } = weigh(s, seat, m, options.lookahead ?? 2);
      return opt;
    });
    // Stable sort: ties keep the engine's move order, so the choice is deterministic. Declining a
    // free colonist or a VP bonus (RULINGS.md base 22) is explained but ranked last: the evaluation
    // cannot see what a colonist is worth later, nor weigh one more round against one more point.
    const last = (o: ConsideredMove): number => (declinesColonist(o.move) || declinesBonus(o.move) ? 1 : 0);
    considered = considered
      .map((o, i) => ({ o, i }))
      .sort((a, b) => last(a.o) - last(b.o) || b.o.value - a.o.value || a.i - b.i)
      .map((x) => x.o);
  }
  const chosen = considered[0]!;
  return {
    move: chosen.move,
    explanation: { level: 'heuristic', seat, measure: s.phase === 'draft' ? 'none' : 'vp-margin', pick: s.phase === 'draft' ? 'lot' : 'best', options: considered },
  };
}

/** The heuristic bot as a playGame picker; `seed` varies its guesses of hidden tiles. */
export function heuristicBot(seed: number | string = 0, options: Omit<HeuristicOptions, 'seed'> = {}): Picker {
  let n = 0;
  return (state, legal) => {
    if (legal.length === 1) return legal[0]!;
    // A fresh seed per decision, so guesses are not the same every turn, yet the game is reproducible.
    return heuristicDecision(state, state.toAct, { ...options, seed: `${seed}:${n++}` }).move;
  };
}
