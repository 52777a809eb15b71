/** Lesson 1, how a round works (seed 000, "A játék menete", "A szerepek"; the Prospector from the reference data). */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const roundPlan: LessonPlan = {
  lesson: 'en/puerto-rico/01-how-a-round-works',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  machine: 'round',
  steps: [
    {
      start: { setup: { options: { players: 4 }, seed: 11 } },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['role:settler', 'role:mayor', 'role:builder', 'role:craftsman', 'role:trader', 'role:captain', 'role:prospector'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['role:prospector', 'p0:doubloons'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'builder' } },
      solution: [{ type: 'role', role: 'builder' }],
      refusals: [{ move: { type: 'role', role: 'prospector' }, rule: 'round.role-taken' }],
      highlight: ['role:builder'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'build', building: 'smallIndigoPlant' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }],
      refusals: [
        { move: { type: 'build', building: 'coffeeRoaster' }, rule: 'builder.afford' },
        { move: { type: 'role', role: 'settler' }, rule: 'round.not-your-phase' },
      ],
      highlight: ['supply:building:smallIndigoPlant'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'round-ends' },
      solution: [
        { type: 'role', role: 'craftsman' },
        { type: 'role', role: 'trader' },
      ],
      refusals: [{ move: { type: 'role', role: 'builder' }, rule: 'round.role-taken' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['role:settler', 'role:mayor', 'role:captain'],
    },
    // Before the first round with New Buildings (seed 001 "Előkészületek"): the draft. From the
    // governor, each player puts one violet building on a free bank slot of its own cost.
    {
      start: { setup: { options: { players: 4, buildings: { kind: 'draft' } }, seed: 11 } },
      goal: { kind: 'move', move: { type: 'draft', building: 'hacienda' } },
      solution: [{ type: 'draft', building: 'hacienda' }],
      refusals: [{ move: { type: 'draft', building: 'smallIndigoPlant' }, rule: 'setup.draft' }],
      highlight: ['supply:building:hacienda'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'draft' } },
      solution: [{ type: 'draft', building: 'library' }],
      refusals: [
        { move: { type: 'draft', building: 'forestHouse' }, rule: 'setup.hacienda-forest-house' },
        { move: { type: 'draft', building: 'hacienda' }, rule: 'setup.draft' },
      ],
      highlight: ['supply:building:library'],
    },
  ],
};
