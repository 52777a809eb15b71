/** Lesson 5, the Craftsman (seed 000, "Az iparos", "A feldolgozóüzemek"). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const craftsmanPlan: LessonPlan = {
  lesson: 'en/puerto-rico/05-craftsman',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'craftsman',
  steps: [
    {
      start: {
        setup: {
          options: { players: 3 },
          players: [
            {
              island: [
                { tile: 'corn', colonists: 1 },
                { tile: 'indigo', colonists: 1 },
                { tile: 'indigo', colonists: 1 },
              ],
              city: [{ building: 'smallIndigoPlant', colonists: 1 }],
            },
            { island: [{ tile: 'sugar', colonists: 1 }], city: [{ building: 'smallSugarMill', colonists: 0 }] },
            {
              island: [
                { tile: 'corn', colonists: 1 },
                { tile: 'corn', colonists: 1 },
              ],
            },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0', 'p1', 'p2'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'craftsman' } },
      solution: [{ type: 'role', role: 'craftsman' }],
      refusals: [],
      highlight: ['role:craftsman'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'craft' } },
      solution: [{ type: 'craft', good: 'indigo' }],
      refusals: [{ move: { type: 'craft', good: 'sugar' }, rule: 'craftsman.privilege' }],
      highlight: ['p0:goods:corn', 'p0:goods:indigo'],
    },
  ],
};
