/**
 * Puerto Rico's review as the worker serves it: the game-independent protocol
 * (../review/protocol.ts, where the messages are described) with this game's review, budget and
 * replay. `serveReview` and `serveReviewInSlices` answer a Puerto Rico request.
 */
import type { Move } from '../../engine/puerto-rico/moves';
import { isObject as isObj } from '../../engine/validate';
import { answersWith, type ReviewResponseOf, type Schedule, type ServedGame, serveInSlices } from '../review/protocol';
import { type DecisionReview, PUERTO_RICO_REVIEW, type Replay, type ReviewBudget } from './review';
import { PR_BUDGET_SPEC } from './review-budget';
import type { GameState } from '../../engine/puerto-rico';

export type { ReviewFailure, Schedule } from '../review/protocol';

export type ReviewRequest =
  | { type: 'review'; game?: 'puerto-rico'; replay: Replay; budget: ReviewBudget; seats: number[] | null }
  | { type: 'judge'; game?: 'puerto-rico'; replay: Replay; budget: ReviewBudget; index: number; move: Move };

export type ReviewResponse = ReviewResponseOf<DecisionReview>;

function replayOf(x: unknown): Replay | null {
  if (!isObj(x) || !isObj(x.options) || typeof x.seed !== 'number' || !Array.isArray(x.moves)) return null;
  return { options: x.options as unknown as Replay['options'], seed: x.seed, moves: x.moves as Move[] };
}

export const PUERTO_RICO_SERVED: ServedGame<GameState, Move, Replay, ReviewBudget, DecisionReview> = {
  review: PUERTO_RICO_REVIEW,
  budget: PR_BUDGET_SPEC,
  readReplay: replayOf,
};

/** The answers to one message, one at a time (../review/protocol.ts answersWith). */
export const reviewAnswers = (data: unknown) => answersWith(PUERTO_RICO_SERVED, data);

/** Answers one message, posting every answer through `post` (the worker). Never throws. */
export function serveReview(data: unknown, post: (r: ReviewResponse) => void): void {
  for (const r of reviewAnswers(data)) post(r);
}

/** Answers one message on the calling thread in slices (no worker); returns the way to stop. */
export function serveReviewInSlices(data: unknown, post: (r: ReviewResponse) => void, schedule?: Schedule): () => void {
  return serveInSlices(reviewAnswers(data), post, schedule);
}
