/**
 * The Puerto Rico names the board, the editor, the puzzles and the building pages use: building
 * names (full and short, for narrow tiles), goods, island tiles and roles, in English, Hungarian
 * and Dutch. Keyed by the engine's vocabulary types, so a building added to the engine without a
 * name here is a compile error. Islands read them through src/islands/puerto-rico/board/names.ts,
 * from the page's word block, never from this file.
 */
import type { BuildingId, ByBuilding, ByGood, ByRole, IslandTile } from '../../engine/puerto-rico';
import { BUILDINGS, ISLAND_TILES, ROLES } from '../../engine/puerto-rico/vocabulary';
import { defineStrings } from '../define';

type ByIslandTile<T> = { [K in IslandTile]: T };
type NameLang = 'en' | 'hu' | 'nl';

interface BuildingName {
  /** Full English name (as on the tile). */
  readonly en: string;
  /** Short English name for a small tile, e.g. 'Sm. Indigo'. */
  readonly short: string;
  /** Hungarian name as the rule text (seed 000 / 001) uses it, with soft hyphens (\u00ad) where a narrow tile may break it. */
  readonly hu: string;
  /** Dutch name (our wording after the usual Dutch edition's; no Dutch rule text is a source here), soft hyphens as in Hungarian. */
  readonly nl: string;
}

export const BUILDING_NAMES: ByBuilding<BuildingName> = {
  smallIndigoPlant: { en: 'Small Indigo Plant', short: 'Sm. Indigo', hu: 'kis indigó\u00adfeldolgozó', nl: 'kleine indigo\u00adverwerkerij' },
  smallSugarMill: { en: 'Small Sugar Mill', short: 'Sm. Sugar', hu: 'kis cukor\u00admalom', nl: 'kleine suiker\u00admolen' },
  indigoPlant: { en: 'Indigo Plant', short: 'Indigo Plant', hu: 'indigó\u00adfeldolgozó', nl: 'indigo\u00adverwerkerij' },
  sugarMill: { en: 'Sugar Mill', short: 'Sugar Mill', hu: 'cukor\u00admalom', nl: 'suiker\u00admolen' },
  tobaccoStorage: { en: 'Tobacco Storage', short: 'Tobacco St.', hu: 'dohány\u00adszárító', nl: 'tabaks\u00addrogerij' },
  coffeeRoaster: { en: 'Coffee Roaster', short: 'Coffee R.', hu: 'kávé\u00adpörkölő', nl: 'koffie\u00adbranderij' },
  smallMarket: { en: 'Small Market', short: 'Sm. Market', hu: 'kis piac', nl: 'kleine markt' },
  hacienda: { en: 'Hacienda', short: 'Hacienda', hu: 'hacienda', nl: 'hacienda' },
  constructionHut: { en: 'Construction Hut', short: 'Constr. Hut', hu: 'építő\u00adműhely', nl: 'bouwhut' },
  smallWarehouse: { en: 'Small Warehouse', short: 'Sm. Wareh.', hu: 'kis raktár', nl: 'klein pakhuis' },
  hospice: { en: 'Hospice', short: 'Hospice', hu: 'menhely', nl: 'hospitium' },
  office: { en: 'Office', short: 'Office', hu: 'hivatal', nl: 'kantoor' },
  largeMarket: { en: 'Large Market', short: 'Lg. Market', hu: 'nagy piac', nl: 'grote markt' },
  largeWarehouse: { en: 'Large Warehouse', short: 'Lg. Wareh.', hu: 'nagy raktár', nl: 'groot pakhuis' },
  factory: { en: 'Factory', short: 'Factory', hu: 'gyár', nl: 'fabriek' },
  university: { en: 'University', short: 'University', hu: 'egyetem', nl: 'univer\u00adsiteit' },
  harbor: { en: 'Harbor', short: 'Harbor', hu: 'kikötő', nl: 'haven' },
  wharf: { en: 'Wharf', short: 'Wharf', hu: 'rakpart', nl: 'werf' },
  guildHall: { en: 'Guild Hall', short: 'Guild Hall', hu: 'céhház', nl: 'gildehuis' },
  residence: { en: 'Residence', short: 'Residence', hu: 'rezi\u00addencia', nl: 'resi\u00addentie' },
  fortress: { en: 'Fortress', short: 'Fortress', hu: 'erőd', nl: 'fort' },
  customsHouse: { en: 'Customs House', short: 'Customs H.', hu: 'vámház', nl: 'douane\u00adkantoor' },
  cityHall: { en: 'City Hall', short: 'City Hall', hu: 'város\u00adháza', nl: 'stadhuis' },
  aqueduct: { en: 'Aqueduct', short: 'Aqueduct', hu: 'víz\u00advezeték', nl: 'aquaduct' },
  forestHouse: { en: 'Forest House', short: 'Forest H.', hu: 'erdész\u00adház', nl: 'boswachters\u00adhuis' },
  blackMarket: { en: 'Black Market', short: 'Black Mkt.', hu: 'fekete\u00adpiac', nl: 'zwarte markt' },
  storehouse: { en: 'Storehouse', short: 'Storehouse', hu: 'tárház', nl: 'opslag\u00adplaats' },
  guestHouse: { en: 'Guest House', short: 'Guest H.', hu: 'vendég\u00adház', nl: 'gasten\u00adverblijf' },
  tradingPost: { en: 'Trading Post', short: 'Trad. Post', hu: 'kereskedelmi állomás', nl: 'handelspost' },
  church: { en: 'Church', short: 'Church', hu: 'templom', nl: 'kerk' },
  smallWharf: { en: 'Small Wharf', short: 'Sm. Wharf', hu: 'kis rakpart', nl: 'kleine werf' },
  lighthouse: { en: 'Lighthouse', short: 'Lighthouse', hu: 'világító\u00adtorony', nl: 'vuurtoren' },
  specialtyFactory: { en: 'Specialty Factory', short: 'Spec. Fact.', hu: 'speciális gyár', nl: 'specialiteiten\u00adfabriek' },
  library: { en: 'Library', short: 'Library', hu: 'könyvtár', nl: 'biblio\u00adtheek' },
  unionHall: { en: 'Union Hall', short: 'Union Hall', hu: 'egyleti szék\u00adház', nl: 'vakbonds\u00adhuis' },
  statue: { en: 'Statue', short: 'Statue', hu: 'szobor', nl: 'standbeeld' },
  cloister: { en: 'Cloister', short: 'Cloister', hu: 'kolostor', nl: 'klooster' },
};

/**
 * Other names players use for a building, by language (another edition's name, a spelling, the
 * everyday word): shown on the building's page and indexed by the site search, so a search for
 * "kade" or "harbour" finds the building. Names only, no rules.
 */
export const BUILDING_ALIASES: Partial<Record<BuildingId, Partial<Record<NameLang, readonly string[]>>>> = {
  harbor: { en: ['Harbour'] },
  wharf: { nl: ['kade'] },
  smallWharf: { nl: ['kleine kade'] },
  customsHouse: { en: ['Custom House'] },
};

export const GOOD_NAMES: { readonly [L in NameLang]: ByGood<string> } = {
  en: { corn: 'corn', indigo: 'indigo', sugar: 'sugar', tobacco: 'tobacco', coffee: 'coffee' },
  hu: { corn: 'kukorica', indigo: 'indigó', sugar: 'cukor', tobacco: 'dohány', coffee: 'kávé' },
  nl: { corn: 'mais', indigo: 'indigo', sugar: 'suiker', tobacco: 'tabak', coffee: 'koffie' },
};

export const TILE_NAMES: { readonly [L in NameLang]: ByIslandTile<string> } = {
  en: { ...GOOD_NAMES.en, quarry: 'quarry', forest: 'forest' },
  hu: { ...GOOD_NAMES.hu, quarry: 'kőbánya', forest: 'erdő' },
  nl: { ...GOOD_NAMES.nl, quarry: 'steengroeve', forest: 'bos' },
};

export const ROLE_NAMES: { readonly [L in NameLang]: ByRole<string> } = {
  en: { settler: 'Settler', mayor: 'Mayor', builder: 'Builder', craftsman: 'Craftsman', trader: 'Trader', captain: 'Captain', prospector: 'Prospector' },
  hu: { settler: 'Ültetvényes', mayor: 'Polgármester', builder: 'Építész', craftsman: 'Iparos', trader: 'Kereskedő', captain: 'Kapitány', prospector: 'Aranyásó' },
  nl: { settler: 'Kolonist', mayor: 'Burgemeester', builder: 'Bouwmeester', craftsman: 'Opzichter', trader: 'Handelaar', captain: 'Kapitein', prospector: 'Goudzoeker' },
};

/** Table keys: `building.<id>`, `building.short.<id>` (used on English tiles), `tile.<tile>` (goods too), `role.<role>`. */
export type NameKey = `building.${BuildingId}` | `building.short.${BuildingId}` | `tile.${IslandTile}` | `role.${keyof ByRole<string>}`;

function namesIn(lang: NameLang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of BUILDINGS) {
    out[`building.${b}`] = BUILDING_NAMES[b][lang];
    // Short names are for narrow English tiles; Hungarian and Dutch tiles break at soft hyphens instead.
    out[`building.short.${b}`] = lang === 'en' ? BUILDING_NAMES[b].short : BUILDING_NAMES[b][lang];
  }
  for (const t of ISLAND_TILES) out[`tile.${t}`] = TILE_NAMES[lang][t];
  for (const r of ROLES) out[`role.${r}`] = ROLE_NAMES[lang][r];
  return out;
}

export const nameText = defineStrings<NameKey>('puerto-rico-names', namesIn('en') as Record<NameKey, string>, namesIn('hu'), namesIn('nl'));
