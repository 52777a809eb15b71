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
