/** Lesson 2, the Growth phase: its board steps in page order (their words: growth.words.yaml). */
import type { EndeavorPlan } from './plan';

export const growthPlan: EndeavorPlan = {
  lesson: 'en/endeavor/02-growth-phase',
  steps: [
    // Round 1, nobody has built yet: the learner builds for all three seats; the last build sets Growth off.
    { id: 'growth', setup: { phase: 'build', toAct: 0 }, machine: 'growth', goal: { kind: 'done' } },
  ],
};
