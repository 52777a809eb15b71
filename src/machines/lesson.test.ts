import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { captainPlan } from '../content/lesson-steps/puerto-rico/captain';
import { setupPlan } from '../content/lesson-steps/puerto-rico/setup';
import { resolvedSteps } from './lesson/puerto-rico-positions';
import { puertoRicoLesson as lessonMachine } from './lesson/puerto-rico';

const captainSteps = resolvedSteps(captainPlan.lesson, captainPlan.steps);
const start = (step = 0, completed: number[] = []) => createActor(lessonMachine, { input: { steps: captainSteps, start: step, completed } }).start();

describe('lesson machine on the captain lesson', () => {
  it('opens a deep-linked step with the board rebuilt from the steps before it', () => {
    const a = start(3);
    const { state, step } = a.getSnapshot().context;
    expect(step).toBe(3);
    expect(state?.toAct).toBe(1); // Róbert, after Anna's sugar
    expect(state?.players[0]!.vp).toBe(7);
  });

  it('refuses an illegal loading with the engine’s rule, and completes the step with the asked move', () => {
    const a = start(2);
    a.send({ type: 'lesson.move', move: { type: 'load', good: 'sugar', ship: 0 } });
    let c = a.getSnapshot().context;
    expect(c.feedback).toMatchObject({ kind: 'refused', error: { rule: 'captain.load-largest' } });
    expect(c.completed[2]).toBe(false);
    // Legal, but not what this step asks (Anna ships sugar in the example).
    a.send({ type: 'lesson.move', move: { type: 'load', good: 'corn', ship: 1 } });
    c = a.getSnapshot().context;
    expect(c.feedback.kind).toBe('not-asked');
    expect(c.state?.players[0]!.goods.corn).toBe(2);
    a.send({ type: 'lesson.move', move: { type: 'load', good: 'sugar', ship: 2 } });
    c = a.getSnapshot().context;
    expect(c.feedback.kind).toBe('done');
    expect(c.completed[2]).toBe(true);
    // Once done, the board waits for Next.
    a.send({ type: 'lesson.move', move: { type: 'load', good: 'sugar', ship: 2 } });
    expect(a.getSnapshot().context.played).toHaveLength(1);
  });

  it('marks a visit with a refused move, a move not asked for or "Show me" as missed (a drill so done wins no star); retry clears it', () => {
    const clean = start(2);
    clean.send({ type: 'lesson.move', move: { type: 'load', good: 'sugar', ship: 2 } });
    expect(clean.getSnapshot().context).toMatchObject({ feedback: { kind: 'done' }, missed: false });
    for (const wrong of [
      { type: 'load', good: 'sugar', ship: 0 },
      { type: 'load', good: 'corn', ship: 1 },
    ] as const) {
      const a = start(2);
      a.send({ type: 'lesson.move', move: wrong });
      expect(a.getSnapshot().context.missed).toBe(true);
      // The drill goes on: the asked move still completes the step, still missed.
      a.send({ type: 'lesson.move', move: { type: 'load', good: 'sugar', ship: 2 } });
      expect(a.getSnapshot().context).toMatchObject({ feedback: { kind: 'done' }, missed: true });
      a.send({ type: 'lesson.retry' });
      expect(a.getSnapshot().context.missed).toBe(false);
    }
    const shown = start(2);
    shown.send({ type: 'lesson.show' });
    expect(shown.getSnapshot().context).toMatchObject({ feedback: { kind: 'done' }, missed: true });
  });

  it('read steps are finished by going on; the last Next finishes the lesson', () => {
    const a = start(0);
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().context.completed[0]).toBe(true);
    // The lesson's last read step (board steps after it teach the Wharf and the warehouses).
    const lastRead = captainPlan.steps.map((s) => s.goal.kind).lastIndexOf('read');
    expect(lastRead).toBeGreaterThan(0);
    a.send({ type: 'lesson.goto', step: lastRead });
    expect(a.getSnapshot().context.completed[lastRead]).toBe(false);
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().context.completed[lastRead]).toBe(true);
    a.send({ type: 'lesson.goto', step: 99 });
    expect(a.getSnapshot().context.step).toBe(captainPlan.steps.length - 1);
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().value).toBe('finished');
    a.send({ type: 'lesson.restart' });
    expect(a.getSnapshot().context.step).toBe(0);
  });

  it('"show me" plays the step’s solution; "retry" puts the board back', () => {
    const a = start(1);
    a.send({ type: 'lesson.show' });
    expect(a.getSnapshot().context.state?.phase).toBe('captain');
    expect(a.getSnapshot().context.completed[1]).toBe(true);
    a.send({ type: 'lesson.retry' });
    expect(a.getSnapshot().context.state?.phase).toBe('role');
    expect(a.getSnapshot().context.feedback.kind).toBe('idle');
  });

  it('a whole lesson played with the solutions completes every step', () => {
    const a = start(0);
    for (let i = 0; i < captainPlan.steps.length; i++) {
      const step = captainPlan.steps[i]!;
      for (const m of step.solution) a.send({ type: 'lesson.move', move: m });
      if (step.goal.kind !== 'read') expect(a.getSnapshot().context.feedback.kind, `step ${i + 1}`).toBe('done');
      a.send({ type: 'lesson.next' });
    }
    expect(a.getSnapshot().value).toBe('finished');
    expect(a.getSnapshot().context.completed.every(Boolean)).toBe(true);
  });
});

describe('lesson machine: a setup to try (setup lesson, the two-player step)', () => {
  const steps = resolvedSteps(setupPlan.lesson, setupPlan.steps);
  const twoPlayers = steps.findIndex((s) => s.tries !== undefined);

  it('answers the try with the setup gate’s refusal, a mistake, and leaves the board as it was', () => {
    const a = createActor(lessonMachine, { input: { steps, start: twoPlayers } }).start();
    const before = a.getSnapshot().context.state;
    a.send({ type: 'lesson.try', index: 0 });
    const { feedback, missed, state } = a.getSnapshot().context;
    expect(feedback.kind === 'refused' && feedback.error.rule).toBe('setup.valid');
    expect(missed).toBe(true);
    expect(state).toBe(before);
  });

  it('ignores a try the step does not offer', () => {
    const a = createActor(lessonMachine, { input: { steps, start: 0 } }).start();
    a.send({ type: 'lesson.try', index: 0 });
    expect(a.getSnapshot().context.feedback.kind).toBe('idle');
  });
});
