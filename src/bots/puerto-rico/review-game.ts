/**
 * The fixed game the review is tested and measured on: four heuristic bots from seed 7, a
 * complete game of 265 moves. Built by the engine and the heuristic bot, so a change to either
 * changes it; the recorded review (fixtures/review-expected.txt) is then regenerated on purpose.
 */
import { DEFAULT_OPTIONS, newGame, playGame } from '../../engine/puerto-rico';
import { heuristicBot } from './heuristic';
import type { Replay } from './review';

export const REVIEW_GAME_SEED = 7;

export function reviewGame(): Replay {
  const options = { ...DEFAULT_OPTIONS, players: 4 as const };
  const { moves } = playGame(newGame(options, REVIEW_GAME_SEED), heuristicBot(REVIEW_GAME_SEED));
  return { options, seed: REVIEW_GAME_SEED, moves };
}
