/** Lesson 6, the end of a round and of the game: its board steps in page order (their words: end.words.yaml). */
import type { EndeavorPlan } from './plan';

export const endPlan: EndeavorPlan = {
  lesson: 'en/endeavor/06-end-of-round-and-game',
  steps: [
    // Round 6, Player 2 started it and the others have passed; the learner has no markers left, so he passes.
    // The round ends: the first-player marker moves clockwise to Player 3, and round 7 (the last) begins with
    // one building space still free on every board.
    {
      id: 'roundEnd',
      setup: {
        round: 6,
        phase: 'action',
        firstPlayer: 1,
        toAct: 0,
        passed: [false, true, true],
        seats: [
          { harbour: 0, buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks', 'bank'], markers: [0, 1, 2, 3, 4, 5, 6] },
          { harbour: 1, buildings: ['market', 'shipyard', 'bank', 'barracks', 'workshop', 'guildHall'], markers: [0, 2, 4] },
          { harbour: 2, buildings: ['workshop', 'shipyard', 'guildHall', 'theatre', 'docks', 'market'], markers: [1, 3] },
        ],
      },
      machine: 'action',
      goal: { kind: 'done' },
    },
    // Round 7, everybody else has passed, so the learner's pass ends the game. All eight building spaces are full
    // and every scoring line is non-zero for somebody. Every building carries a marker and the tokens held are
    // track tokens, so passing is the one move. He holds the Caribbean governor (free) and one slavery card (in
    // the Slavery slot) beside three counted cards against a Politics limit of 2, so he discards one, and the
    // choice decides the game: Europe 3 or Africa 1 share the win 28–28 with Player 3, Caribbean 5 loses 22–28.
    {
      id: 'final',
      setup: {
        round: 7,
        phase: 'action',
        firstPlayer: 1,
        toAct: 0,
        passed: [false, true, true],
        seats: [
          {
            harbour: 4,
            buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks', 'university', 'barracks'],
            markers: [0, 1, 2, 3, 4, 5, 6, 7],
            cards: ['europe-3', 'caribbean-5', 'africa-1', 'slavery-1'],
            tokens: { industry: 1, culture: 1 },
          },
          { harbour: 2, buildings: ['market', 'shipyard', 'bank', 'barracks', 'fortress', 'guildHall', 'workshop'], markers: [1, 2, 5], cards: ['europe-5', 'caribbean-4'], setAside: ['slavery-0'] },
          {
            harbour: 5,
            buildings: ['workshop', 'shipyard', 'guildHall', 'theatre', 'tradeOffice', 'university', 'docks'],
            markers: [0, 3, 4],
            cards: ['africa-4', 'caribbean-3'],
            tokens: { industry: 3 },
          },
        ],
        shipTracks: { caribbean: [0, 1, 0, 2, 0, 1, 2], africa: [2, 1, 2, 0, 1, 2, 0, 1] },
        cities: { EU1: 0, EU2: 0, CA1: 0, CA3: 0, EU10: 1, EU9: 1, EU5: 2, EU4: 2, EU8: 2, AF2: 2 },
      },
      machine: 'action',
      goal: { kind: 'done' },
    },
    // The learner has passed over his Politics limit and discards. His Caribbean governor does not
    // count toward the limit, so discarding it is refused: an asset card must go.
    {
      id: 'governorFree',
      setup: {
        phase: 'action',
        toAct: 0,
        passed: [true, false, false],
        discarding: true,
        seats: [{ cards: ['europe-0', 'caribbean-governor', 'africa-1', 'india-1'] }],
        shipTracks: { caribbean: [0, 0, 0, 1, 2, 1] },
      },
      machine: 'action',
      goal: { kind: 'move', type: 'discard' },
      refusal: { move: { type: 'discard', card: 'caribbean-governor' }, rule: 'pass.governor-free' },
    },
    // With two governors one of them counts: the learner discards one, and it leaves the game.
    {
      id: 'governorOut',
      setup: {
        phase: 'action',
        toAct: 0,
        passed: [true, false, false],
        discarding: true,
        seats: [{ cards: ['india-governor', 'caribbean-governor', 'europe-0', 'africa-1'] }],
        shipTracks: { caribbean: [0, 0, 0, 1, 2, 1], india: [0, 0, 0, 0, 1, 2, 1] },
      },
      machine: 'action',
      goal: { kind: 'move', type: 'discard' },
    },
    // One slavery card sits in the Slavery space beyond the limit while Politics is below 5: discarding it is refused.
    {
      id: 'slaverySlot',
      setup: {
        phase: 'action',
        toAct: 0,
        passed: [true, false, false],
        discarding: true,
        seats: [{ cards: ['europe-0', 'slavery-1', 'africa-1', 'india-1'] }],
      },
      machine: 'action',
      goal: { kind: 'move', type: 'discard' },
      refusal: { move: { type: 'discard', card: 'slavery-1' }, rule: 'pass.slavery-slot' },
    },
    // With two slavery cards one of them counts: the one discarded is set aside as a minus point.
    {
      id: 'slaveryAside',
      setup: {
        phase: 'action',
        toAct: 0,
        passed: [true, false, false],
        discarding: true,
        seats: [{ cards: ['slavery-0', 'slavery-1', 'europe-0', 'africa-1'] }],
      },
      machine: 'action',
      goal: { kind: 'move', type: 'discard' },
    },
  ],
};
