/** Drills after lesson 3, the Salary phase: taking markers back (words: salary.words.yaml). */
import type { EndeavorPlan } from '../plan';

export const salaryDrills: EndeavorPlan = {
  lesson: 'en/endeavor/03-salary-phase/practice',
  steps: [
    // Four players: one payment, three busy buildings: free the Shipyard.
    {
      id: 'drill-salary-choose',
      setup: { players: 4, phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['market', 'shipyard', 'workshop'], markers: [0, 1, 2] }] },
      machine: 'salary',
      goal: { kind: 'move', type: 'salary', slot: 1 },
      solution: [{ type: 'salary', slot: 1 }],
    },
    // Five players: a payment frees only a building that carries a marker.
    {
      id: 'drill-salary-busy',
      setup: {
        players: 5,
        phase: 'salary',
        toAct: 0,
        salaryLeft: 1,
        seats: [
          { buildings: ['market', 'workshop', 'shipyard'], markers: [1, 2] },
          { buildings: ['shipyard', 'market'], markers: [0, 1] },
        ],
      },
      machine: 'salary',
      goal: { kind: 'move', type: 'salary' },
      refusal: { move: { type: 'salary', slot: 0 }, rule: 'salary.return-markers' },
      solution: [{ type: 'salary', slot: 2 }],
    },
    // Three players: a Bank gives two payments; with three busy buildings the learner frees two of them, one at a time.
    {
      id: 'drill-salary-bank',
      setup: { phase: 'salary', toAct: 0, salaryLeft: 2, seats: [{ buildings: ['bank', 'market', 'shipyard'], markers: [0, 1, 2] }] },
      machine: 'salary',
      goal: { kind: 'move', type: 'salary' },
      solution: [{ type: 'salary', slot: 0 }],
    },
  ],
};
