/**
 * The game-independent part of a game review: which decisions are reviewed, the chart over the
 * game, and the one-decision-at-a-time loop a worker reports progress from. Each game supplies
 * its own ReviewGame (how a replay is rebuilt, who has a choice, how a decision is judged), built
 * on its engine's contract (src/engine/contract.ts); the marks are the same for every game.
 *
 *   const r = startReviewWith(ENDEAVOR_REVIEW, replay, budget, [0]);
 *   if (r.ok) for (let d = r.value.next(); d !== null; d = r.value.next()) show(d);
 */
import { err, ok, type Result } from '../../engine/result';
import type { Mark } from './marks';

/** A replay: the inputs a game is rebuilt from (the notation's replay scenario). */
export interface ReplayOf<O, M> {
  options: O;
  seed: number | string;
  moves: readonly M[];
}

/** One move judged: its win chance and expected lead for the seat to act. */
export interface JudgedCore<M> {
  move: M;
  chance: number;
  lead: number;
}

/** What every game's review of one decision says (a game adds its own fields, e.g. reasons). */
export interface DecisionCore<M = unknown> {
  /** Index of the move in the replay (0-based): the position is the game after `index` moves. */
  index: number;
  seat: number;
  played: JudgedCore<M>;
  best: JudgedCore<M>;
  /** best.chance - played.chance, never below 0. */
  lossChance: number;
  /** best.lead - played.lead, never below 0. */
  lossLead: number;
  mark: Mark;
}

/** Each player's share of the win chance after `index` moves, for the chart (sums to 1). */
export interface ChancePoint {
  index: number;
  chances: number[];
}

export type ReviewError = { code: 'review/no-moves'; message: string } | { code: 'review/illegal-move'; index: number; message: string } | { code: 'review/bad-seats'; message: string };

/** What a game tells the review. */
export interface ReviewGame<S, M, R extends { moves: readonly M[] }, B, D extends DecisionCore<M>> {
  /** Every position of the replay from the start (positions[i] after i moves), or the first move the engine refuses. */
  positions(replay: R): Result<S[], ReviewError>;
  players(state: S): number;
  /** The seat with a real choice here (more than one legal move the review can tell apart), or null. */
  chooser(state: S): number | null;
  /** Each player's share of the win chance in a position (sums to 1). */
  chanceShares(state: S): number[];
  /** Reviews one decision: `played` may be any legal move (an exercise's try is judged the same way). */
  reviewDecision(state: S, played: M, budget: B, index: number): D;
  isLegal(state: S, move: unknown): boolean;
}

/** A review in progress: one decision at a time, so a worker can report progress and stop. */
export interface Reviewer<S, D> {
  /** Positions of the whole game, by move index. */
  readonly positions: readonly S[];
  /** The decisions to review, as move indices. */
  readonly todo: readonly number[];
  /** Each player's win-chance share after every move (0 .. moves), for the chart. */
  readonly chart: readonly ChancePoint[];
  /** Reviews the next decision, or null when all are done. */
  next(): D | null;
}

/** Starts the review of `seats` (every seat when null) in a replay. */
export function startReviewWith<S, M, R extends { moves: readonly M[] }, B, D extends DecisionCore<M>>(
  game: ReviewGame<S, M, R, B, D>,
  replay: R,
  budget: B,
  seats: readonly number[] | null,
): Result<Reviewer<S, D>, ReviewError> {
  if (replay.moves.length === 0) return err({ code: 'review/no-moves', message: 'The replay has no moves to review.' });
  const built = game.positions(replay);
  if (!built.ok) return built;
  const positions = built.value;
  const n = game.players(positions[0]!);
  if (seats !== null && (seats.length === 0 || seats.some((s) => !Number.isInteger(s) || s < 0 || s >= n)))
    return err({ code: 'review/bad-seats', message: `The seats to review must be among 1 to ${n}.` });
  const chosen = new Set(seats ?? Array.from({ length: n }, (_, i) => i));
  const todo: number[] = [];
  for (let i = 0; i < replay.moves.length; i++) {
    const seat = game.chooser(positions[i]!);
    if (seat !== null && chosen.has(seat)) todo.push(i);
  }
  const chart = positions.map((s, index) => ({ index, chances: game.chanceShares(s) }));
  let at = 0;
  return ok({
    positions,
    todo,
    chart,
    next: () => {
      if (at >= todo.length) return null;
      const i = todo[at++]!;
      return game.reviewDecision(positions[i]!, replay.moves[i]!, budget, i);
    },
  });
}

/** Reviews a whole replay at once (tests, the bench script). */
export function reviewAllWith<S, M, R extends { moves: readonly M[] }, B, D extends DecisionCore<M>>(
  game: ReviewGame<S, M, R, B, D>,
  replay: R,
  budget: B,
  seats: readonly number[] | null,
): Result<D[], ReviewError> {
  const r = startReviewWith(game, replay, budget, seats);
  if (!r.ok) return r;
  const out: D[] = [];
  for (let d = r.value.next(); d !== null; d = r.value.next()) out.push(d);
  return ok(out);
}

/**
 * Rebuilds the game of a replay with a game's engine: every position from the start, or the
 * first move the engine refuses (in the engine's words).
 */
export function replayPositionsWith<S, M, O>(
  replay: ReplayOf<O, M>,
  start: (options: O, seed: number | string) => S,
  apply: (state: S, move: M) => Result<S, { message: string }>,
): Result<S[], ReviewError> {
  const positions: S[] = [start(replay.options, replay.seed)];
  for (let i = 0; i < replay.moves.length; i++) {
    const r = apply(positions[i]!, replay.moves[i]!);
    if (!r.ok) return err({ code: 'review/illegal-move', index: i, message: `Move ${i + 1} of the replay is not legal: ${r.error.message}` });
    positions.push(r.value);
  }
  return ok(positions);
}

/** A winning chance from an expected lead, on a logistic scale (`scale` lead gives 73%). */
export const winChanceOf = (lead: number, scale: number): number => 1 / (1 + Math.exp(-lead / scale));

/**
 * The best of the judged candidates and the played move's mark. The search's order decides a tie
 * (the played move is last among the candidates).
 */
export function judgeDecision<M, J extends JudgedCore<M>>(judged: readonly J[], played: M, same: (a: M, b: M) => boolean, markOf: (loss: number, isBest: boolean) => Mark) {
  let best = judged[0]!;
  for (const j of judged) if (j.chance > best.chance + 1e-12 || (Math.abs(j.chance - best.chance) <= 1e-12 && j.lead > best.lead + 1e-9)) best = j;
  const mine = judged.find((j) => same(j.move, played))!;
  const isBest = same(best.move, played) || mine.chance >= best.chance - 1e-12;
  const top = isBest ? mine : best;
  const lossChance = Math.max(0, top.chance - mine.chance);
  const lossLead = Math.max(0, top.lead - mine.lead);
  return { best: top, mine, isBest, lossChance, lossLead, mark: markOf(lossChance, isBest) };
}
