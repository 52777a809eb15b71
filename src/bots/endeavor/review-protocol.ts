/**
 * Endeavor's review as the worker serves it: the game-independent protocol (../review/protocol.ts,
 * where the messages are described) with this game's review, budget and replay.
 */
import type { GameState, Move } from '../../engine/endeavor';
import { isObject as isObj } from '../../engine/validate';
import { answersWith, type ReviewResponseOf, type ServedGame } from '../review/protocol';
import { ENDEAVOR_REVIEW, type EndeavorDecisionReview, type EndeavorReplay } from './review';
import { ENDEAVOR_BUDGET_SPEC, type EndeavorReviewBudget } from './review-budget';

export type EndeavorReviewRequest =
  | { type: 'review'; game: 'endeavor'; replay: EndeavorReplay; budget: EndeavorReviewBudget; seats: number[] | null }
  | { type: 'judge'; game: 'endeavor'; replay: EndeavorReplay; budget: EndeavorReviewBudget; index: number; move: Move };

export type EndeavorReviewResponse = ReviewResponseOf<EndeavorDecisionReview>;

function replayOf(x: unknown): EndeavorReplay | null {
  if (!isObj(x) || !isObj(x.options) || !Array.isArray(x.moves)) return null;
  const players = x.options.players;
  if ((players !== 3 && players !== 4 && players !== 5) || (typeof x.seed !== 'number' && typeof x.seed !== 'string')) return null;
  return { options: { players }, seed: x.seed, moves: x.moves as Move[] };
}

export const ENDEAVOR_SERVED: ServedGame<GameState, Move, EndeavorReplay, EndeavorReviewBudget, EndeavorDecisionReview> = {
  review: ENDEAVOR_REVIEW,
  budget: ENDEAVOR_BUDGET_SPEC,
  readReplay: replayOf,
};

/** The answers to one Endeavor message, one at a time. */
export const endeavorReviewAnswers = (data: unknown) => answersWith(ENDEAVOR_SERVED, data);
