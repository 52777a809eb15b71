/**
 * Where a machine stands after a line of moves from a position: the machine is started on the
 * position and fed each move as its event. A lesson uses this to light up, on the statechart,
 * the state the phase is in while the learner plays.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { eventFor } from './events';
import { MACHINES, type MachineName } from './index';

/** Dotted paths of the active states, outermost first, e.g. ['playingRole', 'playingRole.captain']. */
export function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return [path, ...activePaths(v, path)];
  });
}

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
