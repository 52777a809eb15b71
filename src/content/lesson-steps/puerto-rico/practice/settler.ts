/** Drills after lesson 2, the Settler: taking plantations on new positions (words: settler.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

export const settlerDrills: LessonPlan = {
  lesson: 'en/puerto-rico/02-settler/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  steps: [
    // Four players: Ana chooses the Settler and takes the quarry, her privilege.
    {
      start: { setup: { options: { players: 4 }, seed: 5, faceUp: ['sugar', 'corn', 'indigo', 'tobacco', 'coffee'] } },
      before: [{ type: 'role', role: 'settler' }],
      goal: { kind: 'move', move: { type: 'plant', tile: 'quarry' } },
      solution: [{ type: 'plant', tile: 'quarry' }],
      refusals: [],
      highlight: ['quarries'],
    },
    // Ben is not the Settler: no quarry for him, only a face-up plantation.
    {
      start: { setup: { options: { players: 4 }, seed: 5, faceUp: ['sugar', 'corn', 'indigo', 'tobacco', 'coffee'] } },
      before: [
        { type: 'role', role: 'settler' },
        { type: 'plant', tile: 'quarry' },
      ],
      goal: { kind: 'move', move: { type: 'plant', tile: 'coffee' } },
      solution: [{ type: 'plant', tile: 'coffee' }],
      refusals: [{ move: { type: 'plant', tile: 'quarry' }, rule: 'settler.quarry-privilege' }],
    },
    // Two players, New Buildings: Ana's working Hacienda draws a face-down plantation first.
    {
      start: {
        setup: {
          options: { players: 2, buildings: { kind: 'all' } },
          seed: 3,
          players: [{ city: [{ building: 'hacienda', colonists: 1 }] }, {}],
        },
      },
      before: [{ type: 'role', role: 'settler' }],
      goal: { kind: 'move', move: { type: 'hacienda' } },
      solution: [{ type: 'hacienda' }],
      refusals: [],
    },
  ],
};
