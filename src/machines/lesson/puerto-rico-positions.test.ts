import { describe, expect, it } from 'vitest';
import { captainPlan } from '../../content/lesson-steps/puerto-rico/captain';
import { CAPTAIN_EXAMPLE } from '../puerto-rico/examples';
import { position } from '../puerto-rico/position';
import { resolveSteps, resolvedSteps, stepStart } from './puerto-rico-positions';
import { stepStart as resolvedStepStart } from './puerto-rico-replay';

describe('lesson positions resolved at build time', () => {
  it('a resolved plan starts each step on the same board as its setup describes', () => {
    const steps = resolvedSteps(captainPlan.lesson, captainPlan.steps);
    expect(steps[0]!.start).toEqual({ state: position(CAPTAIN_EXAMPLE) });
    for (let i = 0; i < steps.length; i++) expect(resolvedStepStart(steps, i)).toEqual(stepStart(captainPlan.steps, i));
  });

  it('the browser-side replay refuses a setup nobody checked, rather than building it', () => {
    const r = resolvedStepStart(captainPlan.steps, 0);
    expect(r.ok).toBe(false);
  });

  it('a refused position names its step and the engine’s words', () => {
    const bad = [captainPlan.steps[0]!, { ...captainPlan.steps[1]!, start: { setup: { ...CAPTAIN_EXAMPLE, players: [{ doubloons: -5 }] } } }];
    const r = resolveSteps(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.step).toBe(1);
    expect(() => resolvedSteps('x', bad)).toThrow(/Lesson plan x, step 2: /);
  });
});
