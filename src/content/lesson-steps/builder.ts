/** Lesson 4, the Builder (seed 000, "Az építész", "Kőbányák"). */
import type { LessonPlan } from './types';

export const builderPlan: LessonPlan = {
  lesson: 'en/puerto-rico/04-builder',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'builder',
  steps: [
    {
      title: 'Buildings for sale',
      body: 'The buildings are sold in four columns, cheapest on the left. Each has a price in doubloons and is worth victory points at the end. Ana has 4 doubloons and a working quarry; Ben has 2 doubloons, Cleo 1.',
      start: {
        setup: {
          options: { players: 3 },
          players: [
            { doubloons: 4, island: [{ tile: 'quarry', colonists: 1 }, { tile: 'indigo', colonists: 0 }] },
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
      title: 'Ana chooses the Builder',
      body: 'Every player, starting with the Builder and going clockwise, may build one building. The Builder pays one doubloon less: that is her privilege.',
      task: 'Choose the Builder for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'builder' } },
      solution: [{ type: 'role', role: 'builder' }],
      refusals: [],
      highlight: ['role:builder'],
    },
    {
      title: 'Ana builds a Hospice',
      body: 'Each working quarry lowers the price by one more doubloon, but only up to the number of the building’s column (1 to 4). The Hospice costs 4 and is in column 2: Ana pays 4 − 1 (privilege) − 1 (quarry) = 2.\n\nA Factory (7, column 3) would still cost her 5, more than she has.',
      task: 'Build a Hospice for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build', building: 'hospice' } },
      solution: [{ type: 'build', building: 'hospice' }],
      refusals: [{ move: { type: 'build', building: 'factory' }, rule: 'builder.afford' }],
      highlight: ['supply:building:hospice'],
    },
    {
      title: 'Ben pays full price',
      body: 'Ben is not the Builder and has no quarry: he pays the printed price. With 2 doubloons he can buy a building of column 1, such as the Small Market.',
      task: 'Build something Ben can afford.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build' } },
      solution: [{ type: 'build', building: 'smallMarket' }],
      refusals: [{ move: { type: 'build', building: 'hospice' }, rule: 'builder.afford' }],
    },
    {
      title: 'Cleo decides',
      body: 'Cleo has a single doubloon. She may build a Small Indigo Plant or a Small Market for 1, or keep her money: building is never required.',
      task: 'Build for Cleo, or pass.',
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'pass' }],
      refusals: [{ move: { type: 'build', building: 'smallSugarMill' }, rule: 'builder.afford' }],
    },
  ],
};
