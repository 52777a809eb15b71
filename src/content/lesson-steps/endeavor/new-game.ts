/** Lesson 0, a new game and whole rounds: its board steps in page order (their words: new-game.words.yaml). */
import type { EndeavorPlan } from './plan';

export const newGamePlan: EndeavorPlan = {
  lesson: 'en/endeavor/00-new-game',
  steps: [
    // A new game of four as the engine deals it (seed 3 makes the learner the first player): the
    // learner plays every seat through the whole first round. Round 1 has nothing to pay back, so
    // Salary passes by; the round ends when all four have passed and the marker goes to Player 2.
    { id: 'newGame', setup: { newGame: { players: 4, seed: 3 } }, machine: 'growth', goal: { kind: 'round' } },
    // Round 2 of another game: Player 2 holds the first-player marker and starts. Markers lie on
    // the buildings used in round 1, so Salary has work: the learner (two busy buildings, one
    // payment) and Player 4 choose; Players 2 and 3 (one busy building each) take theirs back at once.
    {
      id: 'secondRound',
      setup: {
        players: 4,
        round: 2,
        phase: 'build',
        firstPlayer: 1,
        toAct: 1,
        seats: [
          { buildings: ['shipyard'], markers: [0, 1] },
          { buildings: ['market'], markers: [1] },
          { buildings: ['workshop'], markers: [0] },
          { buildings: ['shipyard'], markers: [0, 1] },
        ],
        cities: { EU1: 1, EU2: 2 },
        shipTracks: { caribbean: [0, 3] },
      },
      machine: 'growth',
      goal: { kind: 'round' },
    },
  ],
};
