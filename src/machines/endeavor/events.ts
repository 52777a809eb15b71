/**
 * Which event of an Endeavor machine carries a given move: e.g. a build move is `build.take` for
 * the build machine and `growth.build` for the growth machine. Lets a host (a lesson board, a
 * test) drive any of the machines with the engine's moves.
 */
import type { Attempt } from '../../engine/endeavor';
import type { EndeavorMachineName } from './index';

const EVENT_OF: { [M in EndeavorMachineName]: Partial<Record<Attempt['type'], string>> } = {
  build: { build: 'build.take', buildNothing: 'build.none' },
  growth: { build: 'growth.build', buildNothing: 'growth.build' },
  salary: { salary: 'salary.pay' },
  action: { activate: 'action.activate', spendToken: 'action.token', pass: 'action.pass', discard: 'action.discard', give: 'action.give' },
};

/** The event that carries `move` to `machine`, e.g. { type: 'salary.pay', move }; null if the machine takes no such move. */
export function eventFor(machine: EndeavorMachineName, move: Attempt): { type: string; move: Attempt } | null {
  const type = EVENT_OF[machine][move.type];
  return type === undefined ? null : { type, move };
}
