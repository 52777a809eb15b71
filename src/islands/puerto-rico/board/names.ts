/**
 * Words the board shows: building names (full and short, for narrow tiles), goods, roles and
 * island tiles, read from the page's words (the table is src/i18n/strings/names.ts).
 */
import type { BuildingId, ByGood, ByRole, IslandTile } from '../../../engine/puerto-rico';
import { GOODS, ISLAND_TILES, ROLES } from '../../../engine/puerto-rico/vocabulary';
import type { NameKey } from '../../../i18n/strings/names';
import { islandWords } from '../../../i18n/words';

type ByIslandTile<T> = { [K in IslandTile]: T };

export type BoardLang = 'en' | 'hu' | 'nl';

const nameText = islandWords<NameKey>('puerto-rico-names');

/** One kind of name in a language, keyed by the engine's vocabulary, read from the page's words. */
function namesOf<K extends string>(kind: 'tile' | 'role', keys: readonly K[]): { readonly [L in BoardLang]: Readonly<Record<K, string>> } {
  const of = (lang: BoardLang) => Object.fromEntries(keys.map((k) => [k, nameText(lang, `${kind}.${k}` as NameKey)])) as Record<K, string>;
  return {
    get en() {
      return of('en');
    },
    get hu() {
      return of('hu');
    },
    get nl() {
      return of('nl');
    },
  };
}

export const GOOD_NAMES: { readonly [L in BoardLang]: ByGood<string> } = namesOf('tile', GOODS);
export const TILE_NAMES: { readonly [L in BoardLang]: ByIslandTile<string> } = namesOf('tile', ISLAND_TILES);
export const ROLE_NAMES: { readonly [L in BoardLang]: ByRole<string> } = namesOf('role', ROLES);

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

/** The name printed on a tile: short English names for small tiles, Hungarian and Dutch with soft hyphens. */
export function buildingName(b: BuildingId, lang: BoardLang, short = false): string {
  // A tile label starts with a capital; the rule texts write the names in lower case.
  if (lang !== 'en') return capital(nameText(lang, `building.${b}`));
  return short ? nameText('en', `building.short.${b}`) : breakable(nameText('en', `building.${b}`));
}

/** The building's full name in words (labels, menus, the summary): no abbreviations, no soft hyphens. */
export function buildingWords(b: BuildingId, lang: BoardLang): string {
  const n = nameText(lang, `building.${b}`);
  return lang === 'en' ? n : capital(n.replace(SOFT_HYPHEN, ''));
}

/**
 * Where a role name may break on a narrow card: long Dutch compounds overflow a quarter of the
 * board, and on a five-player board at 1280 px the eight cards are about 80 px wide ("Prospector"
 * ran over its card). Only at the word's own joins and syllables.
 */
const ROLE_BREAKS: Readonly<Record<string, string>> = {
  Craftsman: 'Crafts\u00adman',
  Prospector: 'Pros\u00adpec\u00adtor',
  Burgemeester: 'Burge\u00admeester',
  Bouwmeester: 'Bouw\u00admeester',
  Goudzoeker: 'Goud\u00adzoeker',
  Opzichter: 'Op\u00adzichter',
  Handelaar: 'Han\u00addelaar',
  Polgármester: 'Polgár\u00admester',
  Ültetvényes: 'Ültet\u00advényes',
  Kereskedő: 'Keres\u00adkedő',
  Aranyásó: 'Arany\u00adásó',
};

/** The role's name as printed on its card: soft hyphens where a long name may break. */
export function roleCardName(role: keyof (typeof ROLE_NAMES)['en'], lang: BoardLang): string {
  const n = ROLE_NAMES[lang][role];
  return ROLE_BREAKS[n] ?? n;
}
