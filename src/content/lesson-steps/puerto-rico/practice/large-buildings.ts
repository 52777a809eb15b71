/** Drills after lesson 10, the large buildings: paying for them on new positions (words: large-buildings.words.yaml). */
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

/** Three manned quarries: a large building costs three doubloons less. */
const QUARRIES = [1, 2, 3].map(() => ({ tile: 'quarry' as const, colonists: 1 }));

export const largeBuildingsDrills: LessonPlan = {
  lesson: 'en/puerto-rico/10-large-buildings/practice',
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  machine: 'builder',
  steps: [
    // Ana, the Builder, has 6 doubloons and three manned quarries: the Guild Hall costs 10 − 1 − 3 = 6.
    {
      start: { setup: { options: { players: 4 }, players: [{ doubloons: 6, island: QUARRIES }, { doubloons: 2 }, { doubloons: 2 }, { doubloons: 2 }] } },
      before: [{ type: 'role', role: 'builder' }],
      goal: { kind: 'move', move: { type: 'build', building: 'guildHall' } },
      solution: [{ type: 'build', building: 'guildHall' }],
      refusals: [],
      highlight: ['supply:building:guildHall', 'p0:island:0'],
    },
    // Ben has 8 doubloons and one quarry: no large building for him (10 − 1 = 9), but the Harbor (8 − 1 = 7) is his.
    {
      start: {
        setup: {
          options: { players: 4 },
          players: [{ doubloons: 0 }, { doubloons: 8, island: [{ tile: 'quarry', colonists: 1 }] }, { doubloons: 0 }, { doubloons: 0 }],
        },
      },
      before: [{ type: 'role', role: 'builder' }, { type: 'pass' }],
      goal: { kind: 'move', move: { type: 'build', building: 'harbor' } },
      solution: [{ type: 'build', building: 'harbor' }],
      refusals: [{ move: { type: 'build', building: 'residence' }, rule: 'builder.afford' }],
    },
    // Three players: Cleo, the Builder, already owns a Small Market; a second one is refused, the City Hall (10 − 1 = 9) is hers.
    {
      start: {
        setup: {
          options: { players: 3 },
          chooser: 2,
          players: [{}, {}, { doubloons: 9, city: [{ building: 'smallMarket', colonists: 0 }] }],
          governor: 2,
        },
      },
      before: [{ type: 'role', role: 'builder' }],
      goal: { kind: 'move', move: { type: 'build', building: 'cityHall' } },
      solution: [{ type: 'build', building: 'cityHall' }],
      refusals: [{ move: { type: 'build', building: 'smallMarket' }, rule: 'builder.one-of-each' }],
    },
  ],
};
