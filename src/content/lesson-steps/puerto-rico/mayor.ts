/** Lesson 3, the Mayor (seed 000, "A polgármester"). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const mayorPlan: LessonPlan = {
  lesson: 'en/puerto-rico/03-mayor',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'mayor',
  steps: [
    {
      start: {
        setup: {
          options: { players: 3 },
          colonistShip: 3,
          players: [
            {
              island: [
                { tile: 'indigo', colonists: 0 },
                { tile: 'corn', colonists: 0 },
                { tile: 'sugar', colonists: 0 },
              ],
              city: [{ building: 'smallIndigoPlant', colonists: 0 }],
            },
            { island: [{ tile: 'indigo', colonists: 0 }] },
            { island: [{ tile: 'corn', colonists: 0 }] },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['colonist-ship', 'p0'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'mayor' } },
      solution: [{ type: 'role', role: 'mayor' }],
      refusals: [],
      highlight: ['role:mayor'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'colonist', to: 'indigo' } },
      solution: [{ type: 'colonist', to: 'indigo' }],
      refusals: [{ move: { type: 'colonist', to: 'coffee' }, rule: 'mayor.no-circle' }],
      highlight: ['p0:san-juan'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'colonist', to: 'smallIndigoPlant' }],
      refusals: [{ move: { type: 'pass' }, rule: 'mayor.fill-circles' }],
      highlight: ['p0:city:smallIndigoPlant'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['colonist-ship'],
    },
  ],
};
