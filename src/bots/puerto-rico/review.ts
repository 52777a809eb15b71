/**
 * Game review: the strong bot looks back over a finished game (or any replay) and says, for each
 * decision of the chosen seats, which move it would have made and what the played move cost.
 *
 *   const r = startReview({ options, seed, moves }, { playouts: 150, samples: 6, seed: 1 }, [0]);
 *   if (r.ok) for (let d = r.value.next(); d !== null; d = r.value.next()) show(d);
 *
 * For each decision with more than one legal move:
 * 1. the strong bot (mcts.ts) searches from what the seat saw (its playerView) with `playouts`
 *    iterations and a seed derived from the budget's seed and the decision's index;
 * 2. its three most searched moves and the played move are each judged by one fixed measure: over
 *    `samples` determinisations (the same ones for every move, so the comparison is fair), play
 *    the move, the rest of its phase and two more roles greedily, then read the evaluation as a
 *    win chance and as an expected VP lead;
 * 3. the best of those is the review's best move; the played move's loss is the difference, and
 *    its mark follows from the win-chance loss by REVIEW_THRESHOLDS.
 * Everything is seeded, so a replay and a budget give the same review everywhere.
 */
import { outcome } from '../../engine/puerto-rico/scoring';
import { applyLegalMove, applyLegalMoveInPlace, applyMove, isLegal as isLegalMove, legalMoves } from '../../engine/puerto-rico/game';
import type { GameOptions } from '../../engine/puerto-rico/options';
import type { Move } from '../../engine/puerto-rico/moves';
import { moveToString, sameMove } from '../../engine/puerto-rico/moves';
import { newGame } from '../../engine/puerto-rico/setup';
import type { GameState, Phase } from '../../engine/puerto-rico';
import { playerView } from '../../engine/puerto-rico/view';
import { Rng, seedRandom } from '../../engine/random';
import type { Result } from '../../engine/result';
import { determinise, estimate, positionValue, worths } from './evaluate';
import type { OptionReason } from './explain';
import { finishPhase, greedyMove, weigh } from './heuristic';
import { mctsDecision } from './mcts';
import { type ReviewError, type ReviewGame, judgeDecision, replayPositionsWith, reviewAllWith, startReviewWith, winChanceOf, type Reviewer as GenericReviewer } from '../review/reviewer';
import { markOf } from '../review/marks';
import type { Mark, ReviewBudget } from './review-budget';

export { BUDGET_LIMITS, DEFAULT_REVIEW_BUDGET, MARKS, REVIEW_THRESHOLDS } from './review-budget';
export type { Mark, ReviewBudget } from './review-budget';
export { markOf } from '../review/marks';
export type { ChancePoint, ReviewError } from '../review/reviewer';

/** Roles played greedily after a candidate's phase before it is judged. */
const JUDGE_ROLES = 2;

/** Candidates from the search judged besides the played move. */
const CANDIDATES = 3;

/** Scale of the VP lead that turns into a winning chance of 73% (as in mcts.ts). */
const MARGIN_SCALE = 4;
const winChance = (lead: number): number => winChanceOf(lead, MARGIN_SCALE);

/** A replay: the inputs a game is rebuilt from (notation's replay scenario). */
export interface Replay {
  options: GameOptions;
  seed: number;
  moves: readonly Move[];
}

/** One move judged: its win chance and expected VP lead for the seat, and the bot's reason. */
export interface JudgedMove {
  move: Move;
  chance: number;
  lead: number;
  reason: OptionReason | null;
}

/** The review of one decision. */
export interface DecisionReview {
  /** Index of the move in the replay (0-based): the position is the game after `index` moves. */
  index: number;
  seat: number;
  round: number;
  phase: Phase;
  /** Legal moves there were. */
  options: number;
  played: JudgedMove;
  best: JudgedMove;
  /** best.chance - played.chance, never below 0. */
  lossChance: number;
  /** best.lead - played.lead, never below 0. */
  lossLead: number;
  mark: Mark;
}

/** Each player's share of the evaluation's win chances in a position (the whole state: the game is over when it is reviewed). */
export function chanceShares(s: GameState): number[] {
  const o = outcome(s);
  if (o.over) return s.players.map((_, i) => (o.winners.includes(i) ? 1 / o.winners.length : 0));
  const all = worths(s);
  const raw = s.players.map((_, i) => winChance(positionValue(s, i, all)));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((c) => c / sum);
}

/** Plays on in place with the greedy policy until `roles` more roles have been chosen or the game ends. */
function greedyRoles(s: GameState, roles: number): void {
  let left = roles;
  for (let guard = 0; guard < 5000 && s.phase !== 'over'; guard++) {
    if (s.phase === 'role') {
      if (left <= 0) return;
      left--;
    }
    applyLegalMoveInPlace(s, greedyMove(s, legalMoves(s)));
  }
}

/** Win chance and VP lead of a finished or judged position for `seat`. */
function judgePosition(s: GameState, seat: number): { chance: number; lead: number } {
  const lead = positionValue(s, seat);
  const o = outcome(s);
  if (o.over) return { chance: o.winners.includes(seat) ? 1 / o.winners.length : 0, lead };
  return { chance: winChance(lead), lead };
}

/** The determinisations a decision's moves are judged on: the same for every move. */
function samplesFor(state: GameState, seat: number, budget: ReviewBudget, index: number): GameState[] {
  const view = playerView(state, seat);
  const rng = new Rng(seedRandom(`review:${budget.seed}:${index}`));
  return Array.from({ length: budget.samples }, () => determinise(view, rng));
}

/** Judges one move on the given samples (each sample is left untouched). */
function judgeOn(samples: readonly GameState[], seat: number, m: Move): { chance: number; lead: number } {
  let chance = 0;
  let lead = 0;
  for (const d of samples) {
    const t = finishPhase(applyLegalMove(d, m));
    greedyRoles(t, JUDGE_ROLES);
    const j = judgePosition(t, seat);
    chance += j.chance;
    lead += j.lead;
  }
  return { chance: chance / samples.length, lead: lead / samples.length };
}

/** The bot's reason for a move, from the seat's best guess of what it could not see. */
function reasonFor(state: GameState, seat: number, m: Move, budget: ReviewBudget, index: number): OptionReason | null {
  const guess = estimate(playerView(state, seat), new Rng(seedRandom(`reason:${budget.seed}:${index}`)));
  if (guess.phase === 'draft' || guess.phase === 'over') return null;
  return weigh(guess, seat, m, 1).reason;
}

/**
 * Reviews one decision: `state` is the position after `index` moves, `played` the move made
 * there (any legal move: the learner's try in an exercise is judged the same way).
 * Deterministic for a given state, move, budget and index.
 */
export function reviewDecision(state: GameState, played: Move, budget: ReviewBudget, index: number): DecisionReview {
  const seat = state.toAct;
  const legal = legalMoves(state);
  const search = mctsDecision(state, seat, { iterations: budget.playouts, seed: `review:${budget.seed}:${index}`, quiet: true });
  const candidates: Move[] = [];
  for (const o of search.explanation.options.slice(0, CANDIDATES)) candidates.push(o.move);
  if (!candidates.some((m) => sameMove(m, played))) candidates.push(played);
  const samples = samplesFor(state, seat, budget, index);
  const judged = candidates.map((m) => ({ move: m, ...judgeOn(samples, seat, m) }));
  const { best, mine, isBest, lossChance, lossLead, mark } = judgeDecision(judged, played, sameMove, markOf);
  return {
    index,
    seat,
    round: state.round,
    phase: state.phase,
    options: legal.length,
    played: { ...mine, reason: reasonFor(state, seat, played, budget, index) },
    best: isBest ? { ...mine, reason: null } : { ...best, reason: reasonFor(state, seat, best.move, budget, index) },
    lossChance,
    lossLead,
    mark,
  };
}

/** A review in progress: one decision at a time, so a worker can report progress and stop. */
export type Reviewer = GenericReviewer<GameState, DecisionReview>;

/** Rebuilds the game of a replay: every position from the start, or the first move the engine refuses. */
export function replayPositions(replay: Replay): Result<GameState[], ReviewError> {
  return replayPositionsWith(replay, newGame, applyMove);
}

/**
 * Puerto Rico for the game-independent review (../review/reviewer.ts). A decision is reviewed
 * when the seat to act had more than one legal move (the draft too is a choice, but the
 * evaluation cannot tell its options apart, so it is left out).
 */
export const PUERTO_RICO_REVIEW: ReviewGame<GameState, Move, Replay, ReviewBudget, DecisionReview> = {
  positions: replayPositions,
  players: (s) => s.players.length,
  chooser: (s) => (s.phase !== 'draft' && s.phase !== 'over' && legalMoves(s).length > 1 ? s.toAct : null),
  chanceShares,
  reviewDecision,
  isLegal: (s, m) => isLegalMove(s, m),
};

/** Starts the review of `seats` (all seats when null) in a replay. */
export function startReview(replay: Replay, budget: ReviewBudget, seats: readonly number[] | null): Result<Reviewer, ReviewError> {
  return startReviewWith(PUERTO_RICO_REVIEW, replay, budget, seats);
}

/** Reviews a whole replay at once (tests, the bench script). */
export function reviewReplay(replay: Replay, budget: ReviewBudget, seats: readonly number[] | null): Result<DecisionReview[], ReviewError> {
  return reviewAllWith(PUERTO_RICO_REVIEW, replay, budget, seats);
}

/** A short stable text of a decision's review, for recorded expectations: "12 s1 mistake builder:build/small-market > pass". */
export function decisionLine(d: DecisionReview): string {
  return `${d.index} s${d.seat} ${d.mark} ${moveToString(d.best.move)}${d.mark === 'best' ? '' : ` > ${moveToString(d.played.move)}`}`;
}
