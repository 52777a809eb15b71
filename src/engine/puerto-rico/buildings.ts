/**
 * Every building as one data table: cost, victory points, colonist circles, quarry column, size,
 * kind and edition. Figures: seed 000 (production and violet buildings) and seed 001 (New
 * Buildings), completed by reference/puerto-rico.md §1.2-1.3 where the seeds give no numbers.
 */
import type { BuildingId, ByBuilding, Good } from './vocabulary';
import { BUILDINGS } from './vocabulary';

export type BuildingKind = 'production' | 'violet';
export type Edition = 'base' | 'expansion';

export interface BuildingData {
  readonly id: BuildingId;
  /** English name, for messages. */
  readonly name: string;
  /** Hungarian name as the seed texts use it. */
  readonly hu: string;
  readonly cost: number;
  readonly vp: number;
  /** Colonist circles; the Statue has none (seed 001, Szobor). */
  readonly circles: number;
  /** Quarry column 1-4: at most this many occupied quarries lower its price (seed 000, Kőbányák). */
  readonly column: 1 | 2 | 3 | 4;
  /** City spaces taken: large buildings take two (seed 000, Az építész). */
  readonly size: 1 | 2;
  readonly kind: BuildingKind;
  /** The good a production building makes, else null. */
  readonly produces: Good | null;
  /** Small or large production building (Guild Hall counts them 1 and 2; Aqueduct needs large). */
  readonly productionSize: 'small' | 'large' | null;
  readonly edition: Edition;
  /** Copies in a 3-5 player base game (reference §1.1). */
  readonly copies: number;
}

type Row = Omit<BuildingData, 'id'>;
const prod = (name: string, hu: string, cost: number, vp: number, circles: number, column: 1 | 2 | 3, good: Good, size: 'small' | 'large', copies: number): Row => ({
  name,
  hu,
  cost,
  vp,
  circles,
  column,
  size: 1,
  kind: 'production',
  produces: good,
  productionSize: size,
  edition: 'base',
  copies,
});
const violet = (name: string, hu: string, cost: number, vp: number, column: 1 | 2 | 3, edition: Edition, circles = 1): Row => ({
  name,
  hu,
  cost,
  vp,
  circles,
  column,
  size: 1,
  kind: 'violet',
  produces: null,
  productionSize: null,
  edition,
  copies: 2,
});
const large = (name: string, hu: string, vp: number, edition: Edition, circles = 1): Row => ({
  name,
  hu,
  cost: 10,
  vp,
  circles,
  column: 4,
  size: 2,
  kind: 'violet',
  produces: null,
  productionSize: null,
  edition,
  copies: 1,
});

const ROWS: ByBuilding<Row> = {
  smallIndigoPlant: prod('Small Indigo Plant', 'kis indigófeldolgozó', 1, 1, 1, 1, 'indigo', 'small', 4),
  smallSugarMill: prod('Small Sugar Mill', 'kis cukormalom', 2, 1, 1, 1, 'sugar', 'small', 4),
  indigoPlant: prod('Indigo Plant', 'indigófeldolgozó', 3, 2, 3, 2, 'indigo', 'large', 3),
  sugarMill: prod('Sugar Mill', 'cukormalom', 4, 2, 3, 2, 'sugar', 'large', 3),
  tobaccoStorage: prod('Tobacco Storage', 'dohányszárító', 5, 3, 3, 3, 'tobacco', 'large', 3),
  coffeeRoaster: prod('Coffee Roaster', 'kávépörkölő', 6, 3, 2, 3, 'coffee', 'large', 3),
  smallMarket: violet('Small Market', 'kis piac', 1, 1, 1, 'base'),
  hacienda: violet('Hacienda', 'hacienda', 2, 1, 1, 'base'),
  constructionHut: violet('Construction Hut', 'építőműhely', 2, 1, 1, 'base'),
  smallWarehouse: violet('Small Warehouse', 'kis raktár', 3, 1, 1, 'base'),
  hospice: violet('Hospice', 'menhely', 4, 2, 2, 'base'),
  office: violet('Office', 'hivatal', 5, 2, 2, 'base'),
  largeMarket: violet('Large Market', 'nagy piac', 5, 2, 2, 'base'),
  largeWarehouse: violet('Large Warehouse', 'nagy raktár', 6, 2, 2, 'base'),
  factory: violet('Factory', 'gyár', 7, 3, 3, 'base'),
  university: violet('University', 'egyetem', 8, 3, 3, 'base'),
  harbor: violet('Harbor', 'kikötő', 8, 3, 3, 'base'),
  wharf: violet('Wharf', 'rakpart', 9, 3, 3, 'base'),
  guildHall: large('Guild Hall', 'céhház', 4, 'base'),
  residence: large('Residence', 'rezidencia', 4, 'base'),
  fortress: large('Fortress', 'erőd', 4, 'base'),
  customsHouse: large('Customs House', 'vámház', 4, 'base'),
  cityHall: large('City Hall', 'városháza', 4, 'base'),
  aqueduct: violet('Aqueduct', 'vízvezeték', 1, 1, 1, 'expansion'),
  forestHouse: violet('Forest House', 'erdészház', 2, 1, 1, 'expansion'),
  blackMarket: violet('Black Market', 'feketepiac', 2, 1, 1, 'expansion'),
  storehouse: violet('Storehouse', 'tárház', 3, 1, 1, 'expansion'),
  guestHouse: violet('Guest House', 'vendégház', 4, 2, 2, 'expansion', 2),
  tradingPost: violet('Trading Post', 'kereskedelmi állomás', 5, 2, 2, 'expansion'),
  church: violet('Church', 'templom', 5, 2, 2, 'expansion'),
  smallWharf: violet('Small Wharf', 'kis rakpart', 6, 2, 2, 'expansion'),
  lighthouse: violet('Lighthouse', 'világítótorony', 7, 3, 3, 'expansion'),
  specialtyFactory: violet('Specialty Factory', 'speciális gyár', 8, 3, 3, 'expansion'),
  library: violet('Library', 'könyvtár', 8, 3, 3, 'expansion'),
  unionHall: violet('Union Hall', 'egyleti székház', 9, 3, 3, 'expansion'),
  statue: large('Statue', 'szobor', 8, 'expansion', 0),
  cloister: large('Cloister', 'kolostor', 4, 'expansion'),
};

/** The building table, keyed by id. */
export const BUILDING: ByBuilding<BuildingData> = Object.fromEntries(BUILDINGS.map((id) => [id, { id, ...ROWS[id] }])) as ByBuilding<BuildingData>;

const DATA: ReadonlyMap<string, BuildingData> = new Map(BUILDINGS.map((b) => [b, BUILDING[b]]));

/**
 * `BUILDING[b]` for hot loops: a Map lookup measured about twice as fast as a keyed load on the
 * 37-key table, and the move generators do it for every city space of every decision.
 */
export const buildingData = (b: BuildingId): BuildingData => DATA.get(b)!;

/** Printed costs that have violet slots on the bank board, and how many slots (seed 001, setup). */
export const DRAFT_SLOTS: ReadonlyArray<readonly [cost: number, slots: number]> = [
  [1, 1],
  [2, 2],
  [3, 1],
  [4, 1],
  [5, 2],
  [6, 1],
  [7, 1],
  [8, 2],
  [9, 1],
  [10, 5],
];

/** Production buildings of each good, small before large. */
export const PRODUCTION_BUILDINGS = BUILDINGS.filter((b) => BUILDING[b].kind === 'production');
export const VIOLET_BUILDINGS = BUILDINGS.filter((b) => BUILDING[b].kind === 'violet');
