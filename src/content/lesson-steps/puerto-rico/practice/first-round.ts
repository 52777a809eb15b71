/** Drills after lesson 12, the first round: other seeded games, the learner playing Ana (words: first-round.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

export const firstRoundDrills: LessonPlan = {
  lesson: 'en/puerto-rico/12-first-round/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  machine: 'round',
  steps: [
    // Three players: Ana chooses the Settler and takes the quarry.
    {
      start: { setup: { options: { players: 3 }, seed: 2 } },
      before: [{ type: 'role', role: 'settler' }],
      goal: { kind: 'move', move: { type: 'plant', tile: 'quarry' } },
      solution: [{ type: 'plant', tile: 'quarry' }],
      refusals: [],
      highlight: ['quarries'],
    },
    // Ana, the Builder, has 2 doubloons: a Small Indigo Plant (1 − 1 = 0) is hers, the Coffee Roaster is not.
    {
      start: { setup: { options: { players: 3 }, seed: 2 } },
      before: [{ type: 'role', role: 'builder' }],
      goal: { kind: 'move', move: { type: 'build', building: 'smallIndigoPlant' } },
      solution: [{ type: 'build', building: 'smallIndigoPlant' }],
      refusals: [{ move: { type: 'build', building: 'coffeeRoaster' }, rule: 'builder.afford' }],
      highlight: ['supply:building:smallIndigoPlant'],
    },
    // Four players: Ana, the governor, takes the Prospector's doubloon.
    {
      start: { setup: { options: { players: 4 }, seed: 2 } },
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['role:prospector', 'p0:doubloons'],
    },
  ],
};
