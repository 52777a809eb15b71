/** Lesson 1, the Build phase: its board steps in page order (their words: build.words.yaml). */
import type { EndeavorPlan } from './plan';

export const buildPlan: EndeavorPlan = {
  lesson: 'en/endeavor/01-build-phase',
  steps: [
    { id: 'build', setup: { phase: 'build', toAct: 0 }, machine: 'build', goal: { kind: 'move', type: 'build' } },
    // Industry 1 allows level 1 only: the Bank (level 2) is refused. The learner already has a Market,
    // and the first building offered is a second Market: building the same kind twice is allowed.
    {
      id: 'buildLevel',
      setup: { round: 2, phase: 'build', toAct: 0, seats: [{ buildings: ['market'] }, { buildings: ['shipyard'] }, { buildings: ['workshop'] }] },
      machine: 'build',
      goal: { kind: 'move', type: 'build' },
      refusal: { move: { type: 'build', building: 'bank' }, rule: 'build.level-limit' },
    },
    // Building is not optional: with buildings in reach, building nothing is refused.
    {
      id: 'buildMust',
      setup: { round: 2, phase: 'build', toAct: 0, seats: [{ buildings: ['shipyard'] }, { buildings: ['market'] }, { buildings: ['workshop'] }] },
      machine: 'build',
      goal: { kind: 'move', type: 'build' },
      refusal: { move: { type: 'buildNothing' }, rule: 'build.must-build' },
    },
    // Every level-1 tile is built (five players, three each): the learner, Industry 1, takes a
    // building of the lowest level still in stock, level 2.
    {
      id: 'buildFallback',
      setup: {
        players: 5,
        round: 4,
        phase: 'build',
        toAct: 0,
        seats: [
          { buildings: ['market', 'market', 'shipyard'] },
          { buildings: ['market', 'shipyard', 'workshop'] },
          { buildings: ['market', 'shipyard', 'workshop'] },
          { buildings: ['market', 'shipyard', 'workshop'] },
          { buildings: ['workshop', 'workshop', 'shipyard'] },
        ],
      },
      machine: 'build',
      goal: { kind: 'move', type: 'build' },
    },
    // The learner owns the Exchange (level 5) and his Industry reaches level 5: the Museum is refused.
    {
      id: 'buildFive',
      setup: { round: 6, phase: 'build', toAct: 0, seats: [{ buildings: ['workshop', 'workshop', 'workshop', 'workshop', 'exchange'], tokens: { industry: 3 } }] },
      machine: 'build',
      goal: { kind: 'move', type: 'build' },
      refusal: { move: { type: 'build', building: 'museum' }, rule: 'build.one-level-five' },
    },
    // Every building space of the learner's board is full: he builds nothing.
    {
      id: 'buildNone',
      setup: { round: 7, phase: 'build', toAct: 0, seats: [{ buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks', 'bank', 'barracks'] }] },
      machine: 'build',
      goal: { kind: 'move', type: 'buildNothing' },
      refusal: { move: { type: 'build', building: 'market' }, rule: 'build.none-fits' },
    },
  ],
};
