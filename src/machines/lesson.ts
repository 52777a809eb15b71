/**
 * The flow of an interactive lesson, for either game: which step the learner is on, the board of
 * that step, what happened to the last attempt, and which steps are finished. The game comes in as
 * a small set of rules questions (`LessonRules`: build a step's board, is-legal, apply, does a move
 * do what the step asks, is the step's goal reached); the machine itself knows no game. Modes are
 * a closed union: `learning` and `finished`; feedback is `idle` | `refused` | `not-asked` | `done`.
 * Each game's rules live beside it: ./lesson/puerto-rico.ts, ./lesson/endeavor.ts.
 */
import { assign, setup } from 'xstate';
import type { Result } from '../engine/result';

/** Why a step's board could not be built (a lesson-writing mistake the tests catch). */
export interface ReplayError {
  step: number;
  message: string;
}

/** What every game's lesson step has: a goal, and the moves that reach it ("Show me"), if it offers them. */
export interface StepShape<M, G> {
  readonly goal: G;
  readonly solution?: readonly M[];
}

/** The questions a lesson asks of a game; every answer comes from that game's engine. */
export interface LessonRules<S, M, G, E extends { rule: string }, Step extends StepShape<M, G>> {
  /** The board a step starts from (null: a step without a board), rebuilt through the steps before it. */
  stepStart(steps: readonly Step[], index: number): Result<S | null, ReplayError>;
  isLegal(state: S, move: unknown): boolean;
  apply(state: S, move: M): Result<S, E>;
  /** Plays moves one by one; the first refusal stops with its reason. */
  playAll(state: S, moves: readonly M[], step: number): Result<S, ReplayError>;
  /** Nothing to do on the board: the learner reads and goes on. */
  isRead(goal: G): boolean;
  /** Whether a legal move is what the step asks for. */
  asks(goal: G, move: M): boolean;
  /** Whether the goal is reached after `move` took the game from the step's `start` to `now`. */
  reached(goal: G, start: S, now: S, move: M): boolean;
  /** The engine's refusal of the step's `index`-th thing to try that is not a move (a Puerto Rico setup), if it has one. */
  tried?(step: Step, index: number): E | null;
}

/** What the learner sees about the last attempt. */
export type Feedback<M, E> = { kind: 'idle' } | { kind: 'refused'; error: E } | { kind: 'not-asked'; move: M } | { kind: 'done' };

export interface LessonInput<Step> {
  steps: readonly Step[];
  /** Where to start (0-based), e.g. from a deep link; clamped into range. */
  start?: number;
  /** Steps already finished on an earlier visit. */
  completed?: readonly number[];
}

export interface LessonContext<S, M, E, Step> {
  steps: readonly Step[];
  step: number;
  /** The board at the start of the step, and now; null for a step without a board. */
  start: S | null;
  state: S | null;
  /** Moves played in this step so far. */
  played: M[];
  feedback: Feedback<M, E>;
  /** Finished steps, by index. */
  completed: boolean[];
  /** A mistake in this visit of the step: a refused move, a move it did not ask for, or "Show me" (a practice drill so done wins no star). */
  missed: boolean;
  /** Why the step's board could not be built (a broken lesson), or null. */
  broken: string | null;
}

export type LessonEvent<M> =
  | { type: 'lesson.next' }
  | { type: 'lesson.back' }
  | { type: 'lesson.goto'; step: number }
  | { type: 'lesson.restart' }
  | { type: 'lesson.retry' }
  | { type: 'lesson.show' }
  | { type: 'lesson.move'; move: M }
  /** The learner tries the step's `index`-th setup (LessonRules.tried): always refused. */
  | { type: 'lesson.try'; index: number };

const clamp = (step: number, total: number): number => Math.min(Math.max(0, Math.trunc(step) || 0), total - 1);

const markDone = (completed: readonly boolean[], i: number): boolean[] => completed.map((d, k) => d || k === i);

/** The lesson machine of one game. */
export function lessonMachine<S, M, G, E extends { rule: string }, Step extends StepShape<M, G>>(rules: LessonRules<S, M, G, E, Step>) {
  type Context = LessonContext<S, M, E, Step>;
  type Event = LessonEvent<M>;
  type Fb = Feedback<M, E>;

  /** The context fields of step `i` freshly opened. */
  const open = (steps: readonly Step[], i: number): Pick<Context, 'step' | 'start' | 'state' | 'played' | 'feedback' | 'broken' | 'missed'> => {
    const r = rules.stepStart(steps, i);
    const board = r.ok ? r.value : null;
    return { step: i, start: board, state: board, played: [], feedback: { kind: 'idle' }, broken: r.ok ? null : r.error.message, missed: false };
  };
  const moveOf = (event: Event): M | null => (event.type === 'lesson.move' ? event.move : null);
  const isLegal = (context: Context, event: Event): boolean => context.state !== null && rules.isLegal(context.state, moveOf(event));
  const isRead = (context: Context): boolean => {
    const step = context.steps[context.step];
    return step !== undefined && rules.isRead(step.goal);
  };

  return setup({
    types: { context: {} as Context, events: {} as Event, input: {} as LessonInput<Step> },
    guards: {
      hasNext: ({ context }) => context.step < context.steps.length - 1,
      hasPrevious: ({ context }) => context.step > 0,
      isRead: ({ context }) => isRead(context),
      /** The step's goal was reached on this visit: the board waits for Next. */
      stepReached: ({ context }) => context.feedback.kind === 'done',
      isLegal: ({ context, event }) => isLegal(context, event),
      /** Legal and what the step asks for (one guard rather than xstate's and(), which lesson pages would otherwise ship). */
      isLegalAndAsked: ({ context, event }) => {
        const m = moveOf(event);
        const step = context.steps[context.step];
        return isLegal(context, event) && m !== null && step !== undefined && rules.asks(step.goal, m);
      },
      hasBoard: ({ context }) => context.start !== null,
    },
    actions: {
      forward: assign(({ context }) => ({ ...open(context.steps, context.step + 1), completed: isRead(context) ? markDone(context.completed, context.step) : context.completed })),
      backward: assign(({ context }) => open(context.steps, context.step - 1)),
      jump: assign(({ context, event }) => (event.type === 'lesson.goto' ? open(context.steps, clamp(event.step, context.steps.length)) : {})),
      toStart: assign(({ context }) => open(context.steps, 0)),
      retry: assign(({ context }) => open(context.steps, context.step)),
      finishRead: assign(({ context }) => ({ completed: markDone(context.completed, context.step) })),
      /** Plays the move through the engine; the step is done when its goal is reached. */
      play: assign(({ context, event }) => {
        const m = moveOf(event);
        if (m === null || context.state === null || context.start === null) return {};
        const r = rules.apply(context.state, m);
        if (!r.ok) return { feedback: { kind: 'refused', error: r.error } as Fb };
        const step = context.steps[context.step]!;
        const done = rules.reached(step.goal, context.start, r.value, m);
        return {
          state: r.value,
          played: [...context.played, m],
          feedback: (done ? { kind: 'done' } : { kind: 'idle' }) as Fb,
          completed: done ? markDone(context.completed, context.step) : context.completed,
        };
      }),
      refuse: assign(({ context, event }) => {
        const m = moveOf(event);
        if (m === null || context.state === null) return {};
        const r = rules.apply(context.state, m);
        return r.ok ? {} : { feedback: { kind: 'refused', error: r.error } as Fb, missed: true };
      }),
      /** A setup tried: answered with the engine's refusal, a mistake like a refused move. */
      tryOut: assign(({ context, event }) => {
        const step = context.steps[context.step];
        const error = event.type === 'lesson.try' && step !== undefined ? (rules.tried?.(step, event.index) ?? null) : null;
        return error === null ? {} : { feedback: { kind: 'refused', error } as Fb, missed: true };
      }),
      notAsked: assign(({ event }) => {
        const m = moveOf(event);
        return m === null ? {} : { feedback: { kind: 'not-asked', move: m } as Fb, missed: true };
      }),
      /** "Show me": the step's own solution, played from its start by the engine. */
      show: assign(({ context }) => {
        const step = context.steps[context.step];
        if (step?.solution === undefined || context.start === null) return {};
        const r = rules.playAll(context.start, step.solution, context.step);
        if (!r.ok) return { broken: r.error.message };
        return { state: r.value, played: [...step.solution], feedback: { kind: 'done' } as Fb, completed: markDone(context.completed, context.step), missed: true };
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
      // The learner works on one step.
      learning: {
        on: {
          'lesson.next': [{ guard: 'hasNext', actions: 'forward' }, { guard: 'isRead', actions: 'finishRead', target: 'finished' }, { target: 'finished' }],
          'lesson.back': { guard: 'hasPrevious', actions: 'backward' },
          'lesson.goto': { actions: 'jump' },
          'lesson.restart': { actions: 'toStart' },
          'lesson.retry': { guard: 'hasBoard', actions: 'retry' },
          'lesson.show': { guard: 'hasBoard', actions: 'show' },
          'lesson.move': [{ guard: 'stepReached' }, { guard: 'isLegalAndAsked', actions: 'play' }, { guard: 'isLegal', actions: 'notAsked' }, { actions: 'refuse' }],
          'lesson.try': [{ guard: 'stepReached' }, { actions: 'tryOut' }],
        },
      },
      // The last step is behind the learner.
      finished: {
        on: {
          'lesson.back': { target: 'learning' },
          'lesson.goto': { target: 'learning', actions: 'jump' },
          'lesson.restart': { target: 'learning', actions: 'toStart' },
        },
      },
    },
  });
}
