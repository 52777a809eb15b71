/**
 * The review worker's answers for either game: a request names its game (absent: Puerto Rico),
 * and each game's review answers its own (../puerto-rico/review-protocol.ts,
 * ../endeavor/review-protocol.ts).
 */
import { endeavorReviewAnswers } from '../endeavor/review-protocol';
import { reviewAnswers } from '../puerto-rico/review-protocol';
import { requestGame, type ReviewResponseOf, type Schedule, serveInSlices } from './protocol';
import type { DecisionCore } from './reviewer';

export type AnyReviewResponse = ReviewResponseOf<DecisionCore>;

/** The answers to one message of either game. Never throws. */
export function anyReviewAnswers(data: unknown): Generator<AnyReviewResponse, void, void> {
  return (requestGame(data) === 'endeavor' ? endeavorReviewAnswers(data) : reviewAnswers(data)) as Generator<AnyReviewResponse, void, void>;
}

/** Answers one message, posting every answer through `post` (the worker). Never throws. */
export function serveAnyReview(data: unknown, post: (r: AnyReviewResponse) => void): void {
  for (const r of anyReviewAnswers(data)) post(r);
}

/** Answers one message on the calling thread in slices (no worker); returns the way to stop. */
export function serveAnyReviewInSlices(data: unknown, post: (r: AnyReviewResponse) => void, schedule?: Schedule): () => void {
  return serveInSlices(anyReviewAnswers(data), post, schedule);
}
