/** Lesson 3, the Salary phase: its board steps in page order (their words: salary.words.yaml). */
import type { EndeavorPlan } from './plan';

export const salaryPlan: EndeavorPlan = {
  lesson: 'en/endeavor/03-salary-phase',
  steps: [
    { id: 'salary', setup: { phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['shipyard', 'market'], markers: [1, 2] }] }, machine: 'salary', goal: { kind: 'move', type: 'salary' } },
  ],
};
