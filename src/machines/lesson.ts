/**
 * The flow of an interactive lesson: which step the learner is on, the board of that step, what
 * happened to the last attempt, and which steps are finished. Every rule question goes to the
 * engine (isLegal, applyMove); whether a step is done is the step's goal, read from the engine's
 * state (src/machines/lesson-steps/goal.ts). Modes are a closed union: `learning` and `finished`;
 * feedback is `idle` | `refused` | `not-asked` | `done`.
 */
import { and, assign, setup } from 'xstate';
import { applyMove, isLegal } from '../engine/puerto-rico/game';
import type { MoveError } from '../engine/puerto-rico/errors';
import type { Move } from '../engine/puerto-rico/moves';
import type { GameState } from '../engine/puerto-rico/state';
import { asks, reached } from './lesson-steps/goal';
import { playAll, stepStart } from './lesson-steps/replay';
import type { LessonStep } from './lesson-steps/types';

/** What the learner sees about the last attempt. */
export type Feedback =
  | { kind: 'idle' }
  | { kind: 'refused'; error: MoveError }
  | { kind: 'not-asked'; move: Move }
  | { kind: 'done' };

export interface LessonInput {
  steps: readonly LessonStep[];
  /** Where to start (0-based), e.g. from a deep link; clamped into range. */
  start?: number;
  /** Steps already finished on an earlier visit. */
  completed?: readonly number[];
}

export interface LessonContext {
  steps: readonly LessonStep[];
  step: number;
  /** The board at the start of the step, and now; null for a step without a board. */
  start: GameState | null;
  state: GameState | null;
  /** Moves played in this step so far. */
  played: Move[];
  feedback: Feedback;
  /** Finished steps, by index. */
  completed: boolean[];
  /** Why the step's board could not be built (a broken lesson), or null. */
  broken: string | null;
}

export type LessonEvent =
  | { type: 'lesson.next' }
  | { type: 'lesson.back' }
  | { type: 'lesson.goto'; step: number }
  | { type: 'lesson.restart' }
  | { type: 'lesson.retry' }
  | { type: 'lesson.show' }
  | { type: 'lesson.move'; move: Move };

const clamp = (step: number, total: number): number => Math.min(Math.max(0, Math.trunc(step) || 0), total - 1);

/** The context fields of step `i` freshly opened. */
function open(steps: readonly LessonStep[], i: number): Pick<LessonContext, 'step' | 'start' | 'state' | 'played' | 'feedback' | 'broken'> {
  const r = stepStart(steps, i);
  const board = r.ok ? r.value : null;
  return { step: i, start: board, state: board, played: [], feedback: { kind: 'idle' }, broken: r.ok ? null : r.error.message };
}

const markDone = (completed: readonly boolean[], i: number): boolean[] => completed.map((d, k) => d || k === i);

const moveOf = (event: LessonEvent): Move | null => (event.type === 'lesson.move' ? event.move : null);

export const lessonMachine = setup({
  types: { context: {} as LessonContext, events: {} as LessonEvent, input: {} as LessonInput },
  guards: {
    hasNext: ({ context }) => context.step < context.steps.length - 1,
    hasPrevious: ({ context }) => context.step > 0,
    isRead: ({ context }) => context.steps[context.step]?.goal.kind === 'read',
    /** The step's goal was reached on this visit: the board waits for Next. */
    stepReached: ({ context }) => context.feedback.kind === 'done',
    isLegal: ({ context, event }) => context.state !== null && isLegal(context.state, moveOf(event)),
    isAsked: ({ context, event }) => {
      const m = moveOf(event);
      const step = context.steps[context.step];
      return m !== null && step !== undefined && asks(step.goal, m);
    },
    hasBoard: ({ context }) => context.start !== null,
  },
  actions: {
    forward: assign(({ context }) => ({ ...open(context.steps, context.step + 1), completed: context.steps[context.step]?.goal.kind === 'read' ? markDone(context.completed, context.step) : context.completed })),
    backward: assign(({ context }) => open(context.steps, context.step - 1)),
    jump: assign(({ context, event }) => (event.type === 'lesson.goto' ? open(context.steps, clamp(event.step, context.steps.length)) : {})),
    toStart: assign(({ context }) => open(context.steps, 0)),
    retry: assign(({ context }) => open(context.steps, context.step)),
    finishRead: assign(({ context }) => ({ completed: markDone(context.completed, context.step) })),
    /** Plays the move through the engine; the step is done when its goal is reached. */
    play: assign(({ context, event }) => {
      const m = moveOf(event);
      if (m === null || context.state === null || context.start === null) return {};
      const r = applyMove(context.state, m);
      if (!r.ok) return { feedback: { kind: 'refused', error: r.error } as Feedback };
      const step = context.steps[context.step]!;
      const done = reached(step.goal, context.start, r.value, m);
      return {
        state: r.value,
        played: [...context.played, m],
        feedback: (done ? { kind: 'done' } : { kind: 'idle' }) as Feedback,
        completed: done ? markDone(context.completed, context.step) : context.completed,
      };
    }),
    refuse: assign(({ context, event }) => {
      const m = moveOf(event);
      if (m === null || context.state === null) return {};
      const r = applyMove(context.state, m);
      return r.ok ? {} : { feedback: { kind: 'refused', error: r.error } as Feedback };
    }),
    notAsked: assign(({ event }) => {
      const m = moveOf(event);
      return m === null ? {} : { feedback: { kind: 'not-asked', move: m } as Feedback };
    }),
    /** "Show me": the step's own solution, played from its start by the engine. */
    show: assign(({ context }) => {
      const step = context.steps[context.step];
      if (step === undefined || context.start === null) return {};
      const r = playAll(context.start, step.solution, context.step);
      if (!r.ok) return { broken: r.error.message };
      return { state: r.value, played: [...step.solution], feedback: { kind: 'done' } as Feedback, completed: markDone(context.completed, context.step) };
    }),
  },
}).createMachine({
  id: 'lesson',
  context: ({ input }) => {
    const steps = input.steps;
    const total = Math.max(1, steps.length);
    const completed = Array.from({ length: steps.length }, (_, i) => input.completed?.includes(i) ?? false);
    return { steps, completed, ...open(steps, clamp(input.start ?? 0, total)) };
  },
  initial: 'learning',
  states: {
    learning: {
      description: 'The learner works on one step',
      on: {
        'lesson.next': [
          { guard: 'hasNext', actions: 'forward' },
          { guard: 'isRead', actions: 'finishRead', target: 'finished' },
          { target: 'finished' },
        ],
        'lesson.back': { guard: 'hasPrevious', actions: 'backward' },
        'lesson.goto': { actions: 'jump' },
        'lesson.restart': { actions: 'toStart' },
        'lesson.retry': { guard: 'hasBoard', actions: 'retry' },
        'lesson.show': { guard: 'hasBoard', actions: 'show' },
        'lesson.move': [
          { guard: 'stepReached' },
          { guard: and(['isLegal', 'isAsked']), actions: 'play' },
          { guard: 'isLegal', actions: 'notAsked' },
          { actions: 'refuse' },
        ],
      },
    },
    finished: {
      description: 'The last step is behind the learner',
      on: {
        'lesson.back': { target: 'learning' },
        'lesson.goto': { target: 'learning', actions: 'jump' },
        'lesson.restart': { target: 'learning', actions: 'toStart' },
      },
    },
  },
});
