import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { stepperMachine } from './stepper';

function start(total: number, startAt?: number) {
  const actor = createActor(stepperMachine, { input: { total, start: startAt } });
  actor.start();
  return actor;
}

describe('lesson stepper', () => {
  it('walks forward one step at a time and finishes after the last step', () => {
    const a = start(3);
    expect(a.getSnapshot().context.step).toBe(0);
    a.send({ type: 'lesson.next' });
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().context.step).toBe(2);
    expect(a.getSnapshot().value).toBe('learning');
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().value).toBe('finished');
    expect(a.getSnapshot().context.step).toBe(2);
  });

  it('does not go back before the first step', () => {
    const a = start(3);
    a.send({ type: 'lesson.back' });
    expect(a.getSnapshot().context.step).toBe(0);
  });

  it('opens a deep-linked step, clamped into the lesson', () => {
    expect(start(5, 3).getSnapshot().context.step).toBe(3);
    expect(start(5, 99).getSnapshot().context.step).toBe(4);
    expect(start(5, -2).getSnapshot().context.step).toBe(0);
    expect(start(5, Number.NaN).getSnapshot().context.step).toBe(0);
  });

  it('goes back to learning from the finished state', () => {
    const a = start(2);
    a.send({ type: 'lesson.next' });
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().value).toBe('finished');
    a.send({ type: 'lesson.restart' });
    expect(a.getSnapshot().value).toBe('learning');
    expect(a.getSnapshot().context.step).toBe(0);
  });
});
