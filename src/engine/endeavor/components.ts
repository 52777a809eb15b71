/**
 * Every component value of Endeavor in one data file, each with its confidence as the component
 * reference (/work/shared/reference/endeavor-components.md, "the reference") gives it: two
 * sources, one source, inferred, or unknown. What no source gives is the project's own choice and
 * says so (`unknown` with the choice made); the single-source oddities each sit in ODDITIES, so one
 * edit there undoes any of them. The rules code reads only this data.
 *
 * Map layout: coordinates are in an SVG user space of 1000 × 600 (x to the right, y down). The
 * printed position of each city is unknown (reference §5.1), so the layout is the project's own.
 * Ship-track space i of a region lies at (x + i·dx, y + i·dy); space 0 is the space farthest from
 * the region's card deck and is filled first.
 */
import type { Action, BuildingId, ByBuilding, ByDeck, ByRegion, ByToken, ByTrack, CardKind, Deck, Region } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Confidence
// ---------------------------------------------------------------------------------------------

/** The reference's source labels (its "Sources" list): S1 the C++ implementation, S5 seed 004, … */
export type SourceLabel = `S${number}`;

/**
 * How sure a value is, as the reference marks it. `unknown` values are the project's choice:
 * `choice` says what was chosen and why, and the site lists them.
 */
export type Confidence =
  | { readonly kind: 'two sources'; readonly sources: readonly SourceLabel[]; readonly section: string }
  | { readonly kind: 'one source'; readonly source: SourceLabel; readonly section: string }
  | { readonly kind: 'inferred'; readonly how: string; readonly section: string }
  | { readonly kind: 'unknown'; readonly choice: string; readonly section: string };

export const COMPONENTS_FILE = 'reference/endeavor-components.md' as const;

const two = (section: string, ...sources: SourceLabel[]): Confidence => ({ kind: 'two sources', sources, section });
const one = (section: string, source: SourceLabel = 'S1'): Confidence => ({ kind: 'one source', source, section });
const inferred = (section: string, how: string): Confidence => ({ kind: 'inferred', how, section });
const unknown = (section: string, choice: string): Confidence => ({ kind: 'unknown', choice, section });

/** A value with its confidence. */
export interface Known<T> {
  readonly value: T;
  readonly confidence: Confidence;
}

export type Icons = Partial<ByTrack<number>>;

/**
 * One way to use a building: its actions in order (you may stop after the first: action.compound).
 * `same` ties the two actions to one region (Docks, Cartographer) or one deck (Trade Office).
 */
export interface ActionChoice {
  readonly steps: readonly Action[];
  readonly same?: 'region' | 'deck';
}

export interface BuildingData {
  readonly id: BuildingId;
  /** The English name (S1's names; "Colonial House" one source). */
  readonly name: string;
  /** Build level needed (Industry level); 0 for the pre-printed starting building. */
  readonly level: number;
  /** Copies in the stock (the starting building is not in the stock). */
  readonly copies: number;
  /** Track gains: moved onto the tracks at once when built (Fase 1). */
  readonly icons: Icons;
  /** The ways to activate it (one of them per activation); empty = no action. */
  readonly choices: readonly ActionChoice[];
  /** Glory at the end of the game for each tile of this kind held. */
  readonly glory: number;
  readonly confidence: { readonly kind: Confidence; readonly gains: Confidence; readonly action: Confidence; readonly glory: Confidence };
}

export interface CityData {
  /** Stable id after S1's city numbers (reference §5.1): EU1 … FE5. */
  readonly id: string;
  /** The project's own name: the printed cities are unnamed (S4). */
  readonly name: string;
  readonly region: Region;
  /** Glory at the end for controlling it (2 for SA1 and FE4). */
  readonly glory: number;
  readonly confidence: { readonly region: Confidence; readonly glory: Confidence; readonly name: Confidence };
}

export interface ConnectionData {
  /** C01 … C26 in S1's order. */
  readonly id: string;
  /** The two cities it joins (they may lie in different regions). Drawn as a line a–b. */
  readonly a: string;
  readonly b: string;
  readonly confidence: Confidence;
}

export interface ShipTrackData {
  /** Number of regular spaces (each starts with a trade token). */
  readonly length: number;
}

export interface RegionData {
  readonly id: Region;
  readonly name: string;
  /** null: no shipping track, the region is open from the start (Europe). */
  readonly shipTrack: ShipTrackData | null;
  /** Of the track length (Europe: of having none). */
  readonly confidence: Confidence;
}

export interface CardData {
  readonly id: string;
  readonly deck: Deck;
  readonly kind: CardKind;
  /** The card's level: the presence needed to draw it (governors are never drawn; level 0). */
  readonly value: number;
  readonly icons: Icons;
  /** Glory at the end of the game if still held. */
  readonly glory: number;
  readonly confidence: Confidence;
}

export interface DeckData {
  readonly id: Deck;
  /** The region whose openness and presence gate drawing from this deck. */
  readonly region: Region;
  readonly confidence: Confidence;
}

export interface TrackTable {
  /** levelStarts[k] = first track position of level k+1 (level 1 starts at 0). */
  readonly levelStarts: readonly [number, number, number, number, number];
  /**
   * What each level gives: Industry = highest building level you may build, Culture = markers
   * received in Growth, Finance = markers freed in Salary, Politics = regular card limit.
   */
  readonly amounts: readonly [number, number, number, number, number];
  /** Highest position; icons beyond it are lost. */
  readonly max: number;
  /**
   * End-game glory: a cube drops back to the highest logo at or below it. Logos on 2, 4 and 7
   * give 2, 4 and 7; from `positionFrom` up every space is a logo worth its position.
   */
  readonly logos: readonly { readonly position: number; readonly glory: number }[];
  readonly positionFrom: number;
  readonly confidence: { readonly levels: Confidence; readonly amounts: Confidence; readonly max: Confidence; readonly glory: Confidence };
}

// ---------------------------------------------------------------------------------------------
// The single-source oddities (reference §9.5): each one value, so one edit undoes it
// ---------------------------------------------------------------------------------------------

/**
 * Values only S1 gives that a printed tile, board or rulebook page may contradict. The site lists
 * them as unconfirmed; the rules registry marks the rules that read them.
 */
export const ODDITIES = {
  /** Glory for a player whose free governor space is uncovered (no governor held); 0 undoes it. */
  freeGovernorSpaceGlory: { value: 3, confidence: one('§8 Final score') },
  /** While Politics is below level 5, one Slavery card may sit in the 5th card space beyond the limit. */
  slaverySlot: { value: true, confidence: one('§6.2 Card slots and limits') },
  /** The Shipyard's Culture gain (read from BUILDING_DATA.shipyard.icons). */
  shipyardCulture: { value: 1, confidence: one('§1 Buildings') },
  /** The Docks may not be used in Europe (S1 calls it its own assumption). */
  docksNotInEurope: { value: true, confidence: one('§1 Buildings') },
  /** A Payment never frees a marker from a level-5 tile. */
  paymentNotLevelFive: { value: true, confidence: one('§1 Building rules') },
} as const satisfies Record<string, Known<number | boolean>>;

export type Oddity = keyof typeof ODDITIES;

// ---------------------------------------------------------------------------------------------
// Fixed counts
// ---------------------------------------------------------------------------------------------

/** Population markers per colour. */
export const MARKERS_PER_PLAYER: Known<number> = {
  value: 30,
  confidence: inferred('§6.1 Player board', 'the earlier reference (endeavor.md §1, three reviews); the component reference does not repeat it'),
};
/** Building spaces on a player board, including the pre-printed one. */
export const BUILDING_SPACES: Known<number> = { value: 8, confidence: two('§1 Building rules', 'S1', 'S8') };
/** Number of rounds. */
export const ROUNDS: Known<number> = { value: 7, confidence: two('§7 Turn order', 'S1', 'S12', 'S14') };
/** The building level of which a player may hold only one tile. */
export const UNIQUE_LEVEL: Known<number> = { value: 5, confidence: two('§1 Building rules', 'S1', 'S5') };
/** Markers per glory point left in the harbour at the end. */
export const HARBOUR_GLORY: Known<number> = { value: 3, confidence: two('§8 Final score', 'S1', 'S5') };
/** Penalty per Slavery card set aside. */
export const SLAVERY_PENALTY: Known<number> = { value: 1, confidence: two('§8 Final score', 'S1', 'S5') };
/** Markers each player may still ship to a track once it is full (S5 read as one per player). */
export const SHIP_OVERFLOW_PER_PLAYER: Known<number> = { value: 1, confidence: inferred('§5.4 Shipping tracks', 'S5 allows one more marker on a full track, read by the project as one per player') };
/** Glory per connection controlled. */
export const CONNECTION_GLORY: Known<number> = { value: 1, confidence: two('§8 Final score', 'S1', 'S5', 'S12') };
/** Which components a game with fewer than five players uses: all of them. */
export const SETUP_BY_PLAYER_COUNT: Known<'full set'> = {
  value: 'full set',
  confidence: unknown('§9.2', 'No source removes anything for 3 or 4 players (S1 always seats 5), so every player count uses the full set.'),
};

// ---------------------------------------------------------------------------------------------
// Tracks (reference §6.1)
// ---------------------------------------------------------------------------------------------

const THRESHOLDS = [0, 2, 4, 7, 10] as const;
const LOGOS = [
  { position: 2, glory: 2 },
  { position: 4, glory: 4 },
  { position: 7, glory: 7 },
] as const;
const TRACK_MAX = unknown('§9.3', 'S1 has no cap; the project keeps its earlier cap of 15 (glory from 10 up equals the position, so a cap changes scores).');
const TRACK_GLORY = one('§6.1 Track levels');

/** The four status tracks of the player board. */
export const TRACK_TABLES: ByTrack<TrackTable> = {
  industry: {
    levelStarts: THRESHOLDS,
    amounts: [1, 2, 3, 4, 5],
    max: 15,
    logos: LOGOS,
    positionFrom: 10,
    confidence: { levels: two('§6.1 Track levels', 'S1', 'S9'), amounts: two('§6.1 Track levels', 'S1', 'S6', 'S9'), max: TRACK_MAX, glory: TRACK_GLORY },
  },
  culture: {
    levelStarts: THRESHOLDS,
    amounts: [2, 3, 4, 5, 6],
    max: 15,
    logos: LOGOS,
    positionFrom: 10,
    confidence: { levels: one('§6.1 Track levels'), amounts: one('§6.1 Track levels'), max: TRACK_MAX, glory: TRACK_GLORY },
  },
  finance: {
    levelStarts: THRESHOLDS,
    amounts: [1, 2, 3, 4, 5],
    max: 15,
    logos: LOGOS,
    positionFrom: 10,
    confidence: { levels: one('§6.1 Track levels'), amounts: one('§6.1 Track levels'), max: TRACK_MAX, glory: TRACK_GLORY },
  },
  politics: {
    levelStarts: THRESHOLDS,
    amounts: [1, 2, 3, 4, 5],
    max: 15,
    logos: LOGOS,
    positionFrom: 10,
    confidence: { levels: one('§6.1 Track levels'), amounts: one('§6.1 Track levels'), max: TRACK_MAX, glory: TRACK_GLORY },
  },
};

// ---------------------------------------------------------------------------------------------
// Buildings (reference §1)
// ---------------------------------------------------------------------------------------------

const B = '§1 Buildings';
const KIND = two(B, 'S1', 'S7');
const S1B = one(B);
const NO_GLORY = one(B);
const building = (
  id: BuildingId,
  name: string,
  level: number,
  copies: number,
  icons: Icons,
  choices: readonly ActionChoice[],
  glory: number,
  confidence: Partial<BuildingData['confidence']> = {},
): BuildingData => ({ id, name, level, copies, icons, choices, glory, confidence: { kind: KIND, gains: S1B, action: S1B, glory: NO_GLORY, ...confidence } });

const only = (...steps: Action[]): ActionChoice => ({ steps });

/** The pre-printed starting building: Occupy. */
export const STARTING_BUILDING_DATA: BuildingData = building('startingBuilding', 'Colonial House', 0, 0, {}, [only('occupy')], 0, {
  kind: one(B),
  action: two(B, 'S1', 'S10', 'S12'),
});

/** The 45 building tiles of the stock, 15 kinds. */
export const BUILDING_DATA: ByBuilding<BuildingData> = {
  market: building('market', 'Market', 1, 5, {}, [only('draw')], 0, { action: two(B, 'S1', 'S2') }),
  // Culture +1: ODDITIES.shipyardCulture (one source; set it to 0 to undo).
  shipyard: building('shipyard', 'Shipyard', 1, 5, ODDITIES.shipyardCulture.value ? { culture: ODDITIES.shipyardCulture.value } : {}, [only('ship')], 0),
  workshop: building('workshop', 'Workshop', 1, 5, { industry: 2 }, [], 0),
  bank: building('bank', 'Bank', 2, 4, { finance: 2 }, [], 0),
  barracks: building('barracks', 'Barracks', 2, 4, {}, [only('attack')], 0, { action: two(B, 'S1', 'S12') }),
  guildHall: building('guildHall', 'Guild Hall', 2, 4, {}, [only('ship'), only('draw')], 0),
  docks: building(
    'docks',
    'Docks',
    3,
    3,
    {},
    [
      { steps: ['ship', 'occupy'], same: 'region' },
      { steps: ['occupy', 'ship'], same: 'region' },
    ],
    0,
  ),
  fortress: building('fortress', 'Fortress', 3, 3, { politics: 1 }, [only('occupy'), only('attack')], 0),
  theatre: building('theatre', 'Theatre', 3, 3, { culture: 2 }, [], 0),
  cartographer: building('cartographer', 'Cartographer', 4, 2, {}, [{ steps: ['ship', 'ship'], same: 'region' }], 0),
  tradeOffice: building('tradeOffice', 'Trade Office', 4, 2, {}, [{ steps: ['draw', 'draw'], same: 'deck' }], 0),
  university: building('university', 'University', 4, 2, {}, [], 3, { glory: two(B, 'S1', 'S5') }),
  exchange: building('exchange', 'Exchange', 5, 1, { finance: 2 }, [only('payment')], 0),
  museum: building('museum', 'Museum', 5, 1, { culture: 2 }, [only('payment')], 0),
  parliament: building('parliament', 'Parliament', 5, 1, { politics: 2 }, [only('payment')], 0),
};

// ---------------------------------------------------------------------------------------------
// Regions, cities, connections (the map, reference §5)
// ---------------------------------------------------------------------------------------------

const TRACK_LENGTH = unknown('§9.1', 'Only the total of 40 regular spaces is known (95 tokens − 29 cities − 26 connections); the project splits it 7, 6, 6, 7, 7, 7 within the reviews’ 6 to 8.');

/** The seven regions with their shipping tracks and layout. */
export const REGION_DATA: ByRegion<RegionData> = {
  europe: { id: 'europe', name: 'Europe & the Mediterranean', shipTrack: null, confidence: two('§5.1 Map facts', 'S1', 'S3', 'S4', 'S11') },
  northAmerica: { id: 'northAmerica', name: 'North America', shipTrack: { length: 7 }, confidence: TRACK_LENGTH },
  caribbean: { id: 'caribbean', name: 'Caribbean', shipTrack: { length: 6 }, confidence: TRACK_LENGTH },
  southAmerica: { id: 'southAmerica', name: 'South America', shipTrack: { length: 6 }, confidence: TRACK_LENGTH },
  africa: { id: 'africa', name: 'Africa', shipTrack: { length: 7 }, confidence: TRACK_LENGTH },
  india: { id: 'india', name: 'India', shipTrack: { length: 7 }, confidence: TRACK_LENGTH },
  farEast: { id: 'farEast', name: 'Far East', shipTrack: { length: 7 }, confidence: TRACK_LENGTH },
};

const CITY_NAME = unknown('§9.4', 'The printed cities are unnamed (S4); the project names them after ports of the period.');
const EUROPE_COUNT = two('§5.1 Regions and cities', 'S1', 'S3', 'S4');
const city = (id: string, name: string, region: Region, glory: number): CityData => ({
  id,
  name,
  region,
  glory,
  confidence: { region: region === 'europe' ? EUROPE_COUNT : one('§5.1 Regions and cities'), glory: one('§5.1 Map facts'), name: CITY_NAME },
});

/** Every city space on the board: 29, ids after S1's numbers (reference §5.1). */
export const CITY_DATA: readonly CityData[] = [
  city('EU1', 'London', 'europe', 1),
  city('EU2', 'Amsterdam', 'europe', 1),
  city('EU3', 'Lisbon', 'europe', 1),
  city('EU4', 'Madrid', 'europe', 1),
  city('EU5', 'Paris', 'europe', 1),
  city('EU6', 'Vienna', 'europe', 1),
  city('EU7', 'Venice', 'europe', 1),
  city('EU8', 'Rome', 'europe', 1),
  city('EU9', 'Alexandria', 'europe', 1),
  city('EU10', 'Constantinople', 'europe', 1),
  city('AF1', 'Elmina', 'africa', 1),
  city('AF2', 'Luanda', 'africa', 1),
  city('SA1', 'Rio de Janeiro', 'southAmerica', 2),
  city('SA2', 'Buenos Aires', 'southAmerica', 1),
  city('SA3', 'Lima', 'southAmerica', 1),
  city('CA1', 'Havana', 'caribbean', 1),
  city('CA2', 'Cartagena', 'caribbean', 1),
  city('CA3', 'Kingston', 'caribbean', 1),
  city('NA1', 'New Orleans', 'northAmerica', 1),
  city('NA2', 'New York', 'northAmerica', 1),
  city('NA3', 'Quebec', 'northAmerica', 1),
  city('IN1', 'Bombay', 'india', 1),
  city('IN2', 'Goa', 'india', 1),
  city('IN3', 'Calcutta', 'india', 1),
  city('FE1', 'Malacca', 'farEast', 1),
  city('FE2', 'Batavia', 'farEast', 1),
  city('FE3', 'Canton', 'farEast', 1),
  city('FE4', 'Nagasaki', 'farEast', 2),
  city('FE5', 'Macau', 'farEast', 1),
];

const CONNECTION = one('§5.2 The 26 connections');
const conn = (n: number, a: string, b: string): ConnectionData => ({ id: `C${String(n).padStart(2, '0')}`, a, b, confidence: CONNECTION });

/** The 26 connections in S1's order (reference §5.2). */
export const CONNECTION_DATA: readonly ConnectionData[] = [
  conn(1, 'FE3', 'FE5'),
  conn(2, 'IN3', 'FE2'),
  conn(3, 'IN3', 'FE1'),
  conn(4, 'EU2', 'FE1'),
  conn(5, 'EU7', 'FE2'),
  conn(6, 'EU2', 'IN2'),
  conn(7, 'IN1', 'IN2'),
  conn(8, 'EU1', 'IN1'),
  conn(9, 'NA2', 'NA3'),
  conn(10, 'EU1', 'NA3'),
  conn(11, 'EU5', 'NA2'),
  conn(12, 'CA1', 'NA1'),
  conn(13, 'EU8', 'NA1'),
  conn(14, 'EU4', 'CA1'),
  conn(15, 'CA1', 'CA3'),
  conn(16, 'EU3', 'CA3'),
  conn(17, 'SA2', 'CA2'),
  conn(18, 'EU3', 'SA2'),
  conn(19, 'EU4', 'SA3'),
  conn(20, 'EU8', 'AF1'),
  conn(21, 'AF1', 'AF2'),
  conn(22, 'EU10', 'AF2'),
  conn(23, 'EU9', 'EU10'),
  conn(24, 'EU7', 'EU10'),
  conn(25, 'EU6', 'EU7'),
  conn(26, 'EU5', 'EU6'),
];

// ---------------------------------------------------------------------------------------------
// Trade tokens (reference §2)
// ---------------------------------------------------------------------------------------------

/** The 95 trade tokens, shuffled face up onto every circle: regular ship spaces, cities and connections. */
export const TOKEN_MIX: { readonly counts: ByToken<number>; readonly confidence: Confidence } = {
  counts: { industry: 17, culture: 20, finance: 17, politics: 25, shipOrDraw: 6, occupyOrDraw: 6, attack: 2, payment: 2 },
  confidence: one('§2 Trade tokens'),
};

// ---------------------------------------------------------------------------------------------
// Cards (reference §3)
// ---------------------------------------------------------------------------------------------

/** Which region gates each deck (openness and presence); the Slavery deck sits in Europe. */
export const DECK_DATA: ByDeck<DeckData> = {
  europe: { id: 'europe', region: 'europe', confidence: two('§3.1 Decks', 'S1', 'S7', 'S10') },
  northAmerica: { id: 'northAmerica', region: 'northAmerica', confidence: two('§3.1 Decks', 'S1', 'S7', 'S10') },
  caribbean: { id: 'caribbean', region: 'caribbean', confidence: two('§3.1 Decks', 'S1', 'S7', 'S10') },
  southAmerica: { id: 'southAmerica', region: 'southAmerica', confidence: two('§3.1 Decks', 'S1', 'S7', 'S10') },
  africa: { id: 'africa', region: 'africa', confidence: two('§3.1 Decks', 'S1', 'S7', 'S10') },
  india: { id: 'india', region: 'india', confidence: two('§3.1 Decks', 'S1', 'S7', 'S10') },
  farEast: { id: 'farEast', region: 'farEast', confidence: two('§3.1 Decks', 'S1', 'S7', 'S10') },
  slavery: { id: 'slavery', region: 'europe', confidence: one('§3.1 Decks') },
};

const CARD = one('§3.2 All 48 cards');
const card = (deck: Deck, value: number, kind: CardKind, icons: Icons, glory = 0): CardData => ({
  id: kind === 'governor' ? `${deck}-governor` : `${deck}-${value}`,
  deck,
  kind,
  value,
  icons,
  glory,
  confidence: CARD,
});

/** The card names are unknown (reference §3.1): the site names a card by its deck and level. */
export const CARD_NAMES: Known<'deck and level'> = { value: 'deck and level', confidence: unknown('§9.4', 'No card names were found; a card is named by its deck and level.') };

/** All 48 cards (reference §3.2). Decks are stacked lowest level on top; the governor lies beside its deck. */
export const CARD_DATA: readonly CardData[] = [
  card('europe', 0, 'asset', { culture: 1, finance: 1 }),
  card('europe', 1, 'asset', { culture: 2, politics: 1 }),
  card('europe', 2, 'asset', { politics: 3 }),
  card('europe', 3, 'asset', { industry: 1, culture: 1, finance: 1, politics: 1 }),
  card('europe', 4, 'asset', {}, 5),
  card('europe', 5, 'abolition', { culture: 3 }, 3),

  card('africa', 0, 'governor', { finance: 2, politics: 1 }, 1),
  card('africa', 1, 'asset', { industry: 1, politics: 1 }),
  card('africa', 2, 'asset', { industry: 1, finance: 1, politics: 1 }),
  card('africa', 3, 'asset', { finance: 2, politics: 2 }),
  card('africa', 4, 'asset', { industry: 2, finance: 1, politics: 1 }, 1),
  card('africa', 5, 'asset', { industry: 2, finance: 2 }, 2),

  card('southAmerica', 0, 'governor', { politics: 3 }, 1),
  card('southAmerica', 1, 'asset', { culture: 2 }),
  card('southAmerica', 2, 'asset', { culture: 3 }),
  card('southAmerica', 3, 'asset', { culture: 4 }),
  card('southAmerica', 4, 'asset', { finance: 3 }, 2),
  card('southAmerica', 5, 'asset', { finance: 3 }, 3),

  card('caribbean', 0, 'governor', { culture: 2, politics: 1 }, 1),
  card('caribbean', 1, 'asset', { politics: 2 }),
  card('caribbean', 2, 'asset', { finance: 1, politics: 2 }),
  card('caribbean', 3, 'asset', { finance: 4 }),
  card('caribbean', 4, 'asset', { politics: 3 }, 2),
  card('caribbean', 5, 'asset', { industry: 3 }, 3),

  card('northAmerica', 0, 'governor', { finance: 1, politics: 2 }, 1),
  card('northAmerica', 1, 'asset', { industry: 2 }),
  card('northAmerica', 2, 'asset', { finance: 3 }),
  card('northAmerica', 3, 'asset', { industry: 2, culture: 2 }),
  card('northAmerica', 4, 'asset', { culture: 2, politics: 2 }, 1),
  card('northAmerica', 5, 'asset', {}, 6),

  card('india', 0, 'governor', { culture: 1, finance: 1, politics: 1 }, 1),
  card('india', 1, 'asset', { culture: 1, politics: 1 }),
  card('india', 2, 'asset', { culture: 1, finance: 1, politics: 1 }),
  card('india', 3, 'asset', { culture: 1, finance: 2, politics: 1 }),
  card('india', 4, 'asset', { finance: 2, politics: 1 }, 2),
  card('india', 5, 'asset', { finance: 2, politics: 2 }, 2),

  card('farEast', 0, 'governor', { industry: 2, culture: 1 }, 1),
  card('farEast', 1, 'asset', { industry: 1, finance: 1 }),
  card('farEast', 2, 'asset', { industry: 2, finance: 1 }),
  card('farEast', 3, 'asset', { industry: 2, finance: 2 }),
  card('farEast', 4, 'asset', { industry: 1, culture: 1, finance: 1, politics: 1 }, 1),
  card('farEast', 5, 'asset', { politics: 3 }, 3),

  card('slavery', 0, 'slavery', { industry: 2 }),
  card('slavery', 1, 'slavery', { finance: 2 }),
  card('slavery', 2, 'slavery', { industry: 1, finance: 2 }),
  card('slavery', 3, 'slavery', { industry: 3 }),
  card('slavery', 4, 'slavery', { industry: 2, finance: 2 }),
  card('slavery', 5, 'slavery', { industry: 3, finance: 2 }),
];

/** Icons plus glory of a card of `deck` at `level` (reference §3.3, inferred): a data check. */
export function cardBudget(deck: Deck, kind: CardKind, level: number): number {
  if (kind === 'governor') return 4;
  if (deck === 'europe') return [2, 3, 3, 4, 5, 6][level] ?? Number.NaN;
  if (deck === 'slavery') return [2, 2, 3, 3, 4, 5][level] ?? Number.NaN;
  return level + 1;
}

// ---------------------------------------------------------------------------------------------
// What the site must say: the project's choices and the unconfirmed values
// ---------------------------------------------------------------------------------------------

/** One line of the site's list: which value, what it is, and its confidence. */
export interface ComponentNote {
  /** Stable key (an anchor on the sources page and the key of its words). */
  readonly id: string;
  readonly confidence: Confidence;
}

/** The values that are the project's own choice (no source gives them), for the site's list. */
export const PROJECT_CHOICES: readonly ComponentNote[] = [
  { id: 'track-lengths', confidence: TRACK_LENGTH },
  { id: 'setup-by-player-count', confidence: SETUP_BY_PLAYER_COUNT.confidence },
  { id: 'track-maximum', confidence: TRACK_MAX },
  { id: 'city-names', confidence: CITY_NAME },
  { id: 'card-names', confidence: CARD_NAMES.confidence },
  { id: 'map-layout', confidence: unknown('§5.1 Map facts', 'The printed position of each city is unknown; the project draws its own layout.') },
];

/** The single-source oddities, for the site's list of unconfirmed values. */
export const UNCONFIRMED: readonly ComponentNote[] = (Object.keys(ODDITIES) as Oddity[]).map((id) => ({ id, confidence: ODDITIES[id].confidence }));
