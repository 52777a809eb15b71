/**
 * Where one phase machine stands after a line of moves from a position. Kept apart from
 * ./tracking.ts, which looks machines up by name in ./index.ts: a lesson page imports only the
 * machine whose statechart it shows, and every phase machine built at module level would
 * otherwise ship with every lesson.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { activePaths } from '../active-paths';
import { eventFor } from './events';
import type { MachineName } from './index';

/** A phase machine and its name (the name picks the events its moves become). */
export interface NamedMachine {
  readonly name: MachineName;
  readonly machine: AnyStateMachine;
}

/** The active state paths of the machine after `moves` from `start`, and whether every move was accepted. */
export function trackMachine({ name, machine }: NamedMachine, start: GameState, moves: readonly Move[]): { paths: string[]; refused: boolean } {
  const actor = createActor(machine, { input: { state: start } }).start();
  let refused = false;
  for (const m of moves) {
    if (actor.getSnapshot().status === 'done') break;
    const event = eventFor(name, m);
    // A move the machine has no transition for in its current state is as wrong as a refused one.
    if (event === null || !actor.getSnapshot().can(event)) {
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
