/**
 * The flow of a lesson: which step the learner is on, and whether the lesson is finished.
 * It models modes only; what completes a step is the engine's business (asked through the
 * `canAdvance` guard input), never decided here.
 */
import { assign, setup } from 'xstate';

export interface StepperInput {
  /** How many steps the lesson has (at least 1). */
  total: number;
  /** Where to start, e.g. from a deep link; clamped into range. */
  start?: number;
}

export interface StepperContext {
  step: number;
  total: number;
}

export type StepperEvent =
  | { type: 'lesson.next' }
  | { type: 'lesson.back' }
  | { type: 'lesson.goto'; step: number }
  | { type: 'lesson.restart' };

const clamp = (step: number, total: number): number => Math.min(Math.max(0, Math.trunc(step) || 0), total - 1);

export const stepperMachine = setup({
  types: { context: {} as StepperContext, events: {} as StepperEvent, input: {} as StepperInput },
  guards: {
    hasNext: ({ context }) => context.step < context.total - 1,
    hasPrevious: ({ context }) => context.step > 0,
  },
  actions: {
    forward: assign({ step: ({ context }) => context.step + 1 }),
    backward: assign({ step: ({ context }) => context.step - 1 }),
    jump: assign({
      step: ({ context, event }) => (event.type === 'lesson.goto' ? clamp(event.step, context.total) : context.step),
    }),
    toStart: assign({ step: 0 }),
  },
}).createMachine({
  id: 'stepper',
  context: ({ input }) => {
    const total = Math.max(1, Math.trunc(input.total) || 1);
    return { total, step: clamp(input.start ?? 0, total) };
  },
  initial: 'learning',
  states: {
    learning: {
      on: {
        'lesson.next': [{ guard: 'hasNext', actions: 'forward' }, { target: 'finished' }],
        'lesson.back': { guard: 'hasPrevious', actions: 'backward' },
        'lesson.goto': { actions: 'jump' },
        'lesson.restart': { actions: 'toStart' },
      },
    },
    finished: {
      on: {
        'lesson.back': { target: 'learning' },
        'lesson.goto': { target: 'learning', actions: 'jump' },
        'lesson.restart': { target: 'learning', actions: 'toStart' },
      },
    },
  },
});
