/** Drills after lesson 6, the end of a round and of the game (words: end.words.yaml). */
import type { EndeavorPlan } from '../plan';

export const endDrills: EndeavorPlan = {
  lesson: 'en/endeavor/06-end-of-round-and-game/practice',
  steps: [
    // Four players, round 5: the others have passed; the learner passes and the round ends.
    {
      id: 'drill-end-round',
      setup: {
        players: 4,
        round: 5,
        phase: 'action',
        firstPlayer: 2,
        toAct: 0,
        passed: [false, true, true, true],
        seats: [{ buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks'], markers: [0, 1, 2, 3, 4] }],
      },
      machine: 'action',
      goal: { kind: 'done' },
      solution: [{ type: 'pass' }],
    },
    // Five players, round 3: the others have passed; the learner's pass ends the round.
    {
      id: 'drill-end-five',
      setup: { players: 5, round: 3, phase: 'action', firstPlayer: 4, toAct: 0, passed: [false, true, true, true, true], seats: [{ buildings: ['market', 'shipyard'], markers: [0, 1] }] },
      machine: 'action',
      goal: { kind: 'done' },
      solution: [{ type: 'pass' }],
    },
    // Round 7, the last: the learner's pass ends the game.
    {
      id: 'drill-end-game',
      setup: {
        round: 7,
        phase: 'action',
        toAct: 0,
        passed: [false, true, true],
        seats: [{ buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks', 'bank', 'theatre'], markers: [0, 1, 2, 3, 4, 5, 6] }],
      },
      machine: 'action',
      goal: { kind: 'done' },
      solution: [{ type: 'pass' }],
    },
  ],
};
