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
    // Production buildings of the base game and New Buildings (seed 000 Gyár, seed 001). Ana: a
    // working Factory, Aqueduct and Library; Ben: a working Specialty Factory and three tobacco;
    // Cleo: two coffee, with one coffee barrel left in the supply.
    {
      start: {
        setup: {
          options: { players: 3, buildings: { kind: 'all' } },
          goods: { corn: 10, indigo: 11, sugar: 11, tobacco: 9, coffee: 1 },
          players: [
            {
              island: [
                { tile: 'corn', colonists: 1 },
                { tile: 'indigo', colonists: 1 },
                { tile: 'sugar', colonists: 1 },
              ],
              city: [
                { building: 'smallIndigoPlant', colonists: 1 },
                { building: 'smallSugarMill', colonists: 1 },
                { building: 'factory', colonists: 1 },
                { building: 'aqueduct', colonists: 1 },
                { building: 'library', colonists: 1 },
              ],
            },
            {
              island: [
                { tile: 'tobacco', colonists: 1 },
                { tile: 'tobacco', colonists: 1 },
                { tile: 'tobacco', colonists: 1 },
              ],
              city: [
                { building: 'tobaccoStorage', colonists: 3 },
                { building: 'specialtyFactory', colonists: 1 },
              ],
            },
            {
              island: [
                { tile: 'coffee', colonists: 1 },
                { tile: 'coffee', colonists: 1 },
              ],
              city: [{ building: 'coffeeRoaster', colonists: 2 }],
            },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0:city:factory', 'p0:city:aqueduct', 'p1:city:specialtyFactory', 'p2:goods:coffee'],
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
      goal: { kind: 'phase-ends' },
      solution: [
        { type: 'craft', good: 'indigo' },
        { type: 'craft', good: 'sugar' },
      ],
      refusals: [{ move: { type: 'craft', good: 'tobacco' }, rule: 'craftsman.privilege' }],
      highlight: ['p0:city:library'],
    },
  ],
};
