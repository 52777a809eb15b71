/**
 * The New Buildings draft and the two variants of the expansion (seed 001 "ELŐKÉSZÜLETEK" and
 * the paragraph after it). A three-player game; the learner plays every seat.
 */
import type { Move } from '../../../engine/puerto-rico/moves';
import type { BuildingId } from '../../../engine/puerto-rico/vocabulary';
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

const draft = (building: BuildingId): Move => ({ type: 'draft', building });

/** Picks 4 to 16, clockwise from Ana, so that one 10-doubloon slot is left for Ben. */
const LATER_PICKS = (['aqueduct', 'storehouse', 'guestHouse', 'office', 'church', 'smallWharf', 'factory', 'harbor', 'wharf', 'guildHall', 'residence', 'statue', 'cityHall'] as const).map(draft);

export const draftPlan: LessonPlan = {
  lesson: 'en/puerto-rico/13-new-buildings-draft',
  names: ['Ana', 'Ben', 'Cleo'],
  steps: [
    {
      start: { setup: { options: { players: 3, buildings: { kind: 'draft' } }, seed: 1 } },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: draft('hacienda') },
      solution: [draft('hacienda')],
      refusals: [{ move: draft('smallIndigoPlant'), rule: 'setup.draft' }],
      highlight: ['supply:building:hacienda'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: draft('blackMarket') },
      solution: [draft('blackMarket')],
      refusals: [
        { move: draft('forestHouse'), rule: 'setup.hacienda-forest-house' },
        { move: draft('hacienda'), rule: 'setup.draft' },
      ],
      highlight: ['supply:building:blackMarket'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'draft' } },
      solution: [draft('library')],
      refusals: [{ move: draft('constructionHut'), rule: 'setup.draft-cost' }],
      highlight: ['supply:building:library'],
    },
    {
      start: { from: 'previous' },
      before: LATER_PICKS,
      goal: { kind: 'move', move: { type: 'draft' } },
      solution: [draft('cloister')],
      refusals: [{ move: draft('unionHall'), rule: 'setup.draft-cost' }],
      highlight: ['supply:building:cityHall', 'supply:building:statue'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['role:settler', 'role:builder'],
    },
    // Variant 1 (seed 001): every building kind in the game, one copy of each.
    {
      start: { setup: { options: { players: 3, buildings: { kind: 'all' } }, seed: 1 } },
      goal: { kind: 'move', move: { type: 'role', role: 'builder' } },
      solution: [{ type: 'role', role: 'builder' }],
      refusals: [],
      highlight: ['role:builder'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build', building: 'smallMarket' } },
      solution: [{ type: 'build', building: 'smallMarket' }],
      refusals: [],
      highlight: ['supply:building:smallMarket'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'build', building: 'aqueduct' } },
      solution: [{ type: 'build', building: 'aqueduct' }],
      refusals: [{ move: { type: 'build', building: 'smallMarket' }, rule: 'builder.supply' }],
      highlight: ['supply:building:aqueduct'],
    },
    // Variant 2 (seed 001): every colonist and VP chip, and a full city ends the game.
    {
      start: { setup: { options: { players: 3, fullCityEnd: true }, seed: 1 } },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['colonist-ship'],
    },
  ],
};
