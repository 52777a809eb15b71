/** Lesson 5, the actions: its board steps in page order (their words: actions.words.yaml). */
import type { EndeavorPlan } from './plan';

export const actionsPlan: EndeavorPlan = {
  lesson: 'en/endeavor/05-actions',
  steps: [
    // The Caribbean track is full and the learner's one extra marker already lies past its end, so a
    // second one there is refused; any other region takes a ship. The starting building's Occupy is
    // legal too (Europe is always open) but is not what the step teaches.
    {
      id: 'ship',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['shipyard'] }], shipTracks: { caribbean: [1, 0, 2, 1, 0, 2, 0] } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'ship' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'caribbean' }] }, rule: 'ship.full-track' },
    },
    // Caribbean is open and the learner holds Havana: occupying Kingston also takes the Havana–Kingston connection token.
    // North America is still closed, so occupying Quebec is refused; Cartagena or a European city is legal but not Kingston.
    {
      id: 'occupy',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 2 }], shipTracks: { caribbean: [0, 1, 0, 2, 0, 1] }, cities: { CA1: 0 } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'occupy', city: 'CA3' } },
      refusal: { move: { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'NA3' }] }, rule: 'occupy.open-region' },
    },
    // Player 2 holds Havana and Bombay; the learner has ships only in the Caribbean, so Bombay is refused.
    // The starting building already carries a marker, so the Barracks is the one action at hand.
    {
      id: 'attack',
      setup: {
        phase: 'action',
        toAct: 0,
        seats: [{ harbour: 3, buildings: ['barracks'], markers: [0] }],
        shipTracks: { caribbean: [0, 1, 0, 2, 0, 1], india: [1, 2, 1, 2, 1, 2, 1] },
        cities: { CA1: 1, IN1: 1 },
      },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'attack', city: 'CA1' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'attack', city: 'IN1' }] }, rule: 'attack.ship-presence' },
    },
    // Markers on the starting building, the Shipyard and the Barracks: a Payment may free any of
    // them, never the Exchange that pays ("maar niet op dit gebouw").
    {
      id: 'payment',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 1, buildings: ['exchange', 'shipyard', 'barracks'], markers: [0, 2, 3] }] },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', slot: 1, step: { action: 'payment' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'payment', slot: 1 }] }, rule: 'payment.not-this-building' },
    },
    // Player 2 holds the first two Europe cards, so its top card needs 2 markers in Europe and the learner has none;
    // in the open Caribbean he has one ship marker, enough for its top card (value 1).
    {
      id: 'draw',
      setup: {
        phase: 'action',
        toAct: 0,
        seats: [{ harbour: 1, buildings: ['market'], markers: [0] }, { cards: ['europe-0', 'europe-1'] }],
        shipTracks: { caribbean: [1, 1, 2, 2, 1, 0] },
      },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'draw', deck: 'caribbean' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'europe' }] }, rule: 'draw.requirement' },
    },
  ],
};
