/**
 * Conservation checks that hold after every move: every marker, token, card and building tile is
 * in exactly one place, and every track shows what its player holds (round.check-tracks).
 * Returns the problems in words (empty when all is well). Written as plain loops: the property
 * tests run it after every move of a thousand games.
 */
import { BUILDING_DATA, CARD_DATA, MARKERS_PER_PLAYER, TOKEN_MIX } from './components';
import { derivedTracks, type GameState } from './state';
import { BUILDINGS, DECKS, SHIPPING_REGIONS, TOKENS, TRACKS, type Token } from './vocabulary';

/** Every broken conservation law in `state`, in words; empty when the state is consistent. */
export function invariantProblems(state: GameState): string[] {
  return invariantsHold(state) ? [] : wordedProblems(state);
}

const TOKEN_INDEX = new Map<string, number>(TOKENS.map((t, i) => [t, i]));
const CARD_INDEX = new Map<string, number>(CARD_DATA.map((c, i) => [c.id, i]));
const BUILDING_INDEX = new Map<string, number>(BUILDINGS.map((b, i) => [b, i]));
const TOKEN_WANT = TOKENS.map((k) => TOKEN_MIX.counts[k]);
const BUILDING_WANT = BUILDINGS.map((b) => BUILDING_DATA[b].copies);
// Scratch counters reused by every call (the engine is single-threaded).
const tokenCount = new Array<number>(TOKENS.length).fill(0);
const cardCount = new Array<number>(CARD_DATA.length).fill(0);
const buildingCount = new Array<number>(BUILDINGS.length).fill(0);
const markerCount: number[] = [];
let unknownCards = 0;

function countToken(t: Token | null | undefined): void {
  if (!t) return;
  const i = TOKEN_INDEX.get(t);
  if (i !== undefined) tokenCount[i]!++;
}
function countCard(id: string): void {
  const i = CARD_INDEX.get(id);
  if (i === undefined) unknownCards++;
  else cardCount[i]!++;
}

/**
 * The checks of invariantProblems as counters that build no string and no record: the soak and
 * the gate fuzz ask after every move (issue #24.4). False sends the caller to the worded version.
 */
function invariantsHold(state: GameState): boolean {
  const n = state.players.length;
  tokenCount.fill(0);
  cardCount.fill(0);
  buildingCount.fill(0);
  markerCount.length = n;
  markerCount.fill(0);
  unknownCards = 0;
  for (const k in state.spentTokens) {
    const i = TOKEN_INDEX.get(k);
    if (i !== undefined) tokenCount[i]! += state.spentTokens[k as Token];
  }
  const addMarker = (seat: number): boolean => {
    if (!(seat >= 0 && seat < n)) return false;
    markerCount[seat]!++;
    return true;
  };
  for (let r = 0; r < SHIPPING_REGIONS.length; r++) {
    const t = state.board.shipTracks[SHIPPING_REGIONS[r]!];
    for (let i = 0; i < t.spaces.length; i++) {
      const sp = t.spaces[i]!;
      countToken(sp.token);
      if (sp.owner !== null && !addMarker(sp.owner)) return false;
    }
    for (let i = 0; i < t.overflow.length; i++) if (!addMarker(t.overflow[i]!)) return false;
  }
  for (const k in state.board.cities) {
    const c = state.board.cities[k];
    if (!c) continue;
    countToken(c.token);
    if (c.owner !== null && !addMarker(c.owner)) return false;
  }
  for (const k in state.board.connections) countToken(state.board.connections[k]);
  for (const k in state.stock) {
    const i = BUILDING_INDEX.get(k);
    if (i !== undefined) buildingCount[i]! += state.stock[k as keyof typeof state.stock];
  }
  for (let seat = 0; seat < n; seat++) {
    const p = state.players[seat]!;
    if (p.supply < 0 || p.harbour < 0) return false;
    let total = p.supply + p.harbour + markerCount[seat]!;
    for (let j = 0; j < p.buildings.length; j++) {
      const b = p.buildings[j]!;
      if (b.marker) total++;
      // Ids outside BUILDINGS (the starting tiles) are not counted, as in wordedProblems.
      const i = BUILDING_INDEX.get(b.building);
      if (i !== undefined) buildingCount[i]!++;
    }
    if (total !== MARKERS_PER_PLAYER.value) return false;
    const want = derivedTracks(p);
    if (p.tracks.industry !== want.industry || p.tracks.culture !== want.culture || p.tracks.finance !== want.finance || p.tracks.politics !== want.politics) return false;
    for (const k in p.tokens) {
      const v = p.tokens[k as Token];
      const i = TOKEN_INDEX.get(k);
      if (i === undefined) continue;
      if (v < 0) return false;
      tokenCount[i]! += v;
    }
    for (let j = 0; j < p.cards.length; j++) countCard(p.cards[j]!);
    for (let j = 0; j < p.setAside.length; j++) countCard(p.setAside[j]!);
  }
  for (let d = 0; d < DECKS.length; d++) {
    const deck = state.board.decks[DECKS[d]!];
    for (let j = 0; j < deck.length; j++) countCard(deck[j]!);
  }
  for (let r = 0; r < SHIPPING_REGIONS.length; r++) {
    const g = state.board.governors[SHIPPING_REGIONS[r]!];
    if (g !== null) countCard(g);
  }
  for (let j = 0; j < state.removedCards.length; j++) countCard(state.removedCards[j]!);
  if (unknownCards > 0) return false;
  for (let i = 0; i < TOKEN_WANT.length; i++) if (tokenCount[i] !== TOKEN_WANT[i]) return false;
  for (let i = 0; i < cardCount.length; i++) if (cardCount[i] !== 1) return false;
  for (let i = 0; i < BUILDING_WANT.length; i++) if (buildingCount[i] !== BUILDING_WANT[i]) return false;
  return true;
}

/** The conservation laws in words, each broken one named. */
function wordedProblems(state: GameState): string[] {
  const problems: string[] = [];
  const n = state.players.length;
  const markers = new Array<number>(n).fill(0);
  const tokens: Record<string, number> = { ...state.spentTokens };
  const addToken = (t: Token | null | undefined): void => {
    if (t) tokens[t] = (tokens[t] ?? 0) + 1;
  };
  for (const r of SHIPPING_REGIONS) {
    const t = state.board.shipTracks[r];
    for (const sp of t.spaces) {
      addToken(sp.token);
      if (sp.owner !== null) markers[sp.owner] = (markers[sp.owner] ?? 0) + 1;
    }
    for (const o of t.overflow) markers[o] = (markers[o] ?? 0) + 1;
  }
  for (const k in state.board.cities) {
    const c = state.board.cities[k];
    if (!c) continue;
    addToken(c.token);
    if (c.owner !== null) markers[c.owner] = (markers[c.owner] ?? 0) + 1;
  }
  for (const k in state.board.connections) addToken(state.board.connections[k]);
  const places = new Map<string, number>();
  const see = (id: string): void => void places.set(id, (places.get(id) ?? 0) + 1);
  const built: Record<string, number> = { ...state.stock };
  state.players.forEach((p, seat) => {
    let total = p.supply + p.harbour + (markers[seat] ?? 0);
    for (const b of p.buildings) {
      if (b.marker) total++;
      built[b.building] = (built[b.building] ?? 0) + 1;
    }
    if (total !== MARKERS_PER_PLAYER.value) problems.push(`seat ${seat}: ${total} markers instead of ${MARKERS_PER_PLAYER.value}`);
    if (p.supply < 0 || p.harbour < 0) problems.push(`seat ${seat}: negative supply or harbour`);
    const want = derivedTracks(p);
    for (const t of TRACKS) if (p.tracks[t] !== want[t]) problems.push(`seat ${seat}: ${t} track ${p.tracks[t]} but holdings give ${want[t]}`);
    for (const k of TOKENS) {
      if (p.tokens[k] < 0) problems.push(`seat ${seat}: negative ${k} tokens`);
      tokens[k] = (tokens[k] ?? 0) + p.tokens[k];
    }
    p.cards.forEach(see);
    p.setAside.forEach(see);
  });
  for (const k of TOKENS) if (tokens[k] !== TOKEN_MIX.counts[k]) problems.push(`${k} tokens: ${tokens[k]} instead of ${TOKEN_MIX.counts[k]}`);
  for (const d of DECKS) state.board.decks[d].forEach(see);
  for (const r of SHIPPING_REGIONS) {
    const g = state.board.governors[r];
    if (g !== null) see(g);
  }
  state.removedCards.forEach(see);
  for (const c of CARD_DATA) if (places.get(c.id) !== 1) problems.push(`card ${c.id} is in ${places.get(c.id) ?? 0} places`);
  if (places.size !== CARD_DATA.length) problems.push('unknown cards are in play');
  for (const b of BUILDINGS) if (built[b] !== BUILDING_DATA[b].copies) problems.push(`${b}: ${built[b]} tiles instead of ${BUILDING_DATA[b].copies}`);
  return problems;
}
