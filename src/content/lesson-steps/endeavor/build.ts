/** Lesson 1, the Build phase: its board steps in page order (their words: build.words.yaml). */
import type { EndeavorPlan } from './plan';

export const buildPlan: EndeavorPlan = {
  lesson: 'en/endeavor/01-build-phase',
  steps: [{ id: 'build', setup: { phase: 'build', toAct: 0 }, machine: 'build', goal: { kind: 'move', type: 'build' } }],
};
