/** Lesson 2, the Settler (seed 000, "Az ültetvényes"). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

const NAMES = ['Ana', 'Ben', 'Cleo'];

/** Twelve tiles, one of each kind in the numbers a 3-player game has: no space is left. */
const FULL_ISLAND = (['quarry', 'quarry', 'corn', 'corn', 'indigo', 'indigo', 'sugar', 'sugar', 'tobacco', 'tobacco', 'coffee', 'coffee'] as const).map((tile) => ({
  tile,
  colonists: 1,
}));

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
    // New Buildings in the Settler phase (seed 001). Ana: a working Hacienda, Hospice and Library;
    // Ben: a working Construction Hut. Two quarries are left.
    {
      start: {
        setup: {
          options: { players: 3, buildings: { kind: 'all' } },
          faceUp: ['coffee', 'tobacco', 'sugar', 'corn'],
          quarries: 2,
          players: [
            {
              city: [
                { building: 'hacienda', colonists: 1 },
                { building: 'hospice', colonists: 1 },
                { building: 'library', colonists: 1 },
              ],
            },
            { city: [{ building: 'constructionHut', colonists: 1 }] },
            {},
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0', 'p1'],
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
      goal: { kind: 'move', move: { type: 'hacienda' } },
      solution: [{ type: 'hacienda' }],
      refusals: [{ move: { type: 'forest', tile: 'corn' }, rule: 'settler.forest' }],
      highlight: ['p0:city:hacienda'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'plant', tile: 'quarry' } },
      solution: [{ type: 'plant', tile: 'quarry' }],
      refusals: [{ move: { type: 'hacienda' }, rule: 'settler.hacienda' }],
      highlight: ['quarries', 'p0:city:hospice'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'plant', tile: 'quarry' } },
      solution: [{ type: 'plant', tile: 'quarry' }],
      refusals: [{ move: { type: 'plant', tile: 'coffee', noColonist: true }, rule: 'settler.hospice-decline' }],
      highlight: ['quarries', 'p1:city:constructionHut'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'plant' } },
      solution: [{ type: 'plant', tile: 'tobacco' }],
      refusals: [{ move: { type: 'plant', tile: 'quarry' }, rule: 'settler.no-quarry-left' }],
      highlight: ['quarries'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'plant', tile: 'coffee' }],
      refusals: [{ move: { type: 'plant', tile: 'quarry' }, rule: 'settler.no-quarry-left' }],
      highlight: ['p0:city:library', 'p0:city:hospice'],
    },
    // A full island (seed 000, Játékelemek: 12 spaces): Ben's turn is skipped.
    {
      start: {
        setup: {
          options: { players: 3 },
          faceUp: ['coffee', 'tobacco', 'sugar', 'corn'],
          players: [{}, { island: FULL_ISLAND }, {}],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p1'],
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
      goal: { kind: 'phase-ends' },
      solution: [
        { type: 'plant', tile: 'coffee' },
        { type: 'plant', tile: 'tobacco' },
      ],
      refusals: [],
      highlight: ['p1'],
    },
  ],
};
