/**
 * Lesson board steps: a position (completed by the engine's setupDefaults) and the kind of move
 * the step asks for. Kept as data so a test can check that every step's position is valid and
 * that the engine offers at least one move of the asked kind.
 */
import type { MoveType, PartialSetup } from '../../engine/endeavor';

export interface BoardStep {
  readonly setup: PartialSetup;
  /** The kind of move the step asks for; the engine judges whether the move itself is legal. */
  readonly want: MoveType;
}

export const LESSON_STEPS = {
  build: { setup: { phase: 'build', toAct: 0 }, want: 'build' },
  salary: { setup: { phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['shipyard', 'market'], markers: [1, 2] }] }, want: 'salary' },
  ship: { setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['shipyard'] }] }, want: 'activate' },
} as const satisfies Record<string, BoardStep>;

export type LessonStepId = keyof typeof LESSON_STEPS;
