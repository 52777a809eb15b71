/** Lesson 2, the Settler (seed 000, "Az ültetvényes"). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

const NAMES = ['Ana', 'Ben', 'Cleo'];

export const settlerPlan: LessonPlan = {
  lesson: 'en/puerto-rico/02-settler',
  names: NAMES,
  machine: 'settler',
  steps: [
    {
      start: { setup: { options: { players: 3 }, faceUp: ['coffee', 'tobacco', 'sugar', 'corn'] } },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['faceup:0', 'faceup:1', 'faceup:2', 'faceup:3', 'quarries'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'settler' } },
      solution: [{ type: 'role', role: 'settler' }],
      refusals: [],
      highlight: ['role:settler'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'plant', tile: 'quarry' } },
      solution: [{ type: 'plant', tile: 'quarry' }],
      refusals: [],
      highlight: ['quarries'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'plant', tile: 'coffee' } },
      solution: [{ type: 'plant', tile: 'coffee' }],
      refusals: [
        { move: { type: 'plant', tile: 'quarry' }, rule: 'settler.quarry-privilege' },
        { move: { type: 'plant', tile: 'indigo' }, rule: 'settler.tile-not-offered' },
      ],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'plant', tile: 'tobacco' }],
      refusals: [{ move: { type: 'plant', tile: 'quarry' }, rule: 'settler.quarry-privilege' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['faceup:0', 'faceup:1', 'faceup:2', 'faceup:3'],
    },
  ],
};
