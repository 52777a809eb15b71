/** Drills after lesson 11, the setup: new games for 2 to 5 players (words: setup.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

export const setupDrills: LessonPlan = {
  lesson: 'en/puerto-rico/11-setup/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve'],
  steps: [
    // Five players: two Prospectors are dealt; Ana took one, Ben takes the other.
    {
      start: { setup: { options: { players: 5 }, seed: 9 } },
      before: [{ type: 'role', role: 'prospector' }],
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['role:prospector'],
    },
    // Four players: only one Prospector.
    {
      start: { setup: { options: { players: 4 }, seed: 9 } },
      before: [{ type: 'role', role: 'prospector' }],
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'builder' }],
      refusals: [{ move: { type: 'role', role: 'prospector' }, rule: 'round.role-taken' }],
    },
    // Two players: the governor chooses a role, then the other player, then the governor again.
    {
      start: { setup: { options: { players: 2 }, seed: 9 } },
      before: [{ type: 'role', role: 'settler' }, { type: 'plant', tile: 'quarry' }, { type: 'pass' }, { type: 'role', role: 'builder' }, { type: 'pass' }, { type: 'pass' }],
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'craftsman' }],
      refusals: [{ move: { type: 'role', role: 'builder' }, rule: 'round.role-taken' }],
    },
  ],
};
