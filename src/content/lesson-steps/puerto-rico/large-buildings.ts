/** Lesson 10, the large buildings (seed 000, "A nagy épületek"; the Residence from the reference data). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

const SMALL_CITY = [
  'smallIndigoPlant',
  'smallSugarMill',
  'indigoPlant',
  'sugarMill',
  'tobaccoStorage',
  'coffeeRoaster',
  'smallMarket',
  'hacienda',
  'constructionHut',
  'smallWarehouse',
  'hospice',
] as const;

export const largeBuildingsPlan: LessonPlan = {
  lesson: 'en/puerto-rico/10-large-buildings',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'builder',
  steps: [
    {
      start: {
        setup: {
          options: { players: 3 },
          players: [
            {
              doubloons: 10,
              city: [
                { building: 'smallIndigoPlant', colonists: 1 },
                { building: 'indigoPlant', colonists: 0 },
              ],
            },
            { doubloons: 10, city: SMALL_CITY.map((building) => ({ building, colonists: 0 })) },
            { doubloons: 1 },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['supply:building:guildHall', 'supply:building:residence', 'supply:building:fortress', 'supply:building:customsHouse', 'supply:building:cityHall'],
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
      goal: { kind: 'move', move: { type: 'build', building: 'guildHall' } },
      solution: [{ type: 'build', building: 'guildHall' }],
      refusals: [{ move: { type: 'build', building: 'smallIndigoPlant' }, rule: 'builder.one-of-each' }],
      highlight: ['supply:building:guildHall'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build' } },
      solution: [{ type: 'build', building: 'office' }],
      refusals: [{ move: { type: 'build', building: 'fortress' }, rule: 'builder.city-space' }],
      highlight: ['p1'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
    },
  ],
};
