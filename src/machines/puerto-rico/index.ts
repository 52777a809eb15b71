/**
 * The Puerto Rico machines: one per role and one for the round. Each follows the engine's state
 * and asks it every rule question (src/machines/puerto-rico/play.ts).
 */
import type { Role } from '../../engine/puerto-rico/vocabulary';
import { builderMachine } from './builder';
import { captainMachine } from './captain';
import { craftsmanMachine } from './craftsman';
import { mayorMachine } from './mayor';
import { prospectorMachine } from './prospector';
import { roundMachine } from './round';
import { settlerMachine } from './settler';
import { traderMachine } from './trader';

export { builderMachine, captainMachine, craftsmanMachine, mayorMachine, prospectorMachine, roundMachine, settlerMachine, traderMachine };

/** The machine of each role's phase. */
export const PHASE_MACHINES = {
  settler: settlerMachine,
  mayor: mayorMachine,
  builder: builderMachine,
  craftsman: craftsmanMachine,
  trader: traderMachine,
  captain: captainMachine,
  prospector: prospectorMachine,
} as const satisfies Record<Role, unknown>;

/** Every machine a lesson can draw, by name. */
export const MACHINES = { ...PHASE_MACHINES, round: roundMachine } as const;
export type MachineName = keyof typeof MACHINES;
