/**
 * The game state: plain serializable JSON (a JSON round trip deep-equals it), plus the queries
 * every rule module needs (levels, presence, openness, hand counts).
 */
import type { RandomState } from '../random';
import {
  BUILDING_DATA,
  CARD_DATA,
  CITY_DATA,
  CONNECTION_DATA,
  DECK_DATA,
  REGION_DATA,
  ODDITIES,
  STARTING_BUILDING_DATA,
  TRACK_TABLES,
  type BuildingData,
  type CardData,
  type CityData,
  type ConnectionData,
} from './components';
import { TOKENS, TRACKS, type BuildingId, type Deck, type Level, type Phase, type Region, type ShippingRegion, type StockBuilding, type Token, type Track } from './vocabulary';

export type Counts<K extends string> = { [P in K]: number };

/** One building space on a player board. */
export interface BuildingSlot {
  building: BuildingId;
  /** True while a marker sits on its action space (it cannot be activated again). */
  marker: boolean;
}

export interface PlayerState {
  /** Markers not yet in play (Dutch: voorraad). */
  supply: number;
  /** Markers ready to use (Dutch: haven). */
  harbour: number;
  /** Slot 0 is the pre-printed starting building. */
  buildings: BuildingSlot[];
  /** Cards held, governors included, in the order taken. */
  cards: string[];
  /** Slavery cards set aside (minus points). */
  setAside: string[];
  /** Trade tokens held: track tokens for good, action tokens until spent. */
  tokens: Counts<Token>;
  /** Track positions; always equal to the icons of buildings, cards and track tokens held (capped). */
  tracks: Counts<Track>;
}

export interface ShipSpace {
  /** Replaced, never mutated (copies share it). */
  token: Token | null;
  /** Seat of the marker on it, or null while free. */
  owner: number | null;
}

export interface ShipTrackState {
  spaces: ShipSpace[];
  /** Seats of markers shipped after the track was full, in order. */
  overflow: number[];
}

export interface CityState {
  /** Replaced, never mutated (copies share it). */
  token: Token | null;
  owner: number | null;
}

export interface BoardState {
  shipTracks: { [R in ShippingRegion]: ShipTrackState };
  cities: Record<string, CityState>;
  /** A connection's token (null once taken). */
  connections: Record<string, Token | null>;
  /** Governor card still beside its deck (null once awarded or if none). */
  governors: { [R in ShippingRegion]: string | null };
  /** Cards in each deck, top first (lowest value on top). */
  decks: { [D in Deck]: string[] };
}

export interface GameState {
  /** Format version of this JSON shape: 2 since the real components (1 held the practice ones). */
  version: 2;
  players: PlayerState[];
  /** 1 to 7. */
  round: number;
  phase: Phase;
  /** Seat holding the first-player marker. */
  firstPlayer: number;
  /** Seat that must move now, or null when the game is over. */
  toAct: number | null;
  /** Build phase: how many players have built. Salary phase: how many players are done. */
  step: number;
  /** Salary phase: payments the acting player still has to choose. */
  salaryLeft: number;
  /** Action phase: who has passed. */
  passed: boolean[];
  /** Action phase: the acting player has passed and must still discard. */
  discarding: boolean;
  /** Buildings left in the stock. */
  stock: Counts<StockBuilding>;
  board: BoardState;
  abolished: boolean;
  /** Governor cards discarded (out of the game). */
  removedCards: string[];
  /** Action tokens spent (out of the game). */
  spentTokens: Counts<Token>;
  rng: RandomState;
}

// ---------------------------------------------------------------------------------------------
// Lookups into the component data
// ---------------------------------------------------------------------------------------------

const CARD_BY_ID: ReadonlyMap<string, CardData> = new Map(CARD_DATA.map((c) => [c.id, c]));
const CITY_BY_ID: ReadonlyMap<string, CityData> = new Map(CITY_DATA.map((c) => [c.id, c]));

export function cardData(id: string): CardData | undefined {
  return CARD_BY_ID.get(id);
}
export function cityData(id: string): CityData | undefined {
  return CITY_BY_ID.get(id);
}
export function buildingData(id: BuildingId): BuildingData {
  return id === 'startingBuilding' ? STARTING_BUILDING_DATA : BUILDING_DATA[id];
}
export function isShippingRegion(region: Region): region is ShippingRegion {
  return REGION_DATA[region].shipTrack !== null;
}
/** Connections touching a city. */
export function connectionsOf(cityId: string): readonly ConnectionData[] {
  return CONNECTION_DATA.filter((c) => c.a === cityId || c.b === cityId);
}
export function deckRegion(deck: Deck): Region {
  return DECK_DATA[deck].region;
}

export function zeroCounts<K extends string>(keys: readonly K[]): Counts<K> {
  const out = {} as Counts<K>;
  for (const k of keys) out[k] = 0;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tracks and levels
// ---------------------------------------------------------------------------------------------

/** The level (1–5) of a track position. */
export function levelOf(track: Track, position: number): Level {
  const starts = TRACK_TABLES[track].levelStarts;
  let level = 1;
  for (let k = 0; k < starts.length; k++) if (position >= (starts[k] as number)) level = k + 1;
  return level as Level;
}

/** What a track gives at its current level (build level, growth, salary or card limit). */
export function trackAmount(player: PlayerState, track: Track): number {
  return TRACK_TABLES[track].amounts[levelOf(track, player.tracks[track]) - 1] as number;
}

/** Tracks as the holdings say they must be: buildings + cards + track tokens, capped at the max. */
export function derivedTracks(player: PlayerState): Counts<Track> {
  // Plain sums over icon tuples looked up once per id: syncTracks runs after nearly every move.
  let industry = player.tokens.industry;
  let culture = player.tokens.culture;
  let finance = player.tokens.finance;
  let politics = player.tokens.politics;
  const add = (icons: readonly number[]): void => {
    industry += icons[0] as number;
    culture += icons[1] as number;
    finance += icons[2] as number;
    politics += icons[3] as number;
  };
  for (const slot of player.buildings) add(buildingIcons(slot.building));
  for (const id of player.cards) add(CARD_ICONS.get(id) ?? NO_ICONS);
  return {
    industry: Math.min(TRACK_TABLES.industry.max, industry),
    culture: Math.min(TRACK_TABLES.culture.max, culture),
    finance: Math.min(TRACK_TABLES.finance.max, finance),
    politics: Math.min(TRACK_TABLES.politics.max, politics),
  };
}

const NO_ICONS: readonly number[] = [0, 0, 0, 0];
const iconTuple = (icons: Partial<Record<Track, number>>): readonly number[] => TRACKS.map((k) => icons[k] ?? 0);
const CARD_ICONS: ReadonlyMap<string, readonly number[]> = new Map(CARD_DATA.map((c) => [c.id, iconTuple(c.icons)]));
const BUILDING_ICONS = new Map<BuildingId, readonly number[]>();
function buildingIcons(id: BuildingId): readonly number[] {
  let t = BUILDING_ICONS.get(id);
  if (t === undefined) {
    t = iconTuple(buildingData(id).icons);
    BUILDING_ICONS.set(id, t);
  }
  return t;
}

/** Moves the cubes to what the player holds (rules build.icons-at-once, action.icons-at-once). */
export function syncTracks(player: PlayerState): void {
  player.tracks = derivedTracks(player);
}

// ---------------------------------------------------------------------------------------------
// Board queries
// ---------------------------------------------------------------------------------------------

export function isTrackFull(track: ShipTrackState): boolean {
  for (const s of track.spaces) if (s.owner === null) return false;
  return true;
}

/** Europe is always open; other regions once their shipping track is full (ship.region-opens). */
export function isOpen(state: GameState, region: Region): boolean {
  if (!isShippingRegion(region)) return true;
  return isTrackFull(state.board.shipTracks[region]);
}

/** Markers of a seat on the region's shipping track (spaces and overflow). */
export function shipMarkers(state: GameState, region: Region, seat: number): number {
  if (!isShippingRegion(region)) return 0;
  const t = state.board.shipTracks[region];
  let n = 0;
  for (const s of t.spaces) if (s.owner === seat) n++;
  for (const o of t.overflow) if (o === seat) n++;
  return n;
}

const CITY_IDS_BY_REGION: ReadonlyMap<Region, readonly string[]> = (() => {
  const m = new Map<Region, string[]>();
  for (const c of CITY_DATA) m.set(c.region, [...(m.get(c.region) ?? []), c.id]);
  return m;
})();

/** Presence: markers in the region's shipping track plus its cities (draw.requirement). */
export function presence(state: GameState, region: Region, seat: number): number {
  let n = shipMarkers(state, region, seat);
  for (const id of CITY_IDS_BY_REGION.get(region) ?? []) if (state.board.cities[id]?.owner === seat) n++;
  return n;
}

/**
 * Cards that count toward the Politics limit: all but one governor (pass.governor-free) and,
 * below Politics level 5, one Slavery card in the Slavery slot (pass.slavery-slot, an oddity).
 */
export function countedCards(player: PlayerState): number {
  const governors = player.cards.filter((id) => cardData(id)?.kind === 'governor').length;
  return player.cards.length - Math.min(1, governors) - (slaverySlotUsed(player) ? 1 : 0);
}

/** Whether a Slavery card sits in the Slavery slot beyond the limit (reference §6.2, one source). */
export function slaverySlotUsed(player: PlayerState): boolean {
  if (!ODDITIES.slaverySlot.value || levelOf('politics', player.tracks.politics) >= 5) return false;
  return player.cards.some((id) => cardData(id)?.kind === 'slavery');
}

export function handLimit(player: PlayerState): number {
  return trackAmount(player, 'politics');
}

export function markersOnBuildings(player: PlayerState): number {
  return player.buildings.filter((b) => b.marker).length;
}

/** Markers of a seat placed on the board (ship tracks and cities). */
export function markersOnBoard(state: GameState, seat: number): number {
  let n = 0;
  for (const r of Object.keys(state.board.shipTracks) as ShippingRegion[]) {
    const t = state.board.shipTracks[r];
    n += t.spaces.filter((s) => s.owner === seat).length + t.overflow.filter((o) => o === seat).length;
  }
  for (const c of Object.values(state.board.cities)) if (c.owner === seat) n++;
  return n;
}

export function tokenTotal(tokens: Counts<Token>): number {
  let n = 0;
  for (const k of TOKENS) n += tokens[k];
  return n;
}

/** Seats in turn order starting from `from`. */
export function seatsFrom(state: GameState, from: number): number[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (from + i) % n);
}

/** A deep copy (the state is plain JSON data). Hand-written loops: this is the hot path of bots. */
export function cloneState(state: GameState): GameState {
  const players: PlayerState[] = new Array(state.players.length);
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i] as PlayerState;
    const buildings: BuildingSlot[] = new Array(p.buildings.length);
    for (let j = 0; j < p.buildings.length; j++) {
      const b = p.buildings[j] as BuildingSlot;
      buildings[j] = { building: b.building, marker: b.marker };
    }
    players[i] = {
      supply: p.supply,
      harbour: p.harbour,
      buildings,
      cards: p.cards.slice(),
      setAside: p.setAside.slice(),
      tokens: { ...p.tokens },
      tracks: { ...p.tracks },
    };
  }
  return {
    version: state.version,
    players,
    round: state.round,
    phase: state.phase,
    firstPlayer: state.firstPlayer,
    toAct: state.toAct,
    step: state.step,
    salaryLeft: state.salaryLeft,
    passed: state.passed.slice(),
    discarding: state.discarding,
    stock: { ...state.stock },
    board: cloneBoard(state.board),
    abolished: state.abolished,
    removedCards: state.removedCards.slice(),
    spentTokens: { ...state.spentTokens },
    rng: state.rng.slice() as unknown as RandomState,
  };
}

// Ship spaces and cities are replaced, never mutated, by the rules (copy on write), so a copy
// shares them: this keeps the copy made for every move and every bot look-ahead cheap.
function cloneTrack(t: ShipTrackState): ShipTrackState {
  return { spaces: t.spaces.slice(), overflow: t.overflow.slice() };
}

function cloneBoard(b: BoardState): BoardState {
  const st = b.shipTracks;
  const shipTracks = {
    northAmerica: cloneTrack(st.northAmerica),
    caribbean: cloneTrack(st.caribbean),
    southAmerica: cloneTrack(st.southAmerica),
    africa: cloneTrack(st.africa),
    india: cloneTrack(st.india),
    farEast: cloneTrack(st.farEast),
  };
  const cities: Record<string, CityState> = { ...b.cities };
  const d = b.decks;
  const decks = {
    europe: d.europe.slice(),
    northAmerica: d.northAmerica.slice(),
    caribbean: d.caribbean.slice(),
    southAmerica: d.southAmerica.slice(),
    africa: d.africa.slice(),
    india: d.india.slice(),
    farEast: d.farEast.slice(),
    slavery: d.slavery.slice(),
  };
  return { shipTracks, cities, connections: { ...b.connections }, governors: { ...b.governors }, decks };
}
