/** Drills after lesson 1, how a round works: choosing roles on new positions (words: round.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

import { roleCards } from './roles';

/** The six roles of a three-player game, the first `taken` chosen in seat order. */
const roles3 = (taken: number, doubloons: Parameters<typeof roleCards>[2] = {}) => roleCards(['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'], taken, doubloons);

export const roundDrills: LessonPlan = {
  lesson: 'en/puerto-rico/01-how-a-round-works/practice',
  names: ['Ana', 'Ben', 'Cleo'],
  steps: [
    // Doubloons lie on the roles nobody took last round: the Trader carries two.
    {
      start: { setup: { options: { players: 3 }, round: 3, roles: roles3(0, { trader: 2, captain: 1 }) } },
      goal: { kind: 'move', move: { type: 'role', role: 'trader' } },
      solution: [{ type: 'role', role: 'trader' }],
      refusals: [],
      highlight: ['role:trader'],
    },
    // Ana chose the Settler and Ben the Mayor: Cleo chooses from what is left.
    {
      start: { setup: { options: { players: 3 }, rolesChosen: 2, roles: roles3(2) } },
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'builder' }],
      refusals: [{ move: { type: 'role', role: 'settler' }, rule: 'round.role-taken' }],
    },
    // A new game of five: the governor's Builder phase is played by everybody in turn.
    {
      start: { setup: { options: { players: 5 }, seed: 7 } },
      before: [{ type: 'role', role: 'builder' }],
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'build', building: 'smallMarket' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }],
      refusals: [{ move: { type: 'role', role: 'mayor' }, rule: 'round.not-your-phase' }],
    },
  ],
};
