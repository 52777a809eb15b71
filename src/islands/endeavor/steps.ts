/**
 * Lesson board steps: a position (completed by the engine's setupDefaults), the phase machine
 * that runs the step, and what completes it. Kept as data so a test can check that every step's
 * position is valid and can be completed by legal moves through its machine.
 */
import type { Move, MoveType, PartialSetup } from '../../engine/endeavor';
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
  /** A move the learner may well try first that the engine refuses here, with the refusal's code (checked by steps.test.ts). */
  readonly refusal?: { readonly move: Move; readonly code: string };
}

export const LESSON_STEPS = {
  build: { setup: { phase: 'build', toAct: 0 }, machine: 'build', goal: { kind: 'move', type: 'build' } },
  // Round 1, nobody has built yet: the learner builds for all three seats; the last build sets Growth off.
  growth: { setup: { phase: 'build', toAct: 0 }, machine: 'growth', goal: { kind: 'done' } },
  salary: { setup: { phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['shipyard', 'market'], markers: [1, 2] }] }, machine: 'salary', goal: { kind: 'move', type: 'salary' } },
  ship: { setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['shipyard'] }] }, machine: 'action', goal: { kind: 'move', type: 'activate' } },
  // Caribbean is open and the learner holds Havana: occupying Kingston also takes the Havana–Kingston connection token.
  // North America is still closed, so occupying Quebec is refused.
  occupy: {
    setup: { phase: 'action', toAct: 0, seats: [{ harbour: 2 }], shipTracks: { caribbean: [0, 1, 0, 2, 0, 1] }, cities: { havana: 0 } },
    machine: 'action',
    goal: { kind: 'move', type: 'activate' },
    refusal: { move: { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'quebec' }] }, code: 'occupy/region-closed' },
  },
  // Player 2 holds Havana and Bombay; the learner has ships only in the Caribbean, so Bombay is refused.
  // The starting building already carries a marker, so the Barracks is the one action at hand.
  attack: {
    setup: {
      phase: 'action',
      toAct: 0,
      seats: [{ harbour: 3, buildings: ['barracks'], markers: [0] }],
      shipTracks: { caribbean: [0, 1, 0, 2, 0, 1], india: [1, 2, 1, 2, 1, 2, 1] },
      cities: { havana: 1, bombay: 1 },
    },
    machine: 'action',
    goal: { kind: 'move', type: 'activate' },
    refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'attack', city: 'bombay' }] }, code: 'attack/no-ship-presence' },
  },
  // Markers on the starting building, the Shipyard and the Bank: a Payment may free the first two, never the Bank.
  payment: {
    setup: { phase: 'action', toAct: 0, seats: [{ harbour: 1, buildings: ['workshop', 'shipyard', 'bank'], markers: [0, 2, 3] }] },
    machine: 'action',
    goal: { kind: 'move', type: 'activate' },
    refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'payment', slot: 3 }] }, code: 'payment/payment-building' },
  },
  // Player 2 holds the first two Europe cards, so its top card needs 2 markers in Europe and the learner has none;
  // in the open Caribbean he has one ship marker, enough for its top card (value 1).
  draw: {
    setup: {
      phase: 'action',
      toAct: 0,
      seats: [{ harbour: 1, buildings: ['market'], markers: [0] }, { cards: ['europe-0', 'europe-1'] }],
      shipTracks: { caribbean: [1, 1, 2, 2, 1, 0] },
    },
    machine: 'action',
    goal: { kind: 'move', type: 'activate' },
    refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'europe' }] }, code: 'draw/requirement-not-met' },
  },
  // The others have passed; the learner acts until he passes, over his Politics limit with two cards, so he discards one.
  action: {
    setup: { phase: 'action', toAct: 0, passed: [false, true, true], seats: [{ harbour: 2, buildings: ['shipyard'], cards: ['europe-0', 'europe-2'] }] },
    machine: 'action',
    goal: { kind: 'done' },
  },
} as const satisfies Record<string, BoardStep>;

export type LessonStepId = keyof typeof LESSON_STEPS;
