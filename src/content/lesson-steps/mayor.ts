/** Lesson 3, the Mayor (seed 000, "A polgármester"). */
import type { LessonPlan } from './types';

export const mayorPlan: LessonPlan = {
  lesson: 'en/puerto-rico/03-mayor',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'mayor',
  steps: [
    {
      title: 'Colonists make things work',
      body: 'A plantation or building only works with a colonist on its circle. Ana has indigo, corn and sugar plantations and a Small Indigo Plant, all empty. Three colonists wait on the colonist ship.',
      start: {
        setup: {
          options: { players: 3 },
          colonistShip: 3,
          players: [
            { island: [{ tile: 'indigo', colonists: 0 }, { tile: 'corn', colonists: 0 }, { tile: 'sugar', colonists: 0 }], city: [{ building: 'smallIndigoPlant', colonists: 0 }] },
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
      title: 'Ana chooses the Mayor',
      body: 'The colonists on the ship are handed out one at a time, starting with the Mayor and going clockwise, so each of the three players gets one. As her privilege the Mayor takes one more colonist from the supply (not from the ship).',
      task: 'Choose the Mayor for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'mayor' } },
      solution: [{ type: 'role', role: 'mayor' }],
      refusals: [],
      highlight: ['role:mayor'],
    },
    {
      title: 'Indigo needs a plantation and a plant',
      body: 'Ana now has two colonists in San Juan and four empty circles. Ben and Cleo each had exactly one colonist for one empty circle, so theirs are placed without a choice.\n\nTo make indigo, Ana needs a worked indigo plantation and a worked Small Indigo Plant. A colonist can only go on an empty circle of her own tiles or buildings.',
      task: 'Put one of Ana’s colonists on her indigo plantation.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'colonist', to: 'indigo' } },
      solution: [{ type: 'colonist', to: 'indigo' }],
      refusals: [{ move: { type: 'colonist', to: 'coffee' }, rule: 'mayor.no-circle' }],
      highlight: ['p0:san-juan'],
    },
    {
      title: 'And the Small Indigo Plant',
      body: 'The second colonist goes on the Small Indigo Plant. Corn and sugar stay empty for now: only one colonist per circle, and she has no more.',
      task: 'Put Ana’s last colonist on the Small Indigo Plant.',
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'colonist', to: 'smallIndigoPlant' }],
      refusals: [],
      highlight: ['p0:city:smallIndigoPlant'],
    },
    {
      title: 'The ship is refilled',
      body: 'At the end of the phase the Mayor refills the colonist ship from the supply: one colonist for each empty circle on all players’ buildings, but at least as many as there are players. Here no building circle is empty, so three colonists (one per player) board the ship.\n\nIf the supply cannot fill the ship, the game ends after this round.',
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['colonist-ship'],
    },
  ],
};
