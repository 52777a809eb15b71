/** Drills after lesson 1, the Build phase: building on new positions (words: build.words.yaml). */
import type { EndeavorPlan } from '../plan';

export const buildDrills: EndeavorPlan = {
  lesson: 'en/endeavor/01-build-phase/practice',
  steps: [
    // Four players, round 2, Industry 1: the Bank (level 2) is out of reach.
    {
      id: 'drill-build-level',
      setup: { players: 4, round: 2, phase: 'build', toAct: 0, seats: [{ buildings: ['shipyard'] }, { buildings: ['market'] }, { buildings: ['workshop'] }, { buildings: ['market'] }] },
      machine: 'build',
      goal: { kind: 'move', type: 'build' },
      refusal: { move: { type: 'build', building: 'bank' }, rule: 'build.level-limit' },
      solution: [{ type: 'build', building: 'market' }],
    },
    // Five players, round 3: building is not optional.
    {
      id: 'drill-build-must',
      setup: {
        players: 5,
        round: 3,
        phase: 'build',
        toAct: 0,
        seats: [{ buildings: ['market', 'workshop'] }, { buildings: ['market'] }, { buildings: ['workshop'] }, { buildings: ['shipyard'] }, { buildings: ['shipyard'] }],
      },
      machine: 'build',
      goal: { kind: 'move', type: 'build' },
      refusal: { move: { type: 'buildNothing' }, rule: 'build.must-build' },
      solution: [{ type: 'build', building: 'shipyard' }],
    },
    // Four players, round 7: every building space is full, so the learner builds nothing.
    {
      id: 'drill-build-none',
      setup: { players: 4, round: 7, phase: 'build', toAct: 0, seats: [{ buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks', 'bank', 'theatre'] }] },
      machine: 'build',
      goal: { kind: 'move', type: 'buildNothing' },
      refusal: { move: { type: 'build', building: 'market' }, rule: 'build.none-fits' },
      solution: [{ type: 'buildNothing' }],
    },
  ],
};
