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
    // The large buildings at the end of a game (seed 000 "A nagy épületek", seed 001 Kolostor, Szobor):
    // Ana and Ben have chosen their roles; Cleo fills her twelfth city space with the Builder, so the
    // game ends with this round, and every working large building scores its bonus.
    {
      start: {
        setup: {
          options: { players: 3, buildings: { kind: 'all' } },
          rolesChosen: 2,
          roles: [
            { role: 'settler', doubloons: 0, takenBy: 0 },
            { role: 'mayor', doubloons: 0, takenBy: 1 },
            { role: 'builder', doubloons: 0, takenBy: -1 },
            { role: 'craftsman', doubloons: 0, takenBy: -1 },
            { role: 'trader', doubloons: 0, takenBy: -1 },
            { role: 'captain', doubloons: 0, takenBy: -1 },
          ],
          players: [
            {
              island: [
                { tile: 'corn', colonists: 1 },
                { tile: 'quarry', colonists: 1 },
              ],
              city: [
                { building: 'cityHall', colonists: 1 },
                { building: 'cloister', colonists: 1 },
                { building: 'statue', colonists: 0 },
              ],
            },
            {},
            {
              doubloons: 5,
              island: [
                { tile: 'indigo', colonists: 1 },
                { tile: 'sugar', colonists: 1 },
              ],
              city: [
                { building: 'guildHall', colonists: 1 },
                { building: 'residence', colonists: 1 },
                { building: 'fortress', colonists: 1 },
                { building: 'customsHouse', colonists: 1 },
                { building: 'smallIndigoPlant', colonists: 1 },
                { building: 'smallSugarMill', colonists: 1 },
                { building: 'smallMarket', colonists: 0 },
              ],
            },
          ],
        },
      },
      goal: { kind: 'game-over' },
      solution: [{ type: 'role', role: 'builder' }, { type: 'build', building: 'constructionHut' }, { type: 'pass' }, { type: 'pass' }],
      refusals: [],
      highlight: ['p0', 'p2'],
    },
  ],
};
