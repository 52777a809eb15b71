/** Lesson 9, game end and scoring (seed 000, "A játék vége", "Pontozás"). */
import { goods } from '../../../machines/puerto-rico/examples';
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const gameEndPlan: LessonPlan = {
  lesson: 'en/puerto-rico/09-game-end-and-scoring',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'round',
  steps: [
    {
      start: {
        setup: {
          options: { players: 3 },
          rolesChosen: 2,
          vpChips: 1,
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
              vp: 12,
              doubloons: 4,
              city: [
                { building: 'smallMarket', colonists: 1 },
                { building: 'hospice', colonists: 1 },
              ],
            },
            { vp: 14, doubloons: 1, city: [{ building: 'smallIndigoPlant', colonists: 1 }] },
            { vp: 9, doubloons: 2, goods: goods({ corn: 2 }), city: [{ building: 'harbor', colonists: 1 }] },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p2:goods:corn'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'captain' } },
      solution: [{ type: 'role', role: 'captain' }],
      refusals: [{ move: { type: 'role', role: 'mayor' }, rule: 'round.role-taken' }],
      highlight: ['role:captain'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'game-over' },
      solution: [{ type: 'load', good: 'corn', ship: 2 }],
      refusals: [{ move: { type: 'pass' }, rule: 'captain.must-load' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0:vp', 'p1:vp', 'p2:vp'],
    },
    // Another game: three chips left; Cleo's full loading (2 corn + privilege + Harbor = 4) would
    // take the last one and end the game she is losing. She takes only as much bonus as leaves one.
    {
      start: {
        setup: {
          options: { players: 3 },
          rolesChosen: 3,
          vpChips: 3,
          phase: 'captain',
          chooser: 2,
          queue: [2, 0, 1],
          roles: [
            { role: 'settler', doubloons: 0, takenBy: 0 },
            { role: 'mayor', doubloons: 0, takenBy: 1 },
            { role: 'builder', doubloons: 0, takenBy: -1 },
            { role: 'craftsman', doubloons: 0, takenBy: -1 },
            { role: 'trader', doubloons: 0, takenBy: -1 },
            { role: 'captain', doubloons: 0, takenBy: 2 },
          ],
          players: [
            { vp: 15, doubloons: 2 },
            { vp: 12, doubloons: 1 },
            { vp: 9, doubloons: 2, goods: goods({ corn: 2 }), city: [{ building: 'harbor', colonists: 1 }] },
          ],
        },
      },
      goal: { kind: 'move', move: { type: 'load', good: 'corn', bonus: 0 } },
      solution: [{ type: 'load', good: 'corn', ship: 2, bonus: 0 }],
      refusals: [{ move: { type: 'load', good: 'corn', ship: 2, bonus: 1 }, rule: 'end.decline-last-chip' }],
      highlight: ['p2:goods:corn', 'p2:vp'],
    },
  ],
};
