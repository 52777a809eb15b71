/**
 * The building guide: the engine rules that concern each building and where the Hungarian rule
 * text describes it. What it does, in words, is in the word table src/i18n/strings/building-guide.ts
 * (English, Hungarian, Dutch), read through `doesIn` and `taskIn`. Keyed by the engine's
 * BuildingId, so a building added to the engine without a guide entry is a compile error. Costs,
 * VP, circles and columns are not repeated here: pages read them from the engine's BUILDING table.
 */
import type { BuildingId, ByBuilding } from '../../engine/puerto-rico/vocabulary';
import type { RuleId } from '../../engine/puerto-rico/rules';
import type { Lang } from '../../i18n/lang';
import { guideParagraphs, guideText } from '../../i18n/strings/building-guide';

/** A section of the Hungarian rule text (a source-text lesson) and, where it has one, the heading of the building. */
export interface HuSource {
  /** Lesson id, e.g. "hu/puerto-rico/16-lila-epuletek". */
  readonly section: string;
  /** The heading inside the section that names the building, e.g. "Kis piac"; null when the whole section is about it. */
  readonly heading: string | null;
  /** Further sections with remarks on the building (the expansion's "Megjegyzések"). */
  readonly also: readonly string[];
}

export interface BuildingGuideEntry {
  /** Ids of the engine's RULES that concern the building, most specific first. */
  readonly rules: readonly RuleId[];
  readonly source: HuSource;
}

const PRODUCTION = 'hu/puerto-rico/15-feldolgozouzemek';
const VIOLET = 'hu/puerto-rico/16-lila-epuletek';
const LARGE = 'hu/puerto-rico/17-nagy-epuletek';
const hu = (section: string, heading: string | null = null, also: readonly string[] = []): HuSource => ({ section, heading, also });
const exp = (slug: string, also: readonly string[] = []): HuSource => hu(`hu/puerto-rico/${slug}`, null, also);
const FOREST_BLACK_NOTES = 'hu/puerto-rico/26-megjegyzesek-erdeszhaz-feketepiac';
const WHARF_NOTES = 'hu/puerto-rico/33-megjegyzesek-rakpartok-vilagitotorony';
const LIBRARY_NOTES = 'hu/puerto-rico/37-megjegyzesek-konyvtar-szobor';

const production = (): BuildingGuideEntry => ({
  rules: ['craftsman.production', 'craftsman.shortage', 'craftsman.privilege'],
  source: hu(PRODUCTION),
});

/** Every building's guide entry. */
export const BUILDING_GUIDE: ByBuilding<BuildingGuideEntry> = {
  smallIndigoPlant: production(),
  smallSugarMill: production(),
  indigoPlant: production(),
  sugarMill: production(),
  tobaccoStorage: production(),
  coffeeRoaster: production(),
  smallMarket: {
    rules: ['trader.prices', 'trader.one-sale'],
    source: hu(VIOLET, 'Kis piac'),
  },
  hacienda: {
    rules: ['settler.hacienda', 'settler.take-face-up'],
    source: hu(VIOLET, 'Hacienda'),
  },
  constructionHut: {
    rules: ['settler.construction-hut', 'settler.quarry-privilege', 'settler.no-quarry-left'],
    source: hu(VIOLET, 'Építőműhely'),
  },
  smallWarehouse: {
    rules: ['captain.warehouses', 'captain.storage'],
    source: hu(VIOLET, 'Kis raktár'),
  },
  hospice: {
    rules: ['settler.hospice'],
    source: hu(VIOLET, 'Menhely'),
  },
  office: {
    rules: ['trader.one-of-each', 'trader.house-full'],
    source: hu(VIOLET, 'Hivatal'),
  },
  largeMarket: {
    rules: ['trader.prices'],
    source: hu(VIOLET, 'Nagy piac'),
  },
  largeWarehouse: {
    rules: ['captain.warehouses', 'captain.storage'],
    source: hu(VIOLET, 'Nagy raktár'),
  },
  factory: {
    rules: ['craftsman.factory', 'craftsman.production'],
    source: hu(VIOLET, 'Gyár'),
  },
  university: {
    rules: ['builder.university'],
    source: hu(VIOLET, 'Egyetem'),
  },
  harbor: {
    rules: ['captain.harbor', 'captain.vp'],
    source: hu(VIOLET, 'Kikötő'),
  },
  wharf: {
    rules: ['captain.wharf', 'captain.must-load', 'captain.vp'],
    source: hu(VIOLET, 'Rakpart'),
  },
  guildHall: {
    rules: ['score.guild-hall', 'score.total'],
    source: hu(LARGE, 'Céhház'),
  },
  residence: {
    rules: ['score.residence', 'score.total'],
    source: hu(LARGE),
  },
  fortress: {
    rules: ['score.fortress', 'score.total'],
    source: hu(LARGE, 'Erőd'),
  },
  customsHouse: {
    rules: ['score.customs-house', 'score.total'],
    source: hu(LARGE, 'Vámház'),
  },
  cityHall: {
    rules: ['score.city-hall', 'score.total'],
    source: hu(LARGE, 'Városháza'),
  },
  aqueduct: {
    rules: ['craftsman.aqueduct', 'craftsman.production'],
    source: exp('22-vizvezetek'),
  },
  forestHouse: {
    rules: ['settler.forest', 'builder.forest-discount', 'setup.hacienda-forest-house'],
    source: exp('23-erdeszhaz', [FOREST_BLACK_NOTES]),
  },
  blackMarket: {
    rules: ['builder.black-market', 'builder.afford'],
    source: exp('24-feketepiac', [FOREST_BLACK_NOTES]),
  },
  storehouse: {
    rules: ['captain.storehouse', 'captain.storage'],
    source: exp('25-tarhaz'),
  },
  guestHouse: {
    rules: ['guest-house.move'],
    source: exp('27-vendeghaz'),
  },
  tradingPost: {
    rules: ['trader.trading-post', 'trader.house-full'],
    source: exp('28-kereskedelmi-allomas'),
  },
  church: {
    rules: ['builder.church'],
    source: exp('29-templom'),
  },
  smallWharf: {
    rules: ['captain.small-wharf', 'captain.vp'],
    source: exp('30-kis-rakpart', [WHARF_NOTES]),
  },
  lighthouse: {
    rules: ['captain.lighthouse'],
    source: exp('31-vilagitotorony', [WHARF_NOTES]),
  },
  specialtyFactory: {
    rules: ['craftsman.specialty-factory', 'craftsman.production'],
    source: exp('32-specialis-gyar', [WHARF_NOTES]),
  },
  library: {
    rules: ['settler.library-second-pick', 'craftsman.library', 'builder.privilege', 'trader.prices', 'mayor.privilege', 'captain.privilege', 'prospector.doubloon'],
    source: exp('34-konyvtar', [LIBRARY_NOTES]),
  },
  unionHall: {
    rules: ['captain.union-hall'],
    source: exp('35-egyleti-szekhaz'),
  },
  statue: {
    rules: ['score.statue', 'score.total'],
    source: exp('36-szobor', [LIBRARY_NOTES]),
  },
  cloister: {
    rules: ['score.cloister', 'score.total'],
    source: exp('38-kolostor'),
  },
};

/** A text of the guide in the page's language, and the language it is really in (English where a translation lacks it). */
export interface GuideWords {
  readonly text: string;
  readonly lang: Lang;
}

const guideWords = (lang: Lang, key: Parameters<typeof guideText>[1]): GuideWords => {
  const text = guideText.table[lang][key];
  return text === undefined ? { text: guideText('en', key), lang: 'en' } : { text, lang };
};

/** What a building does, paragraph by paragraph, in `lang`. */
export const doesIn = (b: BuildingId, lang: Lang): GuideWords[] => Array.from({ length: guideParagraphs(b) }, (_, i) => guideWords(lang, `${b}.does.${i}`));

/** The task of a building's example, in `lang`. */
export const taskIn = (b: BuildingId, lang: Lang): GuideWords => guideWords(lang, `${b}.task`);

/** Guide entries in the engine's building order. */
export const guideEntry = (b: BuildingId): BuildingGuideEntry => BUILDING_GUIDE[b];
