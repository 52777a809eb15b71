/** Drills after lesson 8, the Prospector (words: prospector.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';
import { roleCards } from './roles';

export const prospectorDrills: LessonPlan = {
  lesson: 'en/puerto-rico/08-prospector/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve'],
  steps: [
    // Five players, a new game: there are two Prospectors. Ana takes one, Ben the other.
    {
      start: { setup: { options: { players: 5 }, seed: 4 } },
      before: [{ type: 'role', role: 'prospector' }],
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['role:prospector', 'p1:doubloons'],
    },
    // Four players: Ana took the one Prospector; Ben chooses another role.
    {
      start: { setup: { options: { players: 4 }, seed: 6 } },
      before: [{ type: 'role', role: 'prospector' }],
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'settler' }],
      refusals: [{ move: { type: 'role', role: 'prospector' }, rule: 'round.role-taken' }],
    },
    // Four players, round 4: two doubloons lie on the Prospector since nobody took it.
    {
      start: {
        setup: {
          options: { players: 4 },
          round: 4,
          roles: roleCards(['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector'], 0, { settler: 1, prospector: 2 }),
        },
      },
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['role:prospector'],
    },
  ],
};
