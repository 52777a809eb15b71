/** Drills after lesson 0, a new game: other new games as the engine deals them (words: new-game.words.yaml). */
import type { EndeavorPlan } from '../plan';

export const newGameDrills: EndeavorPlan = {
  lesson: 'en/endeavor/00-new-game/practice',
  steps: [
    // Five players: the first player builds first.
    { id: 'drill-new-five', setup: { newGame: { players: 5, seed: 2 } }, machine: 'build', goal: { kind: 'move', type: 'build' }, solution: [{ type: 'build', building: 'market' }] },
    // Four players: every seat starts with the same pieces; the first player builds first.
    { id: 'drill-new-four', setup: { newGame: { players: 4, seed: 11 } }, machine: 'build', goal: { kind: 'move', type: 'build' }, solution: [{ type: 'build', building: 'workshop' }] },
    // Three players: the whole first round.
    {
      id: 'drill-new-round',
      setup: { newGame: { players: 3, seed: 8 } },
      machine: 'growth',
      goal: { kind: 'round' },
      solution: [{ type: 'build', building: 'market' }, { type: 'build', building: 'shipyard' }, { type: 'build', building: 'workshop' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }],
    },
  ],
};
