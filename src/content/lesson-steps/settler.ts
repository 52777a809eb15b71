/** Lesson 2, the Settler (seed 000, "Az ültetvényes"). */
import type { LessonPlan } from './types';

const NAMES = ['Ana', 'Ben', 'Cleo'];

export const settlerPlan: LessonPlan = {
  lesson: 'en/puerto-rico/02-settler',
  names: NAMES,
  machine: 'settler',
  steps: [
    {
      title: 'Plantations for everyone',
      body: 'Each player’s island has 12 spaces for plantations and quarries. With three players, four plantation tiles lie face up next to the stacks: here coffee, tobacco, sugar and corn.\n\nAna is the governor and chooses first.',
      start: { setup: { options: { players: 3 }, faceUp: ['coffee', 'tobacco', 'sugar', 'corn'] } },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['faceup:0', 'faceup:1', 'faceup:2', 'faceup:3', 'quarries'],
    },
    {
      title: 'Ana chooses the Settler',
      body: 'In the Settler phase every player, starting with the Settler and going clockwise, may take one face-up plantation and put it on an empty space of his island.',
      task: 'Choose the Settler for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'settler' } },
      solution: [{ type: 'role', role: 'settler' }],
      refusals: [],
      highlight: ['role:settler'],
    },
    {
      title: 'The Settler’s privilege: a quarry',
      body: 'The Settler may take a quarry instead of a plantation. A working quarry makes every building cheaper later. Ana takes one.',
      task: 'Take a quarry for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'plant', tile: 'quarry' } },
      solution: [{ type: 'plant', tile: 'quarry' }],
      refusals: [],
      highlight: ['quarries'],
    },
    {
      title: 'Ben takes coffee',
      body: 'Ben is next. He is not the Settler, so no quarry for him (unless he had a working Construction Hut), and he can only take a plantation that lies face up. He takes the coffee.',
      task: 'Take the coffee plantation for Ben.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'plant', tile: 'coffee' } },
      solution: [{ type: 'plant', tile: 'coffee' }],
      refusals: [
        { move: { type: 'plant', tile: 'quarry' }, rule: 'settler.quarry-privilege' },
        { move: { type: 'plant', tile: 'indigo' }, rule: 'settler.tile-not-offered' },
      ],
    },
    {
      title: 'Cleo, and the end of the phase',
      body: 'Cleo takes a plantation too, or passes: taking one is allowed, not required. After her the phase is over.',
      task: 'Take a plantation for Cleo (or pass).',
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'plant', tile: 'tobacco' }],
      refusals: [{ move: { type: 'plant', tile: 'quarry' }, rule: 'settler.quarry-privilege' }],
    },
    {
      title: 'New plantations',
      body: 'The face-up plantations nobody took are discarded, and four new ones (one more than there are players) are turned face up from the stacks for the next Settler.',
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['faceup:0', 'faceup:1', 'faceup:2', 'faceup:3'],
    },
  ],
};
