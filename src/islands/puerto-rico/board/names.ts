/**
 * Words the board shows: building names (full and short, for narrow tiles), goods, roles and
 * island tiles, in English and Hungarian. Keyed by the engine's vocabulary types, so a building
 * added to the engine without a name here is a compile error.
 */
import type { BuildingId, ByBuilding, ByGood, ByRole, IslandTile } from '../../../engine/puerto-rico';

type ByIslandTile<T> = { [K in IslandTile]: T };

export type BoardLang = 'en' | 'hu' | 'nl';

interface BuildingName {
  /** Full English name (as on the tile). */
  readonly en: string;
  /** Short English name for a small tile, e.g. 'Sm. Indigo'. */
  readonly short: string;
  /** Hungarian name as the rule text (seed 000 / 001) uses it, with soft hyphens (\u00ad) where a narrow tile may break it. */
  readonly hu: string;
}

export const BUILDING_NAMES: ByBuilding<BuildingName> = {
  smallIndigoPlant: { en: 'Small Indigo Plant', short: 'Sm. Indigo', hu: 'kis indigó\u00adfeldolgozó' },
  smallSugarMill: { en: 'Small Sugar Mill', short: 'Sm. Sugar', hu: 'kis cukor\u00admalom' },
  indigoPlant: { en: 'Indigo Plant', short: 'Indigo Plant', hu: 'indigó\u00adfeldolgozó' },
  sugarMill: { en: 'Sugar Mill', short: 'Sugar Mill', hu: 'cukor\u00admalom' },
  tobaccoStorage: { en: 'Tobacco Storage', short: 'Tobacco St.', hu: 'dohány\u00adszárító' },
  coffeeRoaster: { en: 'Coffee Roaster', short: 'Coffee R.', hu: 'kávé\u00adpörkölő' },
  smallMarket: { en: 'Small Market', short: 'Sm. Market', hu: 'kis piac' },
  hacienda: { en: 'Hacienda', short: 'Hacienda', hu: 'hacienda' },
  constructionHut: { en: 'Construction Hut', short: 'Constr. Hut', hu: 'építő\u00adműhely' },
  smallWarehouse: { en: 'Small Warehouse', short: 'Sm. Wareh.', hu: 'kis raktár' },
  hospice: { en: 'Hospice', short: 'Hospice', hu: 'menhely' },
  office: { en: 'Office', short: 'Office', hu: 'hivatal' },
  largeMarket: { en: 'Large Market', short: 'Lg. Market', hu: 'nagy piac' },
  largeWarehouse: { en: 'Large Warehouse', short: 'Lg. Wareh.', hu: 'nagy raktár' },
  factory: { en: 'Factory', short: 'Factory', hu: 'gyár' },
  university: { en: 'University', short: 'University', hu: 'egyetem' },
  harbor: { en: 'Harbor', short: 'Harbor', hu: 'kikötő' },
  wharf: { en: 'Wharf', short: 'Wharf', hu: 'rakpart' },
  guildHall: { en: 'Guild Hall', short: 'Guild Hall', hu: 'céhház' },
  residence: { en: 'Residence', short: 'Residence', hu: 'rezi\u00addencia' },
  fortress: { en: 'Fortress', short: 'Fortress', hu: 'erőd' },
  customsHouse: { en: 'Customs House', short: 'Customs H.', hu: 'vámház' },
  cityHall: { en: 'City Hall', short: 'City Hall', hu: 'város\u00adháza' },
  aqueduct: { en: 'Aqueduct', short: 'Aqueduct', hu: 'víz\u00advezeték' },
  forestHouse: { en: 'Forest House', short: 'Forest H.', hu: 'erdész\u00adház' },
  blackMarket: { en: 'Black Market', short: 'Black Mkt.', hu: 'fekete\u00adpiac' },
  storehouse: { en: 'Storehouse', short: 'Storehouse', hu: 'tárház' },
  guestHouse: { en: 'Guest House', short: 'Guest H.', hu: 'vendég\u00adház' },
  tradingPost: { en: 'Trading Post', short: 'Trad. Post', hu: 'kereskedelmi állomás' },
  church: { en: 'Church', short: 'Church', hu: 'templom' },
  smallWharf: { en: 'Small Wharf', short: 'Sm. Wharf', hu: 'kis rakpart' },
  lighthouse: { en: 'Lighthouse', short: 'Lighthouse', hu: 'világító\u00adtorony' },
  specialtyFactory: { en: 'Specialty Factory', short: 'Spec. Fact.', hu: 'speciális gyár' },
  library: { en: 'Library', short: 'Library', hu: 'könyvtár' },
  unionHall: { en: 'Union Hall', short: 'Union Hall', hu: 'egyleti szék\u00adház' },
  statue: { en: 'Statue', short: 'Statue', hu: 'szobor' },
  cloister: { en: 'Cloister', short: 'Cloister', hu: 'kolostor' },
};

export const GOOD_NAMES: { readonly [L in BoardLang]: ByGood<string> } = {
  en: { corn: 'corn', indigo: 'indigo', sugar: 'sugar', tobacco: 'tobacco', coffee: 'coffee' },
  hu: { corn: 'kukorica', indigo: 'indigó', sugar: 'cukor', tobacco: 'dohány', coffee: 'kávé' },
  nl: { corn: 'mais', indigo: 'indigo', sugar: 'suiker', tobacco: 'tabak', coffee: 'koffie' },
};

export const TILE_NAMES: { readonly [L in BoardLang]: ByIslandTile<string> } = {
  en: { ...GOOD_NAMES.en, quarry: 'quarry', forest: 'forest' },
  hu: { ...GOOD_NAMES.hu, quarry: 'kőbánya', forest: 'erdő' },
  nl: { ...GOOD_NAMES.nl, quarry: 'steengroeve', forest: 'bos' },
};

export const ROLE_NAMES: { readonly [L in BoardLang]: ByRole<string> } = {
  en: { settler: 'Settler', mayor: 'Mayor', builder: 'Builder', craftsman: 'Craftsman', trader: 'Trader', captain: 'Captain', prospector: 'Prospector' },
  hu: { settler: 'Ültetvényes', mayor: 'Polgármester', builder: 'Építész', craftsman: 'Iparos', trader: 'Kereskedő', captain: 'Kapitány', prospector: 'Aranyásó' },
  nl: { settler: 'Kolonist', mayor: 'Burgemeester', builder: 'Bouwmeester', craftsman: 'Opzichter', trader: 'Handelaar', captain: 'Kapitein', prospector: 'Goudzoeker' },
};

const SOFT_HYPHEN = /\u00ad/g;
/** Where long English words may break on a narrow tile (browsers often lack hyphenation dictionaries). */
const EN_BREAKS: Readonly<Record<string, string>> = {
  Construction: 'Con\u00adstruc\u00adtion',
  Warehouse: 'Ware\u00adhouse',
  University: 'Uni\u00adver\u00adsity',
  Lighthouse: 'Light\u00adhouse',
  Storehouse: 'Store\u00adhouse',
  Specialty: 'Spe\u00adcial\u00adty',
  Residence: 'Resi\u00addence',
  Fortress: 'For\u00adtress',
};
const breakable = (x: string): string => x.replace(/[A-Z][a-z]{7,}/g, (w) => EN_BREAKS[w] ?? w);
const capital = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);

/** The name printed on a tile: short English names for small tiles, Hungarian with soft hyphens (Dutch: English, no Dutch rule text exists). */
export function buildingName(b: BuildingId, lang: BoardLang, short = false): string {
  const n = BUILDING_NAMES[b];
  // A tile label starts with a capital; the rule text writes the names in lower case.
  if (lang === 'hu') return capital(n.hu);
  return short ? n.short : breakable(n.en);
}

/** The building's full name in words (labels, menus, the summary): no abbreviations, no soft hyphens. */
export function buildingWords(b: BuildingId, lang: BoardLang): string {
  const n = BUILDING_NAMES[b];
  return lang === 'hu' ? capital(n.hu.replace(SOFT_HYPHEN, '')) : n.en;
}
