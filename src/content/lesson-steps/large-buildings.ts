/** Lesson 10, the large buildings (seed 000, "A nagy épületek"; the Residence from the reference data). */
import type { LessonPlan } from './types';

const SMALL_CITY = ['smallIndigoPlant', 'smallSugarMill', 'indigoPlant', 'sugarMill', 'tobaccoStorage', 'coffeeRoaster', 'smallMarket', 'hacienda', 'constructionHut', 'smallWarehouse', 'hospice'] as const;

export const largeBuildingsPlan: LessonPlan = {
  lesson: 'en/puerto-rico/10-large-buildings',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'builder',
  steps: [
    {
      title: 'Five large buildings',
      body: 'Guild Hall, Residence, Fortress, Customs House and City Hall cost 10 doubloons each, take two city spaces, and are worth 4 victory points. A large building with a colonist on it also scores a bonus at the end of the game.\n\nAna has 10 doubloons and a roomy city. Ben has 10 doubloons and 11 buildings: one space left.',
      start: {
        setup: {
          options: { players: 3 },
          players: [
            { doubloons: 10, city: [{ building: 'smallIndigoPlant', colonists: 1 }, { building: 'indigoPlant', colonists: 0 }] },
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
      title: 'Ana chooses the Builder',
      body: 'As Builder, Ana pays one doubloon less: 9 for a large building.',
      task: 'Choose the Builder for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'builder' } },
      solution: [{ type: 'role', role: 'builder' }],
      refusals: [],
      highlight: ['role:builder'],
    },
    {
      title: 'A Guild Hall for Ana',
      body: 'The Guild Hall’s bonus: 1 point for each small and 2 for each large production building its owner has (Ana has one of each: 3 points, if a colonist works the Guild Hall at the end).',
      task: 'Build a Guild Hall for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build', building: 'guildHall' } },
      solution: [{ type: 'build', building: 'guildHall' }],
      refusals: [],
      highlight: ['supply:building:guildHall'],
    },
    {
      title: 'No room for Ben',
      body: 'A large building needs two free city spaces; Ben has one. He builds an Office instead, filling his 12th space, which means the game will end after this round.',
      task: 'Build something that fits in Ben’s city.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build' } },
      solution: [{ type: 'build', building: 'office' }],
      refusals: [{ move: { type: 'build', building: 'fortress' }, rule: 'builder.city-space' }],
      highlight: ['p1'],
    },
    {
      title: 'What the others are worth',
      body: 'Residence: 4 points for up to 9 filled island spaces, 5 for 10, 6 for 11, 7 for 12 (the Hungarian text leaves this out; it comes from the reference data). Fortress: 1 point per 3 colonists on your board. Customs House: 1 point per 4 victory points in chips. City Hall: 1 point per violet building, itself included.',
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
    },
  ],
};
