/**
 * The flow of an Endeavor puzzle in the trainer: the shared puzzle flow (./puzzle-flow.ts) with
 * the Endeavor judge (src/puzzles/endeavor/judge.ts). Its hint ladder is the file's hints, then
 * the move itself from the solver.
 */
import type { Move } from '../../engine/endeavor';
import { ENDEAVOR_RUN, type EndeavorRefusal } from '../../puzzles/endeavor/judge';
import type { EndeavorNode, EndeavorSolver } from '../../puzzles/endeavor/solve';
import { puzzleFlow, type PuzzleFlowContext, type PuzzleFlowInput, type PuzzleMode } from '../puzzle-flow';

export { PUZZLE_MODES as ENDEAVOR_PUZZLE_MODES } from '../puzzle-flow';
export type EndeavorPuzzleMode = PuzzleMode;

export type EndeavorPuzzleInput = PuzzleFlowInput<EndeavorSolver>;
export type EndeavorPuzzleContext = PuzzleFlowContext<EndeavorSolver, Move, EndeavorNode, EndeavorRefusal>;

export const endeavorPuzzleMachine = puzzleFlow({ ...ENDEAVOR_RUN, id: 'endeavorPuzzle', maxHint: (fileHints) => fileHints + 1 });
