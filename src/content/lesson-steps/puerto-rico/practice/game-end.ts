/** Drills after lesson 9, game end and scoring: ending the game on new positions (words: game-end.words.yaml). */
import { goods } from '../../../../machines/puerto-rico/examples';
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';
import { ELEVEN_SPACES } from '../game-end';
import { roleCards } from './roles';

/** The roles of a four-player round in which the first three seats have chosen: Dan chooses last. */
const lastChoice = roleCards(['settler', 'builder', 'craftsman', 'mayor', 'trader', 'captain', 'prospector'], 3);

/** Eleven buildings, one space short of a full city (the lesson's, with an Office for the Hospice). */
const ELEVEN = [...ELEVEN_SPACES.slice(0, -1), 'office' as const];

export const gameEndDrills: LessonPlan = {
  lesson: 'en/puerto-rico/09-game-end-and-scoring/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  steps: [
    // Two VP chips are left and Dan holds three sugar: shipping them ends the game with this round.
    {
      start: {
        setup: {
          options: { players: 4 },
          rolesChosen: 3,
          vpChips: 2,
          roles: lastChoice,
          players: [{ vp: 10 }, { vp: 12 }, { vp: 8 }, { vp: 9, goods: goods({ sugar: 3 }) }],
        },
      },
      goal: { kind: 'game-over' },
      solution: [
        { type: 'role', role: 'captain' },
        { type: 'load', good: 'sugar', ship: 0 },
      ],
      refusals: [],
      highlight: ['p3:goods:sugar'],
    },
    // The colonist ship holds the last four colonists: when the Mayor empties it the supply cannot refill it.
    {
      start: {
        setup: {
          options: { players: 4 },
          rolesChosen: 3,
          colonists: 0,
          colonistShip: 4,
          roles: lastChoice,
          players: [{ vp: 6 }, { vp: 7 }, { vp: 5 }, { vp: 8 }],
        },
      },
      goal: { kind: 'game-over' },
      solution: [{ type: 'role', role: 'mayor' }],
      refusals: [{ move: { type: 'role', role: 'settler' }, rule: 'round.role-taken' }],
      highlight: ['colonist-ship'],
    },
    // Dan's city has eleven spaces filled: a twelfth building ends the game with this round.
    {
      start: {
        setup: {
          options: { players: 4 },
          rolesChosen: 3,
          roles: roleCards(['settler', 'mayor', 'trader', 'builder', 'craftsman', 'captain', 'prospector'], 3),
          players: [{ vp: 4 }, { vp: 6 }, { vp: 5 }, { vp: 3, doubloons: 5, city: ELEVEN.map((building) => ({ building, colonists: 1 })) }],
        },
      },
      goal: { kind: 'game-over' },
      solution: [{ type: 'role', role: 'builder' }, { type: 'build', building: 'largeMarket' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }],
      refusals: [],
      highlight: ['p3'],
    },
  ],
};
