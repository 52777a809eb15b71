/**
 * Where a machine stands after a line of moves from a position: the machine is started on the
 * position and fed each move as its event. A lesson uses this to light up, on the statechart,
 * the state the phase is in while the learner plays.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { activePaths } from '../active-paths';
import { eventFor } from './events';
import { MACHINES, type MachineName } from './index';

export { activePaths };

/** The active state paths of `machine` after `moves` from `start`, and whether every move was accepted. */
export function track(machine: MachineName, start: GameState, moves: readonly Move[]): { paths: string[]; refused: boolean } {
  const actor = createActor(MACHINES[machine] as AnyStateMachine, { input: { state: start } }).start();
  let refused = false;
  for (const m of moves) {
    if (actor.getSnapshot().status === 'done') break;
    const event = eventFor(machine, m);
    // A move the machine has no transition for in its current state is as wrong as a refused one.
    if (event === null || !actor.getSnapshot().can(event as never)) {
      refused = true;
      continue;
    }
    actor.send(event);
    if ((actor.getSnapshot().context as { refusal: unknown }).refusal !== null) refused = true;
  }
  const paths = activePaths(actor.getSnapshot().value);
  actor.stop();
  return { paths, refused };
}
