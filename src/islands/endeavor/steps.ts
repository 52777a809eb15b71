/**
 * Lesson board steps: a position (completed by the engine's setupDefaults), the phase machine
 * that runs the step, and what completes it. Kept as data so a test can check that every step's
 * position is valid and can be completed by legal moves through its machine.
 */
import type { MoveType, PartialSetup } from '../../engine/endeavor';
import type { EndeavorMachineName } from '../../machines/endeavor/index';

/**
 * What completes a step:
 * - move: one legal move of this type (the engine judges whether the move itself is legal);
 * - done: the phase machine reaches its final state (the phase, or the round, is played out).
 */
export type BoardGoal = { readonly kind: 'move'; readonly type: MoveType } | { readonly kind: 'done' };

export interface BoardStep {
  readonly setup: PartialSetup;
  /** The phase machine that receives the learner's moves and lights up its statechart. */
  readonly machine: EndeavorMachineName;
  readonly goal: BoardGoal;
}

export const LESSON_STEPS = {
  build: { setup: { phase: 'build', toAct: 0 }, machine: 'build', goal: { kind: 'move', type: 'build' } },
  // Round 1, nobody has built yet: the learner builds for all three seats; the last build sets Growth off.
  growth: { setup: { phase: 'build', toAct: 0 }, machine: 'growth', goal: { kind: 'done' } },
  salary: { setup: { phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['shipyard', 'market'], markers: [1, 2] }] }, machine: 'salary', goal: { kind: 'move', type: 'salary' } },
  ship: { setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['shipyard'] }] }, machine: 'action', goal: { kind: 'move', type: 'activate' } },
  // The others have passed; the learner acts until he passes, over his Politics limit with two cards, so he discards one.
  action: {
    setup: { phase: 'action', toAct: 0, passed: [false, true, true], seats: [{ harbour: 2, buildings: ['shipyard'], cards: ['europe-0', 'europe-2'] }] },
    machine: 'action',
    goal: { kind: 'done' },
  },
} as const satisfies Record<string, BoardStep>;

export type LessonStepId = keyof typeof LESSON_STEPS;
