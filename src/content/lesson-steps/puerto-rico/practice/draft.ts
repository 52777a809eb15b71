/** Drills after lesson 13, the New Buildings draft: other drafts (words: draft.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

export const draftDrills: LessonPlan = {
  lesson: 'en/puerto-rico/13-new-buildings-draft/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  steps: [
    // Four players: only violet buildings are drafted.
    {
      start: { setup: { options: { players: 4, buildings: { kind: 'draft' } }, seed: 2 } },
      goal: { kind: 'move', move: { type: 'draft', building: 'constructionHut' } },
      solution: [{ type: 'draft', building: 'constructionHut' }],
      refusals: [{ move: { type: 'draft', building: 'indigoPlant' }, rule: 'setup.draft' }],
    },
    // Ana drafted the Hacienda: the Forest House, its pair, stays out for Ben.
    {
      start: { setup: { options: { players: 4, buildings: { kind: 'draft' } }, seed: 2 } },
      before: [{ type: 'draft', building: 'hacienda' }],
      goal: { kind: 'move', move: { type: 'draft' } },
      solution: [{ type: 'draft', building: 'library' }],
      refusals: [{ move: { type: 'draft', building: 'forestHouse' }, rule: 'setup.hacienda-forest-house' }],
    },
    // A building already drafted cannot be drafted again.
    {
      start: { setup: { options: { players: 4, buildings: { kind: 'draft' } }, seed: 2 } },
      before: [
        { type: 'draft', building: 'hacienda' },
        { type: 'draft', building: 'library' },
      ],
      goal: { kind: 'move', move: { type: 'draft' } },
      solution: [{ type: 'draft', building: 'smallMarket' }],
      refusals: [{ move: { type: 'draft', building: 'library' }, rule: 'setup.draft' }],
    },
  ],
};
