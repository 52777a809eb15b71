/** Lesson 4, the Builder (seed 000, "Az építész", "Kőbányák"). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const builderPlan: LessonPlan = {
  lesson: 'en/puerto-rico/04-builder',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'builder',
  steps: [
    {
      start: {
        setup: {
          options: { players: 3 },
          players: [
            {
              doubloons: 4,
              island: [
                { tile: 'quarry', colonists: 1 },
                { tile: 'indigo', colonists: 0 },
              ],
            },
            { doubloons: 2 },
            { doubloons: 1 },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0:doubloons', 'p0:island:0'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'builder' } },
      solution: [{ type: 'role', role: 'builder' }],
      refusals: [],
      highlight: ['role:builder'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build', building: 'hospice' } },
      solution: [{ type: 'build', building: 'hospice' }],
      refusals: [{ move: { type: 'build', building: 'factory' }, rule: 'builder.afford' }],
      highlight: ['supply:building:hospice'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build' } },
      solution: [{ type: 'build', building: 'smallMarket' }],
      refusals: [{ move: { type: 'build', building: 'hospice' }, rule: 'builder.afford' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'pass' }],
      refusals: [{ move: { type: 'build', building: 'smallSugarMill' }, rule: 'builder.afford' }],
    },
  ],
};
