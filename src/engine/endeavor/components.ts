/**
 * Every component value of Endeavor in one data file, each with its source.
 *
 * The rules code reads only this data, so replacing this file with the printed values needs no
 * code change. Where the printed value could not be found (see /work/shared/reference/endeavor.md
 * §9), a stand-in was chosen so that the game plays sensibly; such entries carry `standIn: true`
 * and are listed in STAND_INS, and PRACTICE_COMPONENTS tells the site to say "practice components".
 *
 * Map layout: coordinates are in an SVG user space of 1000 × 600 (x to the right, y down), roughly
 * a world map: the Americas on the left, Europe top middle, Africa below it, India and the Far East
 * on the right. Ship-track space i of a region lies at (x + i·dx, y + i·dy); space 0 is the space
 * farthest from the region's card deck and is filled first.
 */
import type { Action, BuildingId, ByBuilding, ByDeck, ByRegion, ByToken, ByTrack, CardKind, Deck, Region } from './vocabulary';

/** Where a value comes from, and whether it is a stand-in for an unknown printed value. */
export interface Sourced {
  /** e.g. 'seed 004: Fase 1' or 'reference §4 [SRC 4]' or 'stand-in: ...'. */
  readonly source: string;
  readonly standIn: boolean;
}

export type Icons = Partial<ByTrack<number>>;

export interface BuildingData extends Sourced {
  readonly id: BuildingId;
  readonly name: string;
  /** Build level needed (Industry level); 0 for the pre-printed starting building. */
  readonly level: number;
  /** Copies in the stock (the starting building is not in the stock). */
  readonly copies: number;
  /** Track icons: moved onto the tracks at once when built (Fase 1). */
  readonly icons: Icons;
  /** The action(s) at the bottom right, done in this order when activated; empty = no action. */
  readonly actions: readonly Action[];
  /** Glory at the end of the game for each tile of this kind held. */
  readonly glory: number;
}

export interface CityData extends Sourced {
  readonly id: string;
  readonly name: string;
  readonly region: Region;
  /** Glory at the end for controlling it ("sommige steden hebben 2 punten"). */
  readonly glory: number;
  readonly x: number;
  readonly y: number;
}

export interface ConnectionData extends Sourced {
  readonly id: string;
  /** The two cities it joins (they may lie in different regions). Drawn as a line a–b. */
  readonly a: string;
  readonly b: string;
}

export interface ShipTrackData {
  /** Number of spaces (each starts with a trade token). */
  readonly length: number;
  readonly x: number;
  readonly y: number;
  readonly dx: number;
  readonly dy: number;
}

export interface RegionData extends Sourced {
  readonly id: Region;
  readonly name: string;
  /** null: no shipping track, the region is open from the start (Europe). */
  readonly shipTrack: ShipTrackData | null;
  /** Where the region's card deck lies, and where to print the region name. */
  readonly deck: { readonly x: number; readonly y: number };
  readonly label: { readonly x: number; readonly y: number };
}

export interface CardData extends Sourced {
  readonly id: string;
  readonly deck: Deck;
  readonly kind: CardKind;
  /** The presence needed to draw it (governor cards are never drawn; they have value 0). */
  readonly value: number;
  readonly icons: Icons;
  /** Glory at the end of the game if still held. */
  readonly glory: number;
}

export interface DeckData extends Sourced {
  readonly id: Deck;
  /** The region whose openness and presence gate drawing from this deck. */
  readonly region: Region;
}

export interface TrackTable extends Sourced {
  /** levelStarts[k] = first track position of level k+1 (level 1 starts at 0). */
  readonly levelStarts: readonly [number, number, number, number, number];
  /**
   * What each level gives: Industry = highest building level you may build, Culture = markers
   * received in Growth, Finance = payments in Salary, Politics = cards you may keep when passing.
   */
  readonly amounts: readonly [number, number, number, number, number];
  /** Highest position; icons beyond it are lost. */
  readonly max: number;
  /** End-game glory logos: a cube moves back to the highest logo at or below it. */
  readonly logos: readonly { readonly position: number; readonly glory: number }[];
}

const NL = 'seed 004_078b11801b2a9e7c.txt';
const REF = 'reference/endeavor.md';
const STAND_IN_MAP = 'stand-in: the printed board could not be found (reference §5 [UNKNOWN]); sized to the review ranges of 2–5 cities and 6–8 sea spaces [SRC 7] and the 95-circle checksum';

// ---------------------------------------------------------------------------------------------
// Fixed counts
// ---------------------------------------------------------------------------------------------

/** Population markers per colour. */
export const MARKERS_PER_PLAYER = { value: 30, source: `${REF} §1 [SRC 3,4,6]`, standIn: false } as const;
/** Building spaces on a player board, including the pre-printed one. */
export const BUILDING_SPACES = { value: 8, source: `${REF} §1 [SRC 3]; ${NL} "Na zeven ronden … alle gebouwplaatsen zijn dan vol"`, standIn: false } as const;
/** Number of rounds. */
export const ROUNDS = { value: 7, source: `${NL} Einde van een ronde: "Na zeven ronden is het spel afgelopen."`, standIn: false } as const;
/** Highest building level of which a player may hold only one tile. */
export const UNIQUE_LEVEL = { value: 5, source: `${NL} Fase 1: "Je mag slechts één gebouw met waarde 5 bouwen."`, standIn: false } as const;
/** Glory per three harbour markers at the end. */
export const HARBOUR_GLORY = { markersPerPoint: 3, source: `${NL} Einde van het spel: "voor elke drie markers in de haven = 1 punt"`, standIn: false } as const;
/** Penalty per slavery card set aside. */
export const SLAVERY_PENALTY = { value: 1, source: `${NL} Einde van het spel: "elke afgelegde slavenkaart levert 1 strafpunt op"`, standIn: false } as const;
/** Markers each player may still ship to a track once it is full (past the last space). */
export const SHIP_OVERFLOW_PER_PLAYER = { value: 1, source: `${NL} Schip: "je mag er ook nog één plaatsen als de track vol is" (read as: one more per player)`, standIn: false } as const;
/** Glory per connection controlled. */
export const CONNECTION_GLORY = { value: 1, source: `${NL} Einde van het spel: "Per connectie die een speler controleert = 1 punt."`, standIn: false } as const;

// ---------------------------------------------------------------------------------------------
// Tracks
// ---------------------------------------------------------------------------------------------

const THRESHOLDS = [0, 2, 4, 7, 10] as const;
const LOGOS_STAND_IN = [
  { position: 2, glory: 1 },
  { position: 4, glory: 2 },
  { position: 7, glory: 4 },
  { position: 10, glory: 6 },
  { position: 13, glory: 8 },
  { position: 15, glory: 10 },
] as const;

/** The four status tracks of the player board. */
export const TRACK_TABLES: ByTrack<TrackTable> = {
  industry: {
    levelStarts: THRESHOLDS,
    amounts: [1, 2, 3, 4, 5],
    max: 15,
    logos: LOGOS_STAND_IN,
    source: `thresholds 0/2/4/7/10 from ${REF} §2 [SRC 6]; build level = level; max 15 and glory logos are stand-ins (${REF} §2 [UNKNOWN])`,
    standIn: true,
  },
  culture: {
    levelStarts: THRESHOLDS,
    amounts: [2, 3, 4, 5, 6],
    max: 15,
    logos: LOGOS_STAND_IN,
    source: `thresholds inferred from Industry (${REF} §2 [INFER]); level-1 growth 2 [INFER SRC 17]; other amounts, max and logos are stand-ins`,
    standIn: true,
  },
  finance: {
    levelStarts: THRESHOLDS,
    amounts: [1, 2, 3, 4, 5],
    max: 15,
    logos: LOGOS_STAND_IN,
    source: `thresholds inferred from Industry (${REF} §2 [INFER]); level-1 salary 1 [INFER SRC 17]; other amounts, max and logos are stand-ins`,
    standIn: true,
  },
  politics: {
    levelStarts: THRESHOLDS,
    amounts: [1, 2, 3, 4, 5],
    max: 15,
    logos: LOGOS_STAND_IN,
    source: `thresholds inferred from Industry; card limit 1→5 over levels 1→5 (${REF} §2 [INFER] from the 5 card spaces); max and logos are stand-ins`,
    standIn: true,
  },
};

// ---------------------------------------------------------------------------------------------
// Buildings
// ---------------------------------------------------------------------------------------------

const B_COUNTS = `names, levels and copies from ${REF} §4 [SRC 4]`;
const B_STAND = 'icons, actions and glory are stand-ins (reference §4 [UNKNOWN])';

/** The pre-printed starting building: Occupy [SRC 12,14]; its printed name is unknown. */
export const STARTING_BUILDING_DATA: BuildingData = {
  id: 'startingBuilding',
  name: 'Colonial Office',
  level: 0,
  copies: 0,
  icons: {},
  actions: ['occupy'],
  glory: 0,
  source: `${REF} §1: one pre-printed building giving Occupy [SRC 12,14]; name is a stand-in`,
  standIn: true,
};

/** The 45 building tiles of the stock, 15 kinds. */
export const BUILDING_DATA: ByBuilding<BuildingData> = {
  market: { id: 'market', name: 'Market', level: 1, copies: 5, icons: { culture: 1 }, actions: ['draw'], glory: 0, source: `${B_COUNTS}; Draw [INFER SRC 17]; icons stand-in`, standIn: true },
  shipyard: { id: 'shipyard', name: 'Shipyard', level: 1, copies: 5, icons: { industry: 1 }, actions: ['ship'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  workshop: { id: 'workshop', name: 'Workshop', level: 1, copies: 5, icons: { industry: 1, finance: 1 }, actions: ['payment'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  bank: { id: 'bank', name: 'Bank', level: 2, copies: 4, icons: { finance: 2 }, actions: ['payment'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  barracks: { id: 'barracks', name: 'Barracks', level: 2, copies: 4, icons: { politics: 1, industry: 1 }, actions: ['attack'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  guildHall: { id: 'guildHall', name: 'Guild Hall', level: 2, copies: 4, icons: { culture: 1, industry: 1 }, actions: ['ship'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  docks: { id: 'docks', name: 'Docks', level: 3, copies: 3, icons: { industry: 1, finance: 1 }, actions: ['ship', 'draw'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  fortress: { id: 'fortress', name: 'Fortress', level: 3, copies: 3, icons: { politics: 2 }, actions: ['attack'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  theatre: { id: 'theatre', name: 'Theatre', level: 3, copies: 3, icons: { culture: 2 }, actions: ['occupy'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  cartographer: {
    id: 'cartographer',
    name: 'Cartographer',
    level: 4,
    copies: 2,
    icons: { culture: 1, finance: 1 },
    actions: ['ship', 'ship'],
    glory: 0,
    source: `${B_COUNTS}; ${B_STAND}`,
    standIn: true,
  },
  tradeOffice: {
    id: 'tradeOffice',
    name: 'Trade Office',
    level: 4,
    copies: 2,
    icons: { finance: 2, politics: 1 },
    actions: ['draw', 'draw'],
    glory: 0,
    source: `${B_COUNTS}; ${B_STAND}`,
    standIn: true,
  },
  university: {
    id: 'university',
    name: 'University',
    level: 4,
    copies: 2,
    icons: { culture: 2 },
    actions: ['occupy'],
    glory: 3,
    source: `${B_COUNTS}; glory 3 from ${NL} "Spelers die een universiteit bouwden = 3 punten"; icons and action stand-ins`,
    standIn: true,
  },
  exchange: { id: 'exchange', name: 'Exchange', level: 5, copies: 1, icons: { finance: 3 }, actions: ['payment', 'payment'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  museum: { id: 'museum', name: 'Museum', level: 5, copies: 1, icons: { culture: 3 }, actions: ['draw'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
  parliament: { id: 'parliament', name: 'Parliament', level: 5, copies: 1, icons: { politics: 3 }, actions: ['occupy', 'attack'], glory: 0, source: `${B_COUNTS}; ${B_STAND}`, standIn: true },
};

// ---------------------------------------------------------------------------------------------
// Regions, cities, connections (the map)
// ---------------------------------------------------------------------------------------------

/** The seven regions with their shipping tracks and layout. */
export const REGION_DATA: ByRegion<RegionData> = {
  europe: {
    id: 'europe',
    name: 'Europe & the Mediterranean',
    shipTrack: null,
    deck: { x: 625, y: 70 },
    label: { x: 352, y: 34 },
    source: `${REF} §5: no shipping track, open from the start [SRC 7,8,11]`,
    standIn: false,
  },
  northAmerica: {
    id: 'northAmerica',
    name: 'North America',
    shipTrack: { length: 7, x: 34, y: 175, dx: 28, dy: 0 },
    deck: { x: 270, y: 40 },
    label: { x: 22, y: 34 },
    source: `track length: ${STAND_IN_MAP}`,
    standIn: true,
  },
  caribbean: {
    id: 'caribbean',
    name: 'Caribbean',
    shipTrack: { length: 6, x: 34, y: 370, dx: 28, dy: 0 },
    deck: { x: 270, y: 235 },
    label: { x: 22, y: 229 },
    source: `track length: ${STAND_IN_MAP}`,
    standIn: true,
  },
  southAmerica: {
    id: 'southAmerica',
    name: 'South America',
    shipTrack: { length: 6, x: 34, y: 565, dx: 28, dy: 0 },
    deck: { x: 270, y: 430 },
    label: { x: 22, y: 424 },
    source: `track length: ${STAND_IN_MAP}`,
    standIn: true,
  },
  africa: {
    id: 'africa',
    name: 'Africa',
    shipTrack: { length: 7, x: 369, y: 565, dx: 28, dy: 0 },
    deck: { x: 625, y: 350 },
    label: { x: 352, y: 344 },
    source: `track length: ${STAND_IN_MAP}`,
    standIn: true,
  },
  india: {
    id: 'india',
    name: 'India',
    shipTrack: { length: 7, x: 704, y: 565, dx: 28, dy: 0 },
    deck: { x: 950, y: 330 },
    label: { x: 692, y: 324 },
    source: `track length: ${STAND_IN_MAP}`,
    standIn: true,
  },
  farEast: {
    id: 'farEast',
    name: 'Far East',
    shipTrack: { length: 8, x: 704, y: 265, dx: 28, dy: 0 },
    deck: { x: 950, y: 40 },
    label: { x: 692, y: 34 },
    source: `track length: ${STAND_IN_MAP}`,
    standIn: true,
  },
};

const CITY_SRC = `Europe has 10 cities (${REF} §5 [SRC 7,8]); names, positions and 2-glory cities are stand-ins (${NL} says "sommige steden hebben 2 punten"; which ones is unknown)`;
const CITY_SRC_OTHER = `${STAND_IN_MAP}; 2-glory cities chosen as stand-ins (${NL} "sommige steden hebben 2 punten")`;
const city = (id: string, name: string, region: Region, glory: number, x: number, y: number): CityData => ({
  id,
  name,
  region,
  glory,
  x,
  y,
  source: region === 'europe' ? CITY_SRC : CITY_SRC_OTHER,
  standIn: true,
});

/** Every city space on the board. */
export const CITY_DATA: readonly CityData[] = [
  city('london', 'London', 'europe', 2, 400, 90),
  city('amsterdam', 'Amsterdam', 'europe', 1, 480, 80),
  city('paris', 'Paris', 'europe', 1, 440, 150),
  city('madrid', 'Madrid', 'europe', 1, 400, 220),
  city('lisbon', 'Lisbon', 'europe', 1, 370, 280),
  city('rome', 'Rome', 'europe', 1, 520, 220),
  city('venice', 'Venice', 'europe', 1, 540, 150),
  city('vienna', 'Vienna', 'europe', 1, 590, 110),
  city('constantinople', 'Constantinople', 'europe', 2, 610, 210),
  city('alexandria', 'Alexandria', 'europe', 1, 600, 285),
  city('quebec', 'Quebec', 'northAmerica', 1, 60, 75),
  city('boston', 'Boston', 'northAmerica', 1, 130, 85),
  city('newYork', 'New York', 'northAmerica', 2, 200, 100),
  city('newOrleans', 'New Orleans', 'northAmerica', 1, 240, 140),
  city('havana', 'Havana', 'caribbean', 1, 200, 290),
  city('kingston', 'Kingston', 'caribbean', 1, 150, 305),
  city('cartagena', 'Cartagena', 'caribbean', 1, 90, 320),
  city('lima', 'Lima', 'southAmerica', 1, 80, 480),
  city('rio', 'Rio de Janeiro', 'southAmerica', 2, 240, 490),
  city('buenosAires', 'Buenos Aires', 'southAmerica', 1, 170, 515),
  city('goree', 'Gorée', 'africa', 1, 390, 410),
  city('elmina', 'Elmina', 'africa', 1, 460, 440),
  city('luanda', 'Luanda', 'africa', 1, 530, 480),
  city('capeTown', 'Cape Town', 'africa', 2, 600, 520),
  city('bombay', 'Bombay', 'india', 1, 730, 400),
  city('goa', 'Goa', 'india', 1, 790, 440),
  city('madras', 'Madras', 'india', 1, 860, 470),
  city('calcutta', 'Calcutta', 'india', 2, 900, 400),
  city('canton', 'Canton', 'farEast', 2, 740, 120),
  city('nagasaki', 'Nagasaki', 'farEast', 1, 830, 90),
  city('malacca', 'Malacca', 'farEast', 1, 780, 190),
  city('batavia', 'Batavia', 'farEast', 1, 880, 210),
];

const conn = (a: string, b: string): ConnectionData => ({ id: `${a}-${b}`, a, b, source: `connection graph: ${STAND_IN_MAP}`, standIn: true });

/** Every connection (a line between two adjacent cities, each with a token circle). */
export const CONNECTION_DATA: readonly ConnectionData[] = [
  conn('london', 'amsterdam'),
  conn('london', 'paris'),
  conn('paris', 'madrid'),
  conn('madrid', 'lisbon'),
  conn('paris', 'rome'),
  conn('rome', 'venice'),
  conn('venice', 'vienna'),
  conn('constantinople', 'alexandria'),
  conn('quebec', 'boston'),
  conn('boston', 'newYork'),
  conn('newYork', 'newOrleans'),
  conn('newOrleans', 'havana'),
  conn('havana', 'kingston'),
  conn('kingston', 'cartagena'),
  conn('rio', 'buenosAires'),
  conn('goree', 'elmina'),
  conn('elmina', 'luanda'),
  conn('luanda', 'capeTown'),
  conn('bombay', 'goa'),
  conn('goa', 'madras'),
  conn('malacca', 'batavia'),
  conn('canton', 'nagasaki'),
];

// ---------------------------------------------------------------------------------------------
// Trade tokens
// ---------------------------------------------------------------------------------------------

/**
 * The trade-token mix (95 tokens, shuffled face up onto every circle: ship spaces, cities and
 * connections). The total 95 is sourced [SRC 3,4,5,14]; the split by kind is a stand-in.
 */
export const TOKEN_MIX: { readonly counts: ByToken<number> } & Sourced = {
  counts: { industry: 13, culture: 13, finance: 13, politics: 13, ship: 9, occupy: 9, attack: 8, payment: 9, draw: 8 },
  source: `total 95 from ${REF} §1 [SRC 3,4,5,14]; random placement on every circle §5 [SRC 3,4,5,6]; split by kind is a stand-in (§5 [UNKNOWN])`,
  standIn: true,
};

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

/** Which region gates each deck (openness and presence). */
export const DECK_DATA: ByDeck<DeckData> = {
  europe: { id: 'europe', region: 'europe', source: `${REF} §5`, standIn: false },
  northAmerica: { id: 'northAmerica', region: 'northAmerica', source: `${REF} §5`, standIn: false },
  caribbean: { id: 'caribbean', region: 'caribbean', source: `${REF} §5`, standIn: false },
  southAmerica: { id: 'southAmerica', region: 'southAmerica', source: `${REF} §5`, standIn: false },
  africa: { id: 'africa', region: 'africa', source: `${REF} §5`, standIn: false },
  india: { id: 'india', region: 'india', source: `${REF} §5`, standIn: false },
  farEast: { id: 'farEast', region: 'farEast', source: `${REF} §5`, standIn: false },
  slavery: { id: 'slavery', region: 'africa', source: `stand-in: which region gates the slavery deck is unknown (${REF} §5 [RECALL-LOW] Africa)`, standIn: true },
};

const CARD_SRC = `deck sizes and values from ${REF} §5 [SRC 4,14] (8 decks, 48 cards); icons and glory are stand-ins (§6 [UNKNOWN])`;
const card = (deck: Deck, value: number, kind: CardKind, icons: Icons, glory: number, extra = ''): CardData => ({
  id: kind === 'governor' ? `${deck}-governor` : `${deck}-${value}`,
  deck,
  kind,
  value,
  icons,
  glory,
  source: extra ? `${CARD_SRC}; ${extra}` : CARD_SRC,
  standIn: true,
});

/** All 48 cards. Decks are stacked lowest value on top; the governor lies beside its deck. */
export const CARD_DATA: readonly CardData[] = [
  card('europe', 0, 'asset', { culture: 1 }, 0),
  card('europe', 1, 'asset', { politics: 1 }, 0),
  card('europe', 2, 'asset', { industry: 1, politics: 1 }, 0),
  card('europe', 3, 'asset', { finance: 1, culture: 1 }, 1),
  card('europe', 4, 'abolition', { politics: 1, culture: 1 }, 1, `the Abolition of Slavery card sits in the Europe deck (${REF} §6 [RECALL-LOW]); its value is a stand-in`),
  card('europe', 5, 'asset', { industry: 1, culture: 1, politics: 1 }, 2),

  card('northAmerica', 1, 'asset', { industry: 1 }, 0),
  card('northAmerica', 2, 'asset', { industry: 1, finance: 1 }, 0),
  card('northAmerica', 3, 'asset', { finance: 2 }, 1),
  card('northAmerica', 4, 'asset', { industry: 2, finance: 1 }, 1),
  card('northAmerica', 5, 'asset', { industry: 2, finance: 1 }, 3),
  card('northAmerica', 0, 'governor', { politics: 1, industry: 1 }, 1),

  card('caribbean', 1, 'asset', { finance: 1 }, 0),
  card('caribbean', 2, 'asset', { finance: 1, politics: 1 }, 0),
  card('caribbean', 3, 'asset', { politics: 2 }, 1),
  card('caribbean', 4, 'asset', { finance: 2, politics: 1 }, 1),
  card('caribbean', 5, 'asset', { finance: 1, politics: 2 }, 3),
  card('caribbean', 0, 'governor', { politics: 1, finance: 1 }, 1),

  card('southAmerica', 1, 'asset', { culture: 1 }, 0),
  card('southAmerica', 2, 'asset', { industry: 1, culture: 1 }, 0),
  card('southAmerica', 3, 'asset', { industry: 2 }, 1),
  card('southAmerica', 4, 'asset', { culture: 2, industry: 1 }, 1),
  card('southAmerica', 5, 'asset', { culture: 1, industry: 2 }, 3),
  card('southAmerica', 0, 'governor', { politics: 1, culture: 1 }, 1),

  card('africa', 1, 'asset', { finance: 1 }, 0),
  card('africa', 2, 'asset', { culture: 1, finance: 1 }, 0),
  card('africa', 3, 'asset', { culture: 2 }, 1),
  card('africa', 4, 'asset', { finance: 2, culture: 1 }, 1),
  card('africa', 5, 'asset', { culture: 2, finance: 1 }, 3),
  card('africa', 0, 'governor', { politics: 1, culture: 1 }, 1),

  card('india', 1, 'asset', { politics: 1 }, 0),
  card('india', 2, 'asset', { culture: 1, politics: 1 }, 0),
  card('india', 3, 'asset', { culture: 2 }, 1),
  card('india', 4, 'asset', { politics: 2, culture: 1 }, 1),
  card('india', 5, 'asset', { politics: 1, culture: 2 }, 3),
  card('india', 0, 'governor', { politics: 1, finance: 1 }, 1),

  card('farEast', 1, 'asset', { industry: 1 }, 0),
  card('farEast', 2, 'asset', { finance: 1, industry: 1 }, 0),
  card('farEast', 3, 'asset', { finance: 2 }, 1),
  card('farEast', 4, 'asset', { industry: 2, culture: 1 }, 1),
  card('farEast', 5, 'asset', { finance: 2, politics: 1 }, 3),
  card('farEast', 0, 'governor', { politics: 1, industry: 1 }, 1),

  card('slavery', 0, 'slavery', { finance: 1 }, 0),
  card('slavery', 1, 'slavery', { industry: 1 }, 0),
  card('slavery', 2, 'slavery', { finance: 2 }, 0),
  card('slavery', 3, 'slavery', { industry: 2 }, 0),
  card('slavery', 4, 'slavery', { industry: 1, finance: 2 }, 0),
  card('slavery', 5, 'slavery', { industry: 2, finance: 2 }, 0),
];

// ---------------------------------------------------------------------------------------------
// Practice-components flag
// ---------------------------------------------------------------------------------------------

/** Every stand-in entry, by what it is, for a "practice components" notice. */
export const STAND_INS: readonly string[] = [
  ...Object.entries(TRACK_TABLES)
    .filter(([, t]) => t.standIn)
    .map(([k]) => `track:${k}`),
  ...(STARTING_BUILDING_DATA.standIn ? ['building:startingBuilding'] : []),
  ...Object.values(BUILDING_DATA)
    .filter((b) => b.standIn)
    .map((b) => `building:${b.id}`),
  ...Object.values(REGION_DATA)
    .filter((r) => r.standIn)
    .map((r) => `region:${r.id}`),
  ...CITY_DATA.filter((c) => c.standIn).map((c) => `city:${c.id}`),
  ...CONNECTION_DATA.filter((c) => c.standIn).map((c) => `connection:${c.id}`),
  ...(TOKEN_MIX.standIn ? ['tokens:mix'] : []),
  ...Object.values(DECK_DATA)
    .filter((d) => d.standIn)
    .map((d) => `deck:${d.id}`),
  ...CARD_DATA.filter((c) => c.standIn).map((c) => `card:${c.id}`),
];

/** True while any component is a stand-in: the site should say "practice components". */
export const PRACTICE_COMPONENTS: boolean = STAND_INS.length > 0;
