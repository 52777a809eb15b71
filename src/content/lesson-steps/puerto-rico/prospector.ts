/** Lesson 8, the Prospector (reference data: the Hungarian text does not describe it). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const prospectorPlan: LessonPlan = {
  lesson: 'en/puerto-rico/08-prospector',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  machine: 'prospector',
  steps: [
    {
      start: {
        setup: {
          options: { players: 4 },
          round: 3,
          roles: [
            { role: 'settler', doubloons: 0, takenBy: -1 },
            { role: 'mayor', doubloons: 1, takenBy: -1 },
            { role: 'builder', doubloons: 0, takenBy: -1 },
            { role: 'craftsman', doubloons: 0, takenBy: -1 },
            { role: 'trader', doubloons: 1, takenBy: -1 },
            { role: 'captain', doubloons: 0, takenBy: -1 },
            { role: 'prospector', doubloons: 2, takenBy: -1 },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['role:prospector'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['role:prospector', 'p0:doubloons'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'mayor' }],
      refusals: [{ move: { type: 'role', role: 'prospector' }, rule: 'round.role-taken' }],
    },
  ],
};
