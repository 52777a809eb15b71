/**
 * The words of Puerto Rico, named once. Every table in the engine is typed by these tuples
 * (`ByGood<number>`, `ByBuilding<...>`), so a missing entry is a compile error.
 */

/** The five kinds of goods, cheapest first (seed 000, "A KERESKEDŐ": prices 0-4). */
export const GOODS = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'] as const;
export type Good = (typeof GOODS)[number];
export type ByGood<T> = { [G in Good]: T };

/** Plantation kinds are the goods they grow (seed 000, components: 58 island tiles). */
export const PLANTATIONS = GOODS;
export type Plantation = Good;

/** Everything that can lie on an island space: plantations, quarries and (expansion) forests. */
export const ISLAND_TILES = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry', 'forest'] as const;
export type IslandTile = (typeof ISLAND_TILES)[number];
export type ByIslandTile<T> = { [K in IslandTile]: T };

/** The seven roles (seed 000, "A SZEREPEK"). Two Prospector cards exist; they share one role id. */
export const ROLES = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector'] as const;
export type Role = (typeof ROLES)[number];
export type ByRole<T> = { [R in Role]: T };

/** Base game buildings (seed 000) followed by the 14 New Buildings (seed 001). */
export const BASE_BUILDINGS = [
  'smallIndigoPlant',
  'smallSugarMill',
  'indigoPlant',
  'sugarMill',
  'tobaccoStorage',
  'coffeeRoaster',
  'smallMarket',
  'hacienda',
  'constructionHut',
  'smallWarehouse',
  'hospice',
  'office',
  'largeMarket',
  'largeWarehouse',
  'factory',
  'university',
  'harbor',
  'wharf',
  'guildHall',
  'residence',
  'fortress',
  'customsHouse',
  'cityHall',
] as const;
export const EXPANSION_BUILDINGS = [
  'aqueduct',
  'forestHouse',
  'blackMarket',
  'storehouse',
  'guestHouse',
  'tradingPost',
  'church',
  'smallWharf',
  'lighthouse',
  'specialtyFactory',
  'library',
  'unionHall',
  'statue',
  'cloister',
] as const;
export const BUILDINGS = [...BASE_BUILDINGS, ...EXPANSION_BUILDINGS] as const;
export type BuildingId = (typeof BUILDINGS)[number];
export type ByBuilding<T> = { [B in BuildingId]: T };

/**
 * A copy of a table by building, written out key by key. Not `{ ...t }`: V8 copies a 37-key
 * object made by an earlier copy about ten times slower than it builds this literal (about 600 ns
 * against 60 ns, issue #18), and the engine copies the supply's table on every checked move. The
 * return type makes a key left out or misspelt here a compile error.
 */
export const copyByBuilding = <T>(t: Readonly<ByBuilding<T>>): ByBuilding<T> => ({
  smallIndigoPlant: t.smallIndigoPlant,
  smallSugarMill: t.smallSugarMill,
  indigoPlant: t.indigoPlant,
  sugarMill: t.sugarMill,
  tobaccoStorage: t.tobaccoStorage,
  coffeeRoaster: t.coffeeRoaster,
  smallMarket: t.smallMarket,
  hacienda: t.hacienda,
  constructionHut: t.constructionHut,
  smallWarehouse: t.smallWarehouse,
  hospice: t.hospice,
  office: t.office,
  largeMarket: t.largeMarket,
  largeWarehouse: t.largeWarehouse,
  factory: t.factory,
  university: t.university,
  harbor: t.harbor,
  wharf: t.wharf,
  guildHall: t.guildHall,
  residence: t.residence,
  fortress: t.fortress,
  customsHouse: t.customsHouse,
  cityHall: t.cityHall,
  aqueduct: t.aqueduct,
  forestHouse: t.forestHouse,
  blackMarket: t.blackMarket,
  storehouse: t.storehouse,
  guestHouse: t.guestHouse,
  tradingPost: t.tradingPost,
  church: t.church,
  smallWharf: t.smallWharf,
  lighthouse: t.lighthouse,
  specialtyFactory: t.specialtyFactory,
  library: t.library,
  unionHall: t.unionHall,
  statue: t.statue,
  cloister: t.cloister,
});

/** Where the game stands. 'storage' is the end of the Captain phase; 'guest' a Guest House window. */
export const PHASES = ['draft', 'role', 'settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'storage', 'prospector', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/**
 * Why a game ends (seed 000, game end). 'no-buildings' only in the full-city variant (seed 001):
 * no player can fill his city any more, so it could never end otherwise (RULINGS.md).
 */
export const END_REASONS = ['colonists', 'buildings', 'vp-chips', 'no-buildings'] as const;
export type EndReason = (typeof END_REASONS)[number];

const GOOD_SET: ReadonlySet<string> = new Set(GOODS);
const ISLAND_SET: ReadonlySet<string> = new Set(ISLAND_TILES);
const ROLE_SET: ReadonlySet<string> = new Set(ROLES);
const BUILDING_SET: ReadonlySet<string> = new Set(BUILDINGS);

export const isGood = (x: unknown): x is Good => typeof x === 'string' && GOOD_SET.has(x);
export const isIslandTile = (x: unknown): x is IslandTile => typeof x === 'string' && ISLAND_SET.has(x);
export const isRole = (x: unknown): x is Role => typeof x === 'string' && ROLE_SET.has(x);
export const isBuildingId = (x: unknown): x is BuildingId => typeof x === 'string' && BUILDING_SET.has(x);

/** A fresh all-zero table of goods. */
export const zeroGoods = (): ByGood<number> => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 });
