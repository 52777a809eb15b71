/**
 * A guided first round of a four-player game (seed 000 "A játék menete"): the learner plays Ana,
 * the governor; Ben, Cleo and Dan play their moves as each step opens (`before`). Four roles are
 * chosen, one per player, and each phase of the round is played once.
 */
import type { Move } from '../../../engine/puerto-rico/moves';
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

const plant = (tile: 'coffee' | 'sugar' | 'corn' | 'quarry'): Move => ({ type: 'plant', tile });
const colonist = (to: 'sugar' | 'corn' | 'quarry'): Move => ({ type: 'colonist', to });

export const firstRoundPlan: LessonPlan = {
  lesson: 'en/puerto-rico/12-first-round',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  machine: 'round',
  steps: [
    {
      start: { setup: { options: { players: 4 }, seed: 1 } },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0', 'p0:island:0', 'p0:doubloons'],
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
      goal: { kind: 'move', move: plant('quarry') },
      solution: [plant('quarry')],
      refusals: [{ move: { type: 'plant', tile: 'tobacco' }, rule: 'settler.tile-not-offered' }],
      highlight: ['quarries'],
    },
    // Ben, Cleo and Dan take a plantation each; Ben chooses the Mayor; Cleo and Dan place their colonists.
    {
      start: { from: 'previous' },
      before: [plant('coffee'), plant('sugar'), plant('corn'), { type: 'role', role: 'mayor' }, colonist('sugar'), colonist('corn')],
      goal: { kind: 'move', move: colonist('quarry') },
      solution: [colonist('quarry')],
      refusals: [
        { move: { type: 'pass' }, rule: 'mayor.fill-circles' },
        { move: { type: 'build', building: 'smallMarket' }, rule: 'round.not-your-phase' },
      ],
      highlight: ['p0:island:1', 'p0:san-juan'],
    },
    // Cleo chooses the Builder and builds a Small Sugar Mill; Dan builds a Small Market.
    {
      start: { from: 'previous' },
      before: [
        { type: 'role', role: 'builder' },
        { type: 'build', building: 'smallSugarMill' },
        { type: 'build', building: 'smallMarket' },
      ],
      goal: { kind: 'move', move: { type: 'build', building: 'smallIndigoPlant' } },
      solution: [{ type: 'build', building: 'smallIndigoPlant' }],
      refusals: [{ move: { type: 'build', building: 'coffeeRoaster' }, rule: 'builder.afford' }],
      highlight: ['supply:building:smallIndigoPlant', 'p0:island:1'],
    },
    // Ben builds a Hacienda; Dan chooses the Craftsman and takes one more corn as his privilege.
    {
      start: { from: 'previous' },
      before: [
        { type: 'build', building: 'hacienda' },
        { type: 'role', role: 'craftsman' },
        { type: 'craft', good: 'corn' },
      ],
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p3:goods:corn', 'role:trader', 'role:captain', 'role:prospector'],
    },
  ],
};
