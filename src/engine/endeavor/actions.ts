/**
 * Fase 4, the Action phase: Ship, Occupy, Attack, Payment and Draw (done by activating a
 * building or spending a light-blue token), Pass, and the discard down to the Politics limit.
 * The `apply*` functions mutate a state the caller has already copied.
 */
import { note, noting } from '../rule-notes';
import { CARD_DATA, CITY_DATA, ODDITIES, REGION_DATA, SHIP_OVERFLOW_PER_PLAYER, UNIQUE_LEVEL, type ActionChoice } from './components';
import { moveError, type MoveCode, type MoveError, type Step } from './moves';
import {
  buildingData,
  cardData,
  cityData,
  connectionsOf,
  countedCards,
  deckRegion,
  handLimit,
  isOpen,
  isShippingRegion,
  isTrackFull,
  presence,
  shipMarkers,
  slaverySlotUsed,
  syncTracks,
  type GameState,
  type PlayerState,
} from './state';
import { DECKS, SHIPPING_REGIONS, type Action, type ActionToken, type Region, type ShippingRegion, type Token } from './vocabulary';

function takeToken(player: PlayerState, token: Token | null): void {
  if (token !== null) player.tokens[token] += 1;
}

/** Occupy and Attack need a marker on the region's shipping track; Europe has none (occupy.europe). */
function hasShipPresence(state: GameState, city: string, seat: number): boolean {
  const region = cityData(city)?.region;
  if (!region) return false;
  return !isShippingRegion(region) || shipMarkers(state, region, seat) > 0;
}

/**
 * The code of the rule that stops `seat` doing `step` now, or null. `usedSlot` is the building
 * making the action (payment.not-this-building), or null for a token. The building's own marker
 * is already placed. Builds no words: legal-move generation asks it for every candidate step, and
 * stepRefusal adds the words only for a refused move.
 */
export function stepCheck(state: GameState, seat: number, step: Step, usedSlot: number | null): MoveCode | null {
  const player = state.players[seat];
  if (!player) return 'turn/no-such-seat';
  switch (step.action) {
    case 'ship': {
      if (!isShippingRegion(step.region)) return 'ship/no-track';
      if (player.harbour < 1) return 'ship/no-marker';
      const track = state.board.shipTracks[step.region];
      if (isTrackFull(track)) {
        let mine = 0;
        for (const o of track.overflow) if (o === seat) mine++;
        if (mine >= SHIP_OVERFLOW_PER_PLAYER.value) return 'ship/track-full';
      }
      return null;
    }
    case 'occupy': {
      const c = cityData(step.city);
      const cs = state.board.cities[step.city];
      if (!c || !cs) return 'occupy/no-such-city';
      if (cs.owner !== null) return 'occupy/city-taken';
      if (c.region === 'europe' && ODDITIES.docksNotInEurope.value && usedSlot !== null && player.buildings[usedSlot]?.building === 'docks') return 'occupy/docks-europe';
      if (!isOpen(state, c.region)) return 'occupy/region-closed';
      if (!hasShipPresence(state, step.city, seat)) return 'occupy/no-ship-presence';
      if (player.harbour < 1) return 'occupy/no-marker';
      return null;
    }
    case 'attack': {
      const c = cityData(step.city);
      const cs = state.board.cities[step.city];
      if (!c || !cs) return 'attack/no-such-city';
      if (cs.owner === null || cs.owner === seat) return 'attack/not-opponent-city';
      if (!isOpen(state, c.region)) return 'attack/region-closed';
      if (!hasShipPresence(state, step.city, seat)) return 'attack/no-ship-presence';
      if (player.harbour < 2) return 'attack/not-enough-markers';
      return null;
    }
    case 'payment': {
      const b = player.buildings[step.slot];
      if (!b) return 'payment/no-such-building';
      if (!b.marker) return 'payment/no-marker';
      // "(maar niet op dit gebouw)": not the marker of the building making the Payment; any other
      // building, another Payment building included, may be freed (seed 004; RULINGS.md).
      if (step.slot === usedSlot) return 'payment/payment-building';
      if (ODDITIES.paymentNotLevelFive.value && buildingData(b.building).level === UNIQUE_LEVEL.value) return 'payment/level-five';
      return null;
    }
    case 'draw': {
      const region = deckRegion(step.deck);
      if (step.deck === 'slavery' && state.abolished) return 'draw/slavery-abolished';
      if (!isOpen(state, region)) return 'draw/region-closed';
      const top = state.board.decks[step.deck][0];
      if (top === undefined) return 'draw/empty-deck';
      if (presence(state, region, seat) < (cardData(top)?.value ?? 0)) return 'draw/requirement-not-met';
      return null;
    }
  }
}

/** Why `seat` may not do `step` now (the rule and words for the player), or null: stepCheck with words. */
export function stepRefusal(state: GameState, seat: number, step: Step, usedSlot: number | null): MoveError | null {
  const code = stepCheck(state, seat, step, usedSlot);
  return code === null ? null : stepWords(state, seat, step, code);
}

function stepWords(state: GameState, seat: number, step: Step, code: MoveCode): MoveError {
  const regionName = (r: Region): string => REGION_DATA[r].name;
  const city = step.action === 'occupy' || step.action === 'attack' ? cityData(step.city) : undefined;
  const cityRegion = city ? regionName(city.region) : '';
  switch (code) {
    case 'ship/no-track':
      return moveError(code, 'ship.no-track', `${step.action === 'ship' ? regionName(step.region) : ''} has no shipping track.`);
    case 'ship/no-marker':
      return moveError(code, 'ship.first-free-space', 'You need a marker in your harbour to ship.');
    case 'ship/track-full':
      return moveError(code, 'ship.full-track', `The ${step.action === 'ship' ? regionName(step.region) : ''} track is full and you have already shipped your extra marker there.`);
    case 'occupy/no-such-city':
    case 'attack/no-such-city':
      return moveError(
        code,
        code === 'occupy/no-such-city' ? 'occupy.free-city' : 'attack.opponent-city',
        `There is no city "${step.action === 'occupy' || step.action === 'attack' ? step.city : ''}".`,
      );
    case 'occupy/city-taken':
      return moveError(code, 'occupy.free-city', `${city?.name ?? ''} is already occupied.`);
    case 'occupy/docks-europe':
      return moveError(code, 'occupy.docks-not-europe', 'The Docks cannot be used in Europe.');
    case 'occupy/region-closed':
      return moveError(code, 'occupy.open-region', `${cityRegion} is not open yet: its shipping track is not full.`);
    case 'occupy/no-ship-presence':
      return moveError(code, 'occupy.ship-presence', `You need a marker on the ${cityRegion} shipping track first.`);
    case 'occupy/no-marker':
      return moveError(code, 'occupy.free-city', 'You need a marker in your harbour to occupy.');
    case 'attack/not-opponent-city':
      return moveError(code, 'attack.opponent-city', `${city?.name ?? ''} is not held by another player.`);
    case 'attack/region-closed':
      return moveError(code, 'attack.open-region', `${cityRegion} is not open yet.`);
    case 'attack/no-ship-presence':
      return moveError(code, 'attack.ship-presence', `You need a marker on the ${cityRegion} shipping track first.`);
    case 'attack/not-enough-markers':
      return moveError(code, 'attack.cost', 'An attack costs two markers from your harbour.');
    case 'payment/no-such-building':
      return moveError(code, 'payment.return-marker', `You have no building in space ${step.action === 'payment' ? step.slot : ''}.`);
    case 'payment/no-marker':
      return moveError(code, 'payment.return-marker', 'There is no marker on that building.');
    case 'payment/payment-building':
      return moveError(code, 'payment.not-this-building', 'A Payment cannot take back the marker from the building that makes it.');
    case 'payment/level-five':
      return moveError(code, 'payment.not-level-five', 'A Payment cannot take back the marker from a level-5 building.');
    case 'draw/slavery-abolished':
      return moveError(code, 'draw.slavery-closed', 'Slavery has been abolished; no more slavery cards may be taken.');
    case 'draw/region-closed':
    case 'draw/empty-deck':
    case 'draw/requirement-not-met': {
      const deck = step.action === 'draw' ? step.deck : 'europe';
      const region = deckRegion(deck);
      if (code === 'draw/region-closed') return moveError(code, 'draw.region-open', `${regionName(region)} is not open yet.`);
      if (code === 'draw/empty-deck') return moveError(code, 'draw.top-card', 'That deck is empty.');
      const top = state.board.decks[deck][0];
      const value = top === undefined ? 0 : (cardData(top)?.value ?? 0);
      return moveError(code, 'draw.requirement', `The top card needs ${value} markers in ${regionName(region)}; you have ${presence(state, region, seat)}.`);
    }
    default:
      return moveError(code, 'round.phase-order');
  }
}

/** Awards the governor when a track has just filled (ship.governor, ship.governor-tie). */
function awardGovernor(state: GameState, region: ShippingRegion): void {
  const track = state.board.shipTracks[region];
  const governor = state.board.governors[region];
  if (governor === null) return;
  const counts = new Map<number, number>();
  const nearest = new Map<number, number>();
  track.spaces.forEach((s, i) => {
    if (s.owner === null) return;
    counts.set(s.owner, (counts.get(s.owner) ?? 0) + 1);
    nearest.set(s.owner, i); // higher index = closer to the deck
  });
  let best: number | null = null;
  for (const [seat, n] of counts) {
    if (best === null) best = seat;
    else {
      const bn = counts.get(best) ?? 0;
      if (n > bn || (n === bn && (nearest.get(seat) ?? -1) > (nearest.get(best) ?? -1))) best = seat;
    }
  }
  if (best === null) return;
  note('ship.governor');
  if ([...counts.values()].filter((n) => n === counts.get(best!)).length > 1) note('ship.governor-tie');
  note('ship.governor-space');
  const winner = state.players[best];
  if (!winner) return;
  winner.cards.push(governor);
  state.board.governors[region] = null;
  syncTracks(winner);
}

/** Takes the token of every connection whose two cities the seat now holds (occupy.connection). */
function claimConnections(state: GameState, city: string, seat: number): void {
  const player = state.players[seat];
  if (!player) return;
  for (const c of connectionsOf(city)) {
    const token = state.board.connections[c.id];
    if (token === null || token === undefined) continue;
    if (state.board.cities[c.a]?.owner === seat && state.board.cities[c.b]?.owner === seat) {
      note('occupy.connection');
      takeToken(player, token);
      state.board.connections[c.id] = null;
    }
  }
}

/**
 * Sets every slavery card aside when Abolition is taken (draw.abolition); the rest of the Slavery
 * deck leaves the game (draw.slavery-closed, reference §3.4).
 */
function abolish(state: GameState): void {
  note('draw.abolition');
  note('draw.slavery-closed');
  state.abolished = true;
  state.removedCards.push(...state.board.decks.slavery);
  state.board.decks.slavery = [];
  for (const p of state.players) {
    const slaves = p.cards.filter((id) => cardData(id)?.kind === 'slavery');
    if (slaves.length === 0) continue;
    p.cards = p.cards.filter((id) => cardData(id)?.kind !== 'slavery');
    p.setAside.push(...slaves);
    syncTracks(p);
  }
}

/** Does one step (already checked). Mutates. */
export function applyStep(state: GameState, seat: number, step: Step): void {
  const player = state.players[seat];
  if (!player) return;
  switch (step.action) {
    case 'ship': {
      if (!isShippingRegion(step.region)) return;
      const track = state.board.shipTracks[step.region];
      player.harbour -= 1;
      const i = track.spaces.findIndex((s) => s.owner === null);
      const free = track.spaces[i];
      note('ship.no-track');
      if (free) {
        note('ship.first-free-space');
        if (i === 0) note('ship.region-opens');
        track.spaces[i] = { token: null, owner: seat }; // copy on write: spaces are shared by copies
        takeToken(player, free.token);
        syncTracks(player);
        if (isTrackFull(track)) awardGovernor(state, step.region);
      } else {
        // ship.full-track: the marker goes past the last space and only adds presence.
        note('ship.full-track');
        track.overflow.push(seat);
      }
      return;
    }
    case 'occupy': {
      const cs = state.board.cities[step.city];
      if (!cs) return;
      if (noting()) {
        note('occupy.free-city');
        if (stepRegion(step) === 'europe') note('occupy.europe');
      }
      player.harbour -= 1;
      state.board.cities[step.city] = { token: null, owner: seat }; // copy on write
      takeToken(player, cs.token);
      claimConnections(state, step.city, seat);
      syncTracks(player);
      return;
    }
    case 'attack': {
      const cs = state.board.cities[step.city];
      if (!cs || cs.owner === null) return;
      if (noting()) {
        note('attack.cost');
        if (connectionsOf(step.city).some((c) => state.board.connections[c.id] === null && state.board.cities[c.a === step.city ? c.b : c.a]?.owner === cs.owner)) note('attack.breaks-connection');
      }
      const defender = state.players[cs.owner];
      if (defender) defender.supply += 1;
      player.harbour -= 2;
      player.supply += 1;
      state.board.cities[step.city] = { token: cs.token, owner: seat }; // copy on write
      claimConnections(state, step.city, seat);
      syncTracks(player);
      return;
    }
    case 'payment': {
      const b = player.buildings[step.slot];
      if (!b) return;
      note('payment.return-marker');
      b.marker = false;
      player.harbour += 1;
      return;
    }
    case 'draw': {
      const id = state.board.decks[step.deck].shift();
      if (id === undefined) return;
      if (noting()) {
        note('draw.top-card');
        if (step.deck === 'slavery') note('draw.slavery-europe');
      }
      player.cards.push(id);
      syncTracks(player);
      // Over the Politics limit is allowed until the player passes (only then he discards).
      if (noting() && overLimit(player)) note('draw.no-limit-until-pass');
      if (cardData(id)?.kind === 'abolition') abolish(state);
      return;
    }
  }
}

/** Every step of kind `action` the seat could try (filtered later by stepRefusal). */
function candidateSteps(state: GameState, seat: number, action: Action): Step[] {
  switch (action) {
    case 'ship':
      return SHIPPING_REGIONS.map((region) => ({ action, region }));
    case 'occupy':
      return CITY_DATA.map((c) => ({ action, city: c.id }));
    case 'attack':
      return CITY_DATA.map((c) => ({ action, city: c.id }));
    case 'payment':
      return (state.players[seat]?.buildings ?? []).map((_, slot) => ({ action, slot }));
    case 'draw':
      return DECKS.map((deck) => ({ action, deck }));
  }
}

/** The legal steps of kind `action` for the seat now. */
export function stepOptions(state: GameState, seat: number, action: Action, usedSlot: number | null): Step[] {
  if (action === 'occupy' || action === 'attack') {
    // 29 cities for every building and token: cities stepCheck is sure to refuse (taken, or not an
    // opponent's; too few markers) are skipped before a step is made for them. fast-path.test.ts
    // holds the list equal to stepCheck over every city.
    const player = state.players[seat];
    if (!player || player.harbour < (action === 'attack' ? 2 : 1)) return [];
    const out: Step[] = [];
    for (const c of CITY_DATA) {
      const owner = state.board.cities[c.id]?.owner ?? null;
      if (action === 'occupy' ? owner !== null : owner === null || owner === seat) continue;
      const step: Step = { action, city: c.id };
      if (stepCheck(state, seat, step, usedSlot) === null) out.push(step);
    }
    return out;
  }
  return candidateSteps(state, seat, action).filter((s) => stepCheck(state, seat, s, usedSlot) === null);
}

/** Why the seat may not activate building `slot` (before its steps are checked), or null. */
export function activationRefusal(state: GameState, seat: number, slot: number, stepCount: number): MoveError | null {
  const player = state.players[seat];
  const b = player?.buildings[slot];
  if (!player || !b) return moveError('action/no-such-building', 'action.activate-building', `You have no building in space ${slot}.`);
  const data = buildingData(b.building);
  if (data.choices.length === 0) return moveError('action/no-action', 'action.activate-building', `The ${data.name} has no action.`);
  if (b.marker) return moveError('action/building-in-use', 'action.activate-building', `The ${data.name} already has a marker on it.`);
  if (player.harbour < 1) return moveError('action/no-marker', 'action.activate-building', 'You need a marker in your harbour to activate a building.');
  const most = Math.max(...data.choices.map((c) => c.steps.length));
  if (stepCount < 1 || stepCount > most) {
    return moveError('action/step-count', 'action.compound', `The ${data.name} does ${most === 1 ? 'one action' : `one or ${most} actions`}.`);
  }
  return null;
}

/** The region a step acts in (a Draw: its deck's region), for the Docks' and Cartographer's "one region". */
export function stepRegion(step: Step): Region | null {
  switch (step.action) {
    case 'ship':
      return step.region;
    case 'occupy':
    case 'attack':
      return cityData(step.city)?.region ?? null;
    case 'draw':
      return deckRegion(step.deck);
    case 'payment':
      return null;
  }
}

/** Whether `next` keeps to what `choice` ties together with `first` (action.same-region, action.same-deck). */
export function keepsTogether(choice: ActionChoice, first: Step, next: Step): boolean {
  if (choice.same === 'region') return stepRegion(first) !== null && stepRegion(first) === stepRegion(next);
  if (choice.same === 'deck') return first.action === 'draw' && next.action === 'draw' && first.deck === next.deck;
  return true;
}

/** The building's choices whose actions begin with these (`actions` of a move's steps). */
export function choicesFor(choices: readonly ActionChoice[], actions: readonly Action[]): ActionChoice[] {
  return choices.filter((c) => actions.length <= c.steps.length && actions.every((a, i) => c.steps[i] === a));
}

/** Puts the activation marker on the building. Mutates. */
export function placeActivationMarker(state: GameState, seat: number, slot: number): void {
  const player = state.players[seat];
  const b = player?.buildings[slot];
  if (!player || !b) return;
  note('action.activate-building');
  note('action.turns');
  b.marker = true;
  player.harbour -= 1;
}

/** Spends one action token. Mutates. */
export function spendToken(state: GameState, seat: number, token: ActionToken): void {
  const player = state.players[seat];
  if (!player) return;
  note('action.spend-token');
  note('action.turns');
  player.tokens[token] -= 1;
  state.spentTokens[token] += 1;
}

/** True when the seat holds more counted cards than the Politics limit (pass.discard-excess). */
export function overLimit(player: PlayerState): boolean {
  return countedCards(player) > handLimit(player);
}

/**
 * Whether discarding `card` lowers the cards counted toward the limit: every card but the one free
 * governor (pass.governor-free, "De gratis gouverneurkaart wordt niet meegeteld"); with two
 * governors one of them counts, so either may go.
 */
export function discardCounts(player: PlayerState, card: string): boolean {
  const kind = cardData(card)?.kind;
  const same = player.cards.filter((id) => cardData(id)?.kind === kind).length;
  if (kind === 'governor') return same > 1;
  // The one Slavery card in the Slavery slot does not count either (pass.slavery-slot).
  if (kind === 'slavery' && slaverySlotUsed(player)) return same > 1;
  return true;
}

/** Discards one card to where it belongs (pass.discard-to-deck, slavery-aside, governor-out). Mutates. */
export function applyDiscard(state: GameState, seat: number, card: string): void {
  const player = state.players[seat];
  const data = cardData(card);
  if (!player || !data) return;
  const i = player.cards.indexOf(card);
  if (i < 0) return;
  player.cards.splice(i, 1);
  note('pass.discard-excess');
  note('pass.choose-discard');
  if (data.kind === 'slavery') {
    note('pass.slavery-aside');
    player.setAside.push(card);
  } else if (data.kind === 'governor') {
    note('pass.governor-out');
    state.removedCards.push(card);
  } else {
    note('pass.discard-to-deck');
    const deck = state.board.decks[data.deck];
    const value = (id: string) => cardData(id)?.value ?? 0;
    const at = deck.findIndex((id) => value(id) > data.value);
    if (at < 0) deck.push(card);
    else deck.splice(at, 0, card);
  }
  syncTracks(player);
}

export const ALL_CARD_IDS: readonly string[] = CARD_DATA.map((c) => c.id);
