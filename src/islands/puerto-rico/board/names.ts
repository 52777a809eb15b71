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
  /** Hungarian name as the rule text (seed 000 / 001) uses it. */
  readonly hu: string;
}

export const BUILDING_NAMES: ByBuilding<BuildingName> = {
  smallIndigoPlant: { en: 'Small Indigo Plant', short: 'Sm. Indigo', hu: 'kis indigófeldolgozó' },
  smallSugarMill: { en: 'Small Sugar Mill', short: 'Sm. Sugar', hu: 'kis cukormalom' },
  indigoPlant: { en: 'Indigo Plant', short: 'Indigo Plant', hu: 'indigófeldolgozó' },
  sugarMill: { en: 'Sugar Mill', short: 'Sugar Mill', hu: 'cukormalom' },
  tobaccoStorage: { en: 'Tobacco Storage', short: 'Tobacco St.', hu: 'dohányszárító' },
  coffeeRoaster: { en: 'Coffee Roaster', short: 'Coffee R.', hu: 'kávépörkölő' },
  smallMarket: { en: 'Small Market', short: 'Sm. Market', hu: 'kis piac' },
  hacienda: { en: 'Hacienda', short: 'Hacienda', hu: 'hacienda' },
  constructionHut: { en: 'Construction Hut', short: 'Constr. Hut', hu: 'építőműhely' },
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
  residence: { en: 'Residence', short: 'Residence', hu: 'rezidencia' },
  fortress: { en: 'Fortress', short: 'Fortress', hu: 'erőd' },
  customsHouse: { en: 'Customs House', short: 'Customs H.', hu: 'vámház' },
  cityHall: { en: 'City Hall', short: 'City Hall', hu: 'városháza' },
  aqueduct: { en: 'Aqueduct', short: 'Aqueduct', hu: 'vízvezeték' },
  forestHouse: { en: 'Forest House', short: 'Forest H.', hu: 'erdészház' },
  blackMarket: { en: 'Black Market', short: 'Black Mkt.', hu: 'feketepiac' },
  storehouse: { en: 'Storehouse', short: 'Storehouse', hu: 'tárház' },
  guestHouse: { en: 'Guest House', short: 'Guest H.', hu: 'vendégház' },
  tradingPost: { en: 'Trading Post', short: 'Trad. Post', hu: 'kereskedelmi állomás' },
  church: { en: 'Church', short: 'Church', hu: 'templom' },
  smallWharf: { en: 'Small Wharf', short: 'Sm. Wharf', hu: 'kis rakpart' },
  lighthouse: { en: 'Lighthouse', short: 'Lighthouse', hu: 'világítótorony' },
  specialtyFactory: { en: 'Specialty Factory', short: 'Spec. Fact.', hu: 'speciális gyár' },
  library: { en: 'Library', short: 'Library', hu: 'könyvtár' },
  unionHall: { en: 'Union Hall', short: 'Union Hall', hu: 'egyleti székház' },
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

/** The building's name in `lang` (Dutch falls back to English: no Dutch rule text exists). */
export function buildingName(b: BuildingId, lang: BoardLang, short = false): string {
  const n = BUILDING_NAMES[b];
  if (lang === 'hu') return n.hu;
  return short ? n.short : n.en;
}
