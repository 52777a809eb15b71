/**
 * Endeavor's game review: for each decision of the chosen seats, the strong bot's best move at a
 * stated budget and what the move played cost, through the game-independent review
 * (../review/reviewer.ts; the marks and thresholds are the same for both games).
 *
 * For each decision with more than one legal move:
 * 1. the strong bot (strong.ts) searches the position with the budget's candidates and depth and a
 *    seed derived from the budget's seed and the decision's index (Endeavor hides nothing the
 *    search needs, so no determinisation);
 * 2. its three best options and the played move are each judged by one fixed measure: play the
 *    move, then `depth` decisions with the heuristic in every seat (the same seed for every move,
 *    so the comparison is fair), and read the mover's position lead (the heuristic's value of
 *    each seat, so glory still to come counts; the glory lead itself once the game is over) as an
 *    expected glory lead and, on a logistic scale, a win chance;
 * 3. the best of those is the review's best move; the played move's loss is the difference, and
 *    its mark follows from the win-chance loss by REVIEW_THRESHOLDS.
 * Each move's reason is what its judged rollout brought the mover (explain.ts).
 */
import { applyMove, isGameOver, isLegal, legalMoves, outcome } from '../../engine/endeavor/game';
import type { Move } from '../../engine/endeavor/moves';
import { newGame, type PlayerCount } from '../../engine/endeavor/setup';
import { scores } from '../../engine/endeavor/scoring';
import type { GameState } from '../../engine/endeavor/state';
import type { Phase } from '../../engine/endeavor/vocabulary';
import type { Result } from '../../engine/result';
import { markOf } from '../review/marks';
import { type DecisionCore, type ReplayOf, type ReviewError, type ReviewGame, judgeDecision, replayPositionsWith, reviewAllWith, startReviewWith, winChanceOf } from '../review/reviewer';
import type { EndeavorReviewBudget } from './review-budget';
import { type EndeavorReason, endeavorReason } from './explain';
import { evaluate } from './heuristic';
import { rollout, strongDecision } from './strong';

/** An Endeavor replay: player count, seed and moves (the notation's replay scenario). */
export type EndeavorReplay = ReplayOf<{ players: PlayerCount }, Move>;

/** Candidates from the search judged besides the played move. */
const CANDIDATES = 3;

/** Glory lead that turns into a winning chance of 73%. */
export const LEAD_SCALE = 4;

export interface EndeavorJudgedMove {
  move: Move;
  chance: number;
  lead: number;
  reason: EndeavorReason;
}

/** The review of one Endeavor decision. */
export interface EndeavorDecisionReview extends DecisionCore<Move> {
  round: number;
  phase: Phase;
  /** Legal moves there were. */
  options: number;
  /** Decisions each judged rollout looked ahead (for the reasons' words). */
  depth: number;
  played: EndeavorJudgedMove;
  best: EndeavorJudgedMove;
}

/** Moves are plain JSON; a move from a link may list its fields in another order. */
function keyOf(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );
}
export const sameMove = (a: Move, b: Move): boolean => keyOf(a) === keyOf(b);

/**
 * The mover's lead in a position: its value minus the best other seat's, each as the heuristic
 * values the position for that seat; the glory lead itself once the game is over.
 */
export function positionLead(s: GameState, seat: number): number {
  if (isGameOver(s)) {
    const totals = scores(s).map((x) => x.total);
    return (totals[seat] ?? 0) - Math.max(...totals.filter((_, i) => i !== seat));
  }
  const values = s.players.map((_, i) => evaluate(s, i));
  return (values[seat] ?? 0) - Math.max(...values.filter((_, i) => i !== seat));
}

function judgePosition(s: GameState, seat: number): { chance: number; lead: number } {
  const lead = positionLead(s, seat);
  const o = outcome(s);
  if (o.over) return { chance: o.winners.includes(seat) ? 1 / o.winners.length : 0, lead };
  return { chance: winChanceOf(lead, LEAD_SCALE), lead };
}

/** Each player's share of the win chance in a position (sums to 1), for the chart. */
export function chanceShares(s: GameState): number[] {
  const o = outcome(s);
  if (o.over) return s.players.map((_, i) => (o.winners.includes(i) ? 1 / o.winners.length : 0));
  const raw = s.players.map((_, i) => winChanceOf(positionLead(s, i), LEAD_SCALE));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((c) => c / sum);
}

/**
 * Reviews one decision: `state` is the position after `index` moves, `played` the move made there
 * (any legal move: an exercise's try is judged the same way). Deterministic for a given state,
 * move, budget and index.
 */
export function reviewDecision(state: GameState, played: Move, budget: EndeavorReviewBudget, index: number): EndeavorDecisionReview {
  const seat = state.toAct ?? 0;
  const legal = legalMoves(state);
  const report = strongDecision(state, `review:${budget.seed}:${index}`, { candidates: budget.candidates, depth: budget.depth });
  const candidates: Move[] = report.options.slice(0, CANDIDATES).map((o) => o.move);
  if (candidates.length === 0) candidates.push(report.move);
  if (!candidates.some((m) => sameMove(m, played))) candidates.push(played);
  const judged = candidates.map((move) => {
    const after = applyMove(state, move);
    if (!after.ok) throw new RangeError(`the review judged a move the engine refuses: ${after.error.message}`);
    const end = rollout(after.value, budget.depth, `judge:${budget.seed}:${index}`);
    return { move, ...judgePosition(end, seat), reason: endeavorReason(state, end, seat) };
  });
  const { best, mine, lossChance, lossLead, mark } = judgeDecision(judged, played, sameMove, markOf);
  return { index, seat, round: state.round, phase: state.phase, options: legal.length, depth: budget.depth, played: mine, best, lossChance, lossLead, mark };
}

/** Rebuilds the game of a replay: every position from the start, or the first move the engine refuses. */
export function replayPositions(replay: EndeavorReplay): Result<GameState[], ReviewError> {
  return replayPositionsWith(replay, newGame, applyMove);
}

/** Endeavor for the game-independent review: a decision is reviewed when the seat to act had more than one legal move. */
export const ENDEAVOR_REVIEW: ReviewGame<GameState, Move, EndeavorReplay, EndeavorReviewBudget, EndeavorDecisionReview> = {
  positions: replayPositions,
  players: (s) => s.players.length,
  chooser: (s) => (s.toAct !== null && legalMoves(s).length > 1 ? s.toAct : null),
  chanceShares,
  reviewDecision,
  isLegal,
};

export const startEndeavorReview = (replay: EndeavorReplay, budget: EndeavorReviewBudget, seats: readonly number[] | null) => startReviewWith(ENDEAVOR_REVIEW, replay, budget, seats);
export const reviewEndeavorReplay = (replay: EndeavorReplay, budget: EndeavorReviewBudget, seats: readonly number[] | null) => reviewAllWith(ENDEAVOR_REVIEW, replay, budget, seats);

/** A short stable text of a decision's review, for recorded expectations. */
export function endeavorDecisionLine(d: EndeavorDecisionReview): string {
  return `${d.index} s${d.seat} ${d.mark} ${keyOf(d.best.move)}${d.mark === 'best' ? '' : ` > ${keyOf(d.played.move)}`}`;
}
