/**
 * The fixed Endeavor game the review is tested and measured on: three heuristic bots from seed 7,
 * a complete game. Built by the engine and the heuristic bot, so a change to either changes it;
 * the recorded review (fixtures/review-expected.txt) is then regenerated on purpose.
 */
import { newGame, playGame } from '../../engine/endeavor';
import { heuristicBot } from './heuristic';
import type { EndeavorReplay } from './review';

export const ENDEAVOR_REVIEW_GAME_SEED = 7;

export function endeavorReviewGame(): EndeavorReplay {
  const options = { players: 3 as const };
  const { moves } = playGame(newGame(options, ENDEAVOR_REVIEW_GAME_SEED), heuristicBot(ENDEAVOR_REVIEW_GAME_SEED));
  return { options, seed: ENDEAVOR_REVIEW_GAME_SEED, moves };
}
