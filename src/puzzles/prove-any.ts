/**
 * The review page's "is this mistake a puzzle?" for either game: a request naming
 * `game: 'endeavor'` goes to the Endeavor prover, any other to Puerto Rico's (whose requests
 * predate the field). Used by the review worker and by the page when it has no worker.
 */
import { answerEndeavorProve } from './endeavor/review-puzzle';
import { answerProve } from './puerto-rico/review-puzzle';

export const answerAnyProve = (data: unknown) => ((data as { game?: unknown } | null)?.game === 'endeavor' ? answerEndeavorProve(data) : answerProve(data));
