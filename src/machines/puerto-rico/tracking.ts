/**
 * Where a machine stands after a line of moves from a position: the machine is started on the
 * position and fed each move as its event. A lesson uses this to light up, on the statechart,
 * the state the phase is in while the learner plays.
 */
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { activePaths } from '../active-paths';
import { MACHINES, type MachineName } from './index';
import { trackMachine } from './track-machine';

export { activePaths };

/** The active state paths of `machine` after `moves` from `start`, and whether every move was accepted. */
export function track(machine: MachineName, start: GameState, moves: readonly Move[]): { paths: string[]; refused: boolean } {
  return trackMachine({ name: machine, machine: MACHINES[machine] }, start, moves);
}
