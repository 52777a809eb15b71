/** Lesson 8, the Prospector (reference data: the Hungarian text does not describe it). */
import type { LessonPlan } from './types';

export const prospectorPlan: LessonPlan = {
  lesson: 'en/puerto-rico/08-prospector',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  machine: 'prospector',
  steps: [
    {
      title: 'A card that pays',
      body: 'With four or five players there is a Prospector card (two with five). Nobody chose it in the last two rounds, so two doubloons lie on it.',
      start: {
        setup: {
          options: { players: 4 },
          round: 3,
          roles: [
            { role: 'settler', doubloons: 0, takenBy: -1 },
            { role: 'mayor', doubloons: 1, takenBy: -1 },
            { role: 'builder', doubloons: 0, takenBy: -1 },
            { role: 'craftsman', doubloons: 0, takenBy: -1 },
            { role: 'trader', doubloons: 1, takenBy: -1 },
            { role: 'captain', doubloons: 0, takenBy: -1 },
            { role: 'prospector', doubloons: 2, takenBy: -1 },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['role:prospector'],
    },
    {
      title: 'Ana takes the Prospector',
      body: 'The Prospector takes the doubloons lying on the card like any chooser, and then one doubloon from the bank. Nobody else does anything, and there is no phase to play: the next player chooses a role.',
      task: 'Choose the Prospector for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['role:prospector', 'p0:doubloons'],
    },
    {
      title: 'Ben cannot take it too',
      body: 'Ana now has 6 doubloons (3 + 2 + 1). Ben is next: the Prospector is taken for this round, so he must pick another card.',
      task: 'Choose a role for Ben.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'mayor' }],
      refusals: [{ move: { type: 'role', role: 'prospector' }, rule: 'round.role-taken' }],
    },
  ],
};
