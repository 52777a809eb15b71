/** Lesson 3, the Mayor (seed 000, "A polgármester"). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const mayorPlan: LessonPlan = {
  lesson: 'en/puerto-rico/03-mayor',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'mayor',
  steps: [
    {
      start: {
        setup: {
          options: { players: 3 },
          colonistShip: 3,
          players: [
            {
              island: [
                { tile: 'indigo', colonists: 0 },
                { tile: 'corn', colonists: 0 },
                { tile: 'sugar', colonists: 0 },
              ],
              city: [{ building: 'smallIndigoPlant', colonists: 0 }],
            },
            { island: [{ tile: 'indigo', colonists: 0 }] },
            { island: [{ tile: 'corn', colonists: 0 }] },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['colonist-ship', 'p0'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'mayor' } },
      solution: [{ type: 'role', role: 'mayor' }],
      refusals: [],
      highlight: ['role:mayor'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'colonist', to: 'indigo' } },
      solution: [{ type: 'colonist', to: 'indigo' }],
      refusals: [{ move: { type: 'colonist', to: 'coffee' }, rule: 'mayor.no-circle' }],
      highlight: ['p0:san-juan'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'colonist', to: 'smallIndigoPlant' }],
      refusals: [{ move: { type: 'pass' }, rule: 'mayor.fill-circles' }],
      highlight: ['p0:city:smallIndigoPlant'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['colonist-ship'],
    },
    // The privilege may be declined (seed 000, "ha él a privilégiumával"): Ana takes the Mayor
    // without the extra colonist; she may take fewer colonists than the privilege gives, never more.
    {
      start: { setup: { options: { players: 3 }, players: [{ island: [{ tile: 'corn', colonists: 0 }] }, {}, {}] } },
      goal: { kind: 'move', move: { type: 'role', role: 'mayor' } },
      solution: [{ type: 'role', role: 'mayor', colonists: 0 }],
      refusals: [{ move: { type: 'role', role: 'mayor', colonists: 1 }, rule: 'mayor.privilege-decline' }],
      highlight: ['role:mayor'],
    },
    // The colonists run out (seed 000 "A játék vége"): the colonist ship brings the last three, and at
    // the end of the Mayor phase the supply cannot refill it, so the game ends with this round.
    {
      start: {
        setup: {
          options: { players: 3 },
          rolesChosen: 2,
          colonists: 0,
          colonistShip: 3,
          roles: [
            { role: 'settler', doubloons: 0, takenBy: 0 },
            { role: 'builder', doubloons: 0, takenBy: 1 },
            { role: 'mayor', doubloons: 0, takenBy: -1 },
            { role: 'craftsman', doubloons: 0, takenBy: -1 },
            { role: 'trader', doubloons: 0, takenBy: -1 },
            { role: 'captain', doubloons: 0, takenBy: -1 },
          ],
          players: [{ vp: 10 }, { vp: 11 }, { vp: 9 }],
        },
      },
      goal: { kind: 'game-over' },
      solution: [{ type: 'role', role: 'mayor' }],
      refusals: [],
      highlight: ['colonist-ship'],
    },
  ],
};
