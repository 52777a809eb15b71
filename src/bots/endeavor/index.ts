/** The bots: pickers for playGame. */
export { randomBot } from './random';
export { heuristicBot, evaluate, HEURISTIC_WEIGHTS } from './heuristic';
