/** The guard against positions whose automatic steps never come to a decision. */

/**
 * Automatic steps one advance() may take before the position counts as an endless loop. A real
 * game needs a few dozen at most (every seat skipped in a phase, the phase's end, the next role).
 */
export const MAX_AUTOMATIC_STEPS = 10_000;

/**
 * Thrown by advance() when the automatic steps do not come to a decision: the position can never
 * go on (a state the gate should not have let in). applyMove turns it into a MoveError and
 * fromSetup into a SetupError; it reaches a caller only through the unchecked fast paths.
 */
export class StepGuardError extends Error {
  readonly code = 'engine/endless-loop';
  constructor(phase: string, steps: number) {
    super(`the automatic steps of the ${phase} phase did not reach a decision after ${steps} steps`);
    this.name = 'StepGuardError';
  }
}
