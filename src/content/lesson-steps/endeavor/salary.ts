/** Lesson 3, the Salary phase: its board steps in page order (their words: salary.words.yaml). */
import type { EndeavorPlan } from './plan';

export const salaryPlan: EndeavorPlan = {
  lesson: 'en/endeavor/03-salary-phase',
  steps: [
    { id: 'salary', setup: { phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['shipyard', 'market'], markers: [1, 2] }] }, machine: 'salary', goal: { kind: 'move', type: 'salary' } },
    // After the learner's one payment, Player 2 (a Bank: two payments, two busy buildings) takes both
    // back at once, and Player 3 (one payment, four busy buildings) must choose.
    {
      id: 'salaryAll',
      setup: {
        phase: 'salary',
        toAct: 0,
        salaryLeft: 1,
        seats: [
          { buildings: ['shipyard', 'market'], markers: [1, 2] },
          { buildings: ['bank', 'shipyard'], markers: [0, 2] },
          { buildings: ['market', 'shipyard', 'guildHall'], markers: [0, 1, 2, 3] },
        ],
      },
      machine: 'salary',
      goal: { kind: 'move', type: 'salary' },
    },
  ],
};
