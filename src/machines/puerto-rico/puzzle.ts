/**
 * The flow of a Puerto Rico puzzle in the trainer: the shared puzzle flow (./puzzle-flow.ts) with
 * the Puerto Rico judge (src/puzzles/puerto-rico/judge.ts) and its three hint rungs (src/puzzles/puerto-rico/hints.ts:
 * where to look, what to touch, the move).
 */
import type { Move, MoveError } from '../../engine/puerto-rico';
import { PUERTO_RICO_RUN } from '../../puzzles/puerto-rico/judge';
import type { Node, Solver } from '../../puzzles/puerto-rico/solve';
import { puzzleFlow, type PuzzleFlowContext, type PuzzleFlowInput } from '../puzzle-flow';

export { PUZZLE_MODES, type PuzzleMode, type PuzzleEvent } from '../puzzle-flow';

export type PuzzleInput = PuzzleFlowInput<Solver>;
export type PuzzleContext = PuzzleFlowContext<Solver, Move, Node, MoveError>;

export const puzzleMachine = puzzleFlow({ ...PUERTO_RICO_RUN, id: 'puzzle', maxHint: () => 3 });
