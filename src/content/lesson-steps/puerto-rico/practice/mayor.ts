/** Drills after lesson 3, the Mayor: placing colonists on new positions (words: mayor.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

export const mayorDrills: LessonPlan = {
  lesson: 'en/puerto-rico/03-mayor/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  steps: [
    // Four players, four colonists on the ship: one each, and Ana's privilege one more. She has four
    // empty circles for her two: a colonist left in San Juan beside an empty circle is refused.
    {
      start: {
        setup: {
          options: { players: 4 },
          colonistShip: 4,
          players: [
            {
              island: [
                { tile: 'sugar', colonists: 0 },
                { tile: 'corn', colonists: 0 },
                { tile: 'quarry', colonists: 0 },
              ],
              city: [{ building: 'smallSugarMill', colonists: 0 }],
            },
            { island: [{ tile: 'corn', colonists: 0 }] },
            { island: [{ tile: 'indigo', colonists: 0 }] },
            { island: [{ tile: 'indigo', colonists: 0 }] },
          ],
        },
      },
      before: [{ type: 'role', role: 'mayor' }],
      goal: { kind: 'phase-ends' },
      solution: [
        { type: 'colonist', to: 'sugar' },
        { type: 'colonist', to: 'smallSugarMill' },
      ],
      refusals: [{ move: { type: 'pass' }, rule: 'mayor.fill-circles' }],
      highlight: ['p0'],
    },
    // Two players: a colonist goes only where there is a free circle.
    {
      start: {
        setup: {
          options: { players: 2 },
          colonistShip: 2,
          players: [
            {
              island: [
                { tile: 'indigo', colonists: 0 },
                { tile: 'corn', colonists: 0 },
              ],
              city: [{ building: 'smallIndigoPlant', colonists: 0 }],
            },
            { island: [{ tile: 'corn', colonists: 0 }] },
          ],
        },
      },
      before: [{ type: 'role', role: 'mayor' }],
      goal: { kind: 'move', move: { type: 'colonist', to: 'indigo' } },
      solution: [{ type: 'colonist', to: 'indigo' }],
      refusals: [{ move: { type: 'colonist', to: 'coffee' }, rule: 'mayor.no-circle' }],
    },
    // Five players: the Mayor may decline the privilege's extra colonist.
    {
      start: { setup: { options: { players: 5 }, seed: 2 } },
      goal: { kind: 'move', move: { type: 'role', role: 'mayor', colonists: 0 } },
      solution: [{ type: 'role', role: 'mayor', colonists: 0 }],
      refusals: [],
      highlight: ['role:mayor'],
    },
  ],
};
