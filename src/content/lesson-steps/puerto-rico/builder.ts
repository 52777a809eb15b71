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
    // New Buildings (seed 001) and the University (seed 000). Ana: a working University, Church and
    // Black Market, two forests, 2 doubloons and a barrel of corn; Ben: four large buildings, one in
    // each column, and the only Harbor.
    {
      start: {
        setup: {
          options: { players: 3, buildings: { kind: 'all' } },
          players: [
            {
              doubloons: 2,
              goods: { corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
              island: [
                { tile: 'forest', colonists: 0 },
                { tile: 'forest', colonists: 0 },
              ],
              city: [
                { building: 'university', colonists: 1 },
                { building: 'church', colonists: 1 },
                { building: 'blackMarket', colonists: 1 },
              ],
            },
            {
              doubloons: 12,
              city: [
                { building: 'harbor', colonists: 0 },
                { building: 'guildHall', colonists: 0 },
                { building: 'residence', colonists: 0 },
                { building: 'fortress', colonists: 0 },
                { building: 'customsHouse', colonists: 0 },
              ],
            },
            {},
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0:city:university', 'p0:city:church', 'p0:city:blackMarket', 'p1'],
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
      goal: { kind: 'move', move: { type: 'build', building: 'office' } },
      solution: [{ type: 'build', building: 'office', blackMarket: { colonist: null, good: 'corn', vp: false } }],
      refusals: [{ move: { type: 'build', building: 'harbor' }, rule: 'builder.supply' }],
      highlight: ['supply:building:office', 'p0:goods:corn'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'pass' } },
      solution: [{ type: 'pass' }],
      refusals: [
        { move: { type: 'build', building: 'cityHall' }, rule: 'builder.large-column' },
        { move: { type: 'build', building: 'smallMarket', noColonist: true }, rule: 'builder.university-decline' },
      ],
      highlight: ['p1'],
    },
  ],
};
