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
    // in the open Caribbean he has one ship marker, enough for its top card (value 1). He already
    // holds two cards without Politics: the third takes him over his limit, allowed until he passes.
    {
      id: 'draw',
      setup: {
        phase: 'action',
        toAct: 0,
        seats: [{ harbour: 1, buildings: ['market'], markers: [0], cards: ['southAmerica-1', 'northAmerica-1'] }, { cards: ['europe-0', 'europe-1'] }],
        shipTracks: { caribbean: [1, 1, 2, 2, 1, 0] },
      },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'draw', deck: 'caribbean' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'europe' }] }, rule: 'draw.requirement' },
    },
    // The Caribbean track has one free space left: the learner's ship fills it. Three players then
    // tie with two markers each, and the engine gives the governor card by the tie rule.
    {
      id: 'governor',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 2, buildings: ['shipyard'] }], shipTracks: { caribbean: [1, 1, 2, 2, 0] } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'ship', region: 'caribbean' } },
    },
    // The Caribbean is open but every marker on its track belongs to the others: Cartagena is
    // refused; Europe has no track, so London needs no ships.
    {
      id: 'occupyPresence',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 2 }], shipTracks: { caribbean: [1, 2, 1, 2, 1, 2] } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'occupy', city: 'EU1' } },
      refusal: { move: { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'CA2' }] }, rule: 'occupy.ship-presence' },
    },
    // Player 2 holds Canton and Macau and took the token of their connection (the engine's setup
    // takes seat tokens from the spent pile first, then from the first circle of that kind: here
    // that connection); the learner holds Malacca. Attacking his own city is refused; taking Canton
    // breaks Player 2's connection.
    {
      id: 'attackConnection',
      setup: {
        phase: 'action',
        toAct: 0,
        seats: [{ harbour: 3, buildings: ['barracks'], markers: [0] }, { tokens: { culture: 3 } }],
        shipTracks: { farEast: [0, 1, 0, 2, 0, 1, 2] },
        cities: { FE3: 1, FE5: 1, FE1: 0 },
      },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'attack', city: 'FE3' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'attack', city: 'FE1' }] }, rule: 'attack.opponent-city' },
    },
    // An Attack token: New Orleans lies in North America, still closed, so it is refused; Player 2's
    // London lies in Europe, always open.
    {
      id: 'attackToken',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, markers: [0], tokens: { attack: 1 } }], cities: { NA1: 1, EU1: 1 } },
      machine: 'action',
      goal: { kind: 'move', type: 'spendToken', step: { action: 'attack', city: 'EU1' } },
      refusal: { move: { type: 'spendToken', token: 'attack', step: { action: 'attack', city: 'NA1' } }, rule: 'attack.open-region' },
    },
    // A Payment token: the marker on the Exchange (level 5) never comes back by a Payment; the one on the Shipyard does.
    {
      id: 'paymentFive',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 1, buildings: ['exchange', 'shipyard'], markers: [0, 1, 2], tokens: { payment: 1 } }] },
      machine: 'action',
      goal: { kind: 'move', type: 'spendToken', step: { action: 'payment', slot: 2 } },
      refusal: { move: { type: 'spendToken', token: 'payment', step: { action: 'payment', slot: 1 } }, rule: 'payment.not-level-five' },
    },
    // North America is closed, so its deck is refused; the Slavery deck lies in Europe, where the
    // learner holds London: enough for its top card.
    {
      id: 'drawSlavery',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 1, buildings: ['market'], markers: [0] }], cities: { EU1: 0 } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'draw', deck: 'slavery' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'northAmerica' }] }, rule: 'draw.region-open' },
    },
    // The others hold Europe's first five cards, so the Abolition of Slavery lies on top; the learner
    // holds five European cities. Drawing Abolition sets his slavery card aside, and Player 2's too.
    // (Throwing a card away on one's own, action.no-voluntary-discard, is no move the board offers:
    // the action machine takes a discard only after passing over the limit.)
    {
      id: 'abolition',
      setup: {
        phase: 'action',
        toAct: 0,
        seats: [{ harbour: 1, buildings: ['market'], markers: [0], cards: ['slavery-1'] }, { cards: ['europe-0', 'europe-1', 'slavery-0'] }, { cards: ['europe-2', 'europe-3', 'europe-4'] }],
        cities: { EU1: 0, EU2: 0, EU3: 0, EU4: 0, EU5: 0 },
      },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'draw', deck: 'europe' } },
    },
    // After Abolition the Slavery deck is closed; the Europe deck is still there.
    {
      id: 'slaveryClosed',
      setup: { phase: 'action', toAct: 0, abolished: true, seats: [{ harbour: 1, buildings: ['market'], markers: [0] }], cities: { EU1: 0 } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', step: { action: 'draw', deck: 'europe' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'slavery' }] }, rule: 'draw.slavery-closed' },
    },
    // The Docks ship and occupy in one region, never in Europe: London is refused, the Caribbean takes both.
    {
      id: 'docks',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['docks'], markers: [0] }], shipTracks: { caribbean: [1, 0, 2, 1, 2, 1] } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', slot: 1, step: { action: 'occupy', city: 'CA2' } },
      refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'occupy', city: 'EU1' }] }, rule: 'occupy.docks-not-europe' },
    },
    // The Cartographer ships twice in one region: the Caribbean then India is refused.
    {
      id: 'cartographer',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['cartographer'], markers: [0] }] },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', slot: 1, step: { action: 'ship', region: 'india' } },
      refusal: {
        move: {
          type: 'activate',
          slot: 1,
          steps: [
            { action: 'ship', region: 'caribbean' },
            { action: 'ship', region: 'india' },
          ],
        },
        rule: 'action.same-region',
      },
    },
    // The Trade Office draws twice from one deck: Caribbean then Europe is refused.
    {
      id: 'tradeOffice',
      setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['tradeOffice'], markers: [0] }], shipTracks: { caribbean: [0, 1, 0, 2, 0, 1] }, cities: { EU1: 0 } },
      machine: 'action',
      goal: { kind: 'move', type: 'activate', slot: 1, step: { action: 'draw', deck: 'caribbean' } },
      refusal: {
        move: {
          type: 'activate',
          slot: 1,
          steps: [
            { action: 'draw', deck: 'caribbean' },
            { action: 'draw', deck: 'europe' },
          ],
        },
        rule: 'action.same-deck',
      },
    },
  ],
};
