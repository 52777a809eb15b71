/** Drills after lesson 2, the Growth phase: building for everybody until Growth comes (words: growth.words.yaml). */
import type { EndeavorPlan } from '../plan';

export const growthDrills: EndeavorPlan = {
  lesson: 'en/endeavor/02-growth-phase/practice',
  steps: [
    // Four players, round 1: the last build sets Growth off.
    {
      id: 'drill-growth-four',
      setup: { players: 4, phase: 'build', toAct: 0 },
      machine: 'growth',
      goal: { kind: 'done' },
      solution: [
        { type: 'build', building: 'market' },
        { type: 'build', building: 'shipyard' },
        { type: 'build', building: 'workshop' },
        { type: 'build', building: 'market' },
      ],
    },
    // Five players, round 4: Culture tokens put the seats on different Culture levels.
    {
      id: 'drill-growth-culture',
      setup: { players: 5, round: 4, phase: 'build', toAct: 0, seats: [{ tokens: { culture: 4 } }, {}, { tokens: { culture: 2 } }, {}, {}] },
      machine: 'growth',
      goal: { kind: 'done' },
      solution: [
        { type: 'build', building: 'shipyard' },
        { type: 'build', building: 'market' },
        { type: 'build', building: 'workshop' },
        { type: 'build', building: 'market' },
        { type: 'build', building: 'shipyard' },
      ],
    },
    // Three players, round 2, the second player starts: the build order follows the first-player marker.
    {
      id: 'drill-growth-order',
      setup: { round: 2, phase: 'build', firstPlayer: 1, toAct: 1 },
      machine: 'growth',
      goal: { kind: 'done' },
      solution: [
        { type: 'build', building: 'workshop' },
        { type: 'build', building: 'market' },
        { type: 'build', building: 'shipyard' },
      ],
    },
  ],
};
