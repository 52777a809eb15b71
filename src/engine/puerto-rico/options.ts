/** Game options and the per-player-count setup numbers (seed 000 setup; reference §2.2). */
import type { BuildingId, ByGood, Plantation } from './vocabulary';

/**
 * Which violet buildings are in play.
 * - base: the 17 base violet buildings (seed 000);
 * - draft: the New Buildings draft, played as moves before round 1 (seed 001);
 * - all: every base and new violet building, one copy each (seed 001 variant);
 * - list: exactly the given violet buildings, in pairs for small ones (the caller's choice).
 * Production buildings are always all present.
 */
export type BuildingSetup = { readonly kind: 'base' } | { readonly kind: 'draft' } | { readonly kind: 'all' } | { readonly kind: 'list'; readonly buildings: readonly BuildingId[] };

export interface GameOptions {
  /** 3-5; 2 plays the official two-player variant. */
  readonly players: 2 | 3 | 4 | 5;
  /** Which violet buildings are in play, e.g. { kind: 'base' }. */
  readonly buildings: BuildingSetup;
  /** VP chips in a 5-player game: 122 (original alea) or 126 (later editions). See RULINGS.md. */
  readonly vpChips5p: 122 | 126;
  /** Wharf capacity: null = unlimited (2002 rules, seed 000 "végtelen rakterű"), or e.g. 11. */
  readonly wharfCapacity: number | null;
  /** Does a working Harbor add 1 VP to a Small Wharf loading? See RULINGS.md. */
  readonly smallWharfHarbor: boolean;
  /** Forest tiles in the supply (expansion). The count is not in the seed texts. */
  readonly forestTiles: number;
  /**
   * Seed 001's second variant: every colonist (100) and VP chip in the box is in play, and the game
   * ends only after the round in which a player fills his city (the colonist and VP chip ends do
   * not apply). See RULINGS.md.
   */
  readonly fullCityEnd: boolean;
}

export const DEFAULT_OPTIONS: GameOptions = {
  players: 4,
  buildings: { kind: 'base' },
  vpChips5p: 122,
  wharfCapacity: null,
  smallWharfHarbor: true,
  forestTiles: 12,
  fullCityEnd: false,
};

/** Setup numbers for one player count. */
export interface CountSetup {
  readonly doubloons: number;
  readonly colonists: number;
  readonly shipColonists: number;
  readonly vpChips: number;
  readonly ships: readonly number[];
  readonly prospectors: 0 | 1 | 2;
  /** Starting plantation by seat, governor first (seed 000, Előkészületek). */
  readonly start: readonly Plantation[];
  readonly removePlantations: number;
  readonly quarries: number;
  readonly removeGoods: number;
  /** Role choices per round: one each, or three each with two players. */
  readonly choicesPerRound: number;
}

export const COUNT_SETUP: { readonly [N in 2 | 3 | 4 | 5]: CountSetup } = {
  2: { doubloons: 3, colonists: 40, shipColonists: 2, vpChips: 65, ships: [4, 6], prospectors: 1, start: ['indigo', 'corn'], removePlantations: 3, quarries: 5, removeGoods: 2, choicesPerRound: 6 },
  3: {
    doubloons: 2,
    colonists: 55,
    shipColonists: 3,
    vpChips: 75,
    ships: [4, 5, 6],
    prospectors: 0,
    start: ['indigo', 'indigo', 'corn'],
    removePlantations: 0,
    quarries: 8,
    removeGoods: 0,
    choicesPerRound: 3,
  },
  4: {
    doubloons: 3,
    colonists: 75,
    shipColonists: 4,
    vpChips: 100,
    ships: [5, 6, 7],
    prospectors: 1,
    start: ['indigo', 'indigo', 'corn', 'corn'],
    removePlantations: 0,
    quarries: 8,
    removeGoods: 0,
    choicesPerRound: 4,
  },
  5: {
    doubloons: 4,
    colonists: 95,
    shipColonists: 5,
    vpChips: 122,
    ships: [6, 7, 8],
    prospectors: 2,
    start: ['indigo', 'indigo', 'indigo', 'corn', 'corn'],
    removePlantations: 0,
    quarries: 8,
    removeGoods: 0,
    choicesPerRound: 5,
  },
};

/** Plantation tiles in the box (seed 000, components). */
export const PLANTATION_TILES: ByGood<number> = { corn: 10, indigo: 12, sugar: 11, tobacco: 9, coffee: 8 };
/** Barrels in the box (seed 000, components). */
export const GOODS_TOTAL: ByGood<number> = { corn: 10, indigo: 11, sugar: 11, tobacco: 9, coffee: 9 };
/** Trading house prices (seed 000, A kereskedő; reference §2.1). */
export const PRICE: ByGood<number> = { corn: 0, indigo: 1, sugar: 2, tobacco: 3, coffee: 4 };
/** Colonists in the box (seed 000: "100 telepes"). */
export const COLONISTS_TOTAL = 100;
/** Doubloons in the box: 46 x 1 + 8 x 5. */
export const DOUBLOONS_TOTAL = 86;
export const QUARRY_TILES = 8;
export const ISLAND_SPACES = 12;
export const CITY_SPACES = 12;
/**
 * The city is 4 columns of 3 spaces (reference §1.1) and a large building takes two spaces one
 * above the other (seed 000, Az építész), so one column holds at most one: 4 in all.
 */
export const MAX_LARGE_BUILDINGS = 4;
export const TRADING_HOUSE_SPACES = 4;
