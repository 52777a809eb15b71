/** Lesson 2, the Growth phase: its board steps in page order (their words: growth.words.yaml). */
import type { EndeavorPlan } from './plan';

export const growthPlan: EndeavorPlan = {
  lesson: 'en/endeavor/02-growth-phase',
  steps: [
    // Round 1, nobody has built yet: the learner builds for all three seats; the last build sets Growth off.
    { id: 'growth', setup: { phase: 'build', toAct: 0 }, machine: 'growth', goal: { kind: 'done' } },
    // Round 3: Culture tokens put the three players on different Culture levels (1, 2 and 3), so
    // Growth gives them 3, 4 and 2 markers; the learner again builds for everybody.
    {
      id: 'growthCulture',
      setup: { round: 3, phase: 'build', toAct: 0, seats: [{ tokens: { culture: 2 } }, { tokens: { culture: 4 } }, {}] },
      machine: 'growth',
      goal: { kind: 'done' },
    },
  ],
};
