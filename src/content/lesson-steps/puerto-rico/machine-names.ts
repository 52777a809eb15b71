/** Names of the machines a lesson can draw (kept apart from the machines so the schema stays light). */
import type { MachineName } from '../../../machines/puerto-rico/index';

const ALL = { settler: 1, mayor: 1, builder: 1, craftsman: 1, trader: 1, captain: 1, prospector: 1, round: 1 } as const satisfies Record<MachineName, 1>;

export const MACHINE_NAMES = Object.keys(ALL) as [MachineName, ...MachineName[]];
