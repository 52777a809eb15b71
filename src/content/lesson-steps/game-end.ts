/** Lesson 9, game end and scoring (seed 000, "A játék vége", "Pontozás"). */
import { goods } from '../../machines/puerto-rico/examples';
import type { LessonPlan } from './types';

export const gameEndPlan: LessonPlan = {
  lesson: 'en/puerto-rico/09-game-end-and-scoring',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'round',
  steps: [
    {
      title: 'The last victory point chip',
      body: 'The game ends after the round in which one of three things happens: the colonist ship cannot be refilled, a player fills the 12th space of his city, or the last victory point chip is handed out.\n\nHere only one chip is left. Ana chose the Settler, Ben the Mayor; Cleo makes the last choice of the round. She has 2 corn and all three ships are empty.',
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
            { vp: 12, doubloons: 4, city: [{ building: 'smallMarket', colonists: 1 }, { building: 'hospice', colonists: 1 }] },
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
      title: 'Cleo chooses the Captain',
      body: 'Loading 2 corn earns 2 points, +1 for the Captain’s privilege, +1 for her working Harbor: more points than there are chips. The rest are written down: later points still count.',
      task: 'Choose the Captain for Cleo.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'captain' } },
      solution: [{ type: 'role', role: 'captain' }],
      refusals: [{ move: { type: 'role', role: 'mayor' }, rule: 'round.role-taken' }],
      highlight: ['role:captain'],
    },
    {
      title: 'The last loading',
      body: 'Cleo loads her corn. The last chip is gone, so this round is the last; since everybody has already chosen a role, the game ends as soon as the Captain phase is over.',
      task: 'Load Cleo’s corn and finish the game.',
      start: { from: 'previous' },
      goal: { kind: 'game-over' },
      solution: [{ type: 'load', good: 'corn', ship: 2 }],
      refusals: [{ move: { type: 'pass' }, rule: 'captain.must-load' }],
    },
    {
      title: 'Counting the score',
      body: 'Each player adds his victory point chips (and points written down), the victory points printed on his buildings, and the bonus points of his working large buildings.\n\nAna: 12 chips + 1 (Small Market) + 2 (Hospice) = 15. Ben: 14 + 1 = 15. Cleo: 9 + 4 + 3 (Harbor) = 16, and she wins. Had two players tied, the one with more doubloons plus goods (one barrel counts as one doubloon) would win.',
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0:vp', 'p1:vp', 'p2:vp'],
    },
  ],
};
