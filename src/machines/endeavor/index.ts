/**
 * The Endeavor machines: one per phase of a round, the Action phase with its turn flow. Each
 * follows the engine's state and asks it every rule question (./play.ts).
 */
import { actionMachine } from './action';
import { buildMachine } from './build';
import { growthMachine } from './growth';
import { salaryMachine } from './salary';

export { actionMachine, buildMachine, growthMachine, salaryMachine };

/** The machine of each phase, in the order of a round. */
export const ENDEAVOR_MACHINES = {
  build: buildMachine,
  growth: growthMachine,
  salary: salaryMachine,
  action: actionMachine,
} as const;
export type EndeavorMachineName = keyof typeof ENDEAVOR_MACHINES;
