/**
 * The building guide's own words: what each building does (English), the engine rules that
 * concern it, and where the Hungarian rule text describes it. Keyed by the engine's BuildingId,
 * so a building added to the engine without a guide entry is a compile error. Costs, VP,
 * circles and columns are not repeated here: pages read them from the engine's BUILDING table.
 */
import type { BuildingId, ByBuilding } from '../engine/puerto-rico/vocabulary';
import type { RuleId } from '../engine/puerto-rico/rules';

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
  /** What the building does, in English: one short paragraph per entry. */
  readonly does: readonly string[];
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

const production = (good: string, small: boolean): BuildingGuideEntry => ({
  does: [
    `In the Craftsman phase every colonist on this building turns the crop of one working ${good} plantation into one ${good} barrel.`,
    small
      ? `It has one circle, so it makes at most one barrel a round; the Guild Hall counts it as a small production building.`
      : `Each circle is one barrel a round, as long as enough ${good} plantations are worked; the Guild Hall counts it as a large production building.`,
  ],
  rules: ['craftsman.production', 'craftsman.shortage', 'craftsman.privilege'],
  source: hu(PRODUCTION),
});

/** Every building's guide entry. */
export const BUILDING_GUIDE: ByBuilding<BuildingGuideEntry> = {
  smallIndigoPlant: production('indigo', true),
  smallSugarMill: production('sugar', true),
  indigoPlant: production('indigo', false),
  sugarMill: production('sugar', false),
  tobaccoStorage: production('tobacco', false),
  coffeeRoaster: production('coffee', false),
  smallMarket: {
    does: ["When you sell a good to the trading house, you get 1 doubloon more. It adds to the Trader's privilege and to a Large Market."],
    rules: ['trader.prices', 'trader.one-sale'],
    source: hu(VIOLET, 'Kis piac'),
  },
  hacienda: {
    does: ['In the Settler phase, before taking a face-up plantation, you may draw one extra plantation from the face-down stack and must place it on your island. Then you take your normal tile.'],
    rules: ['settler.hacienda', 'settler.take-face-up'],
    source: hu(VIOLET, 'Hacienda'),
  },
  constructionHut: {
    does: ['In the Settler phase you may take a quarry instead of a face-up plantation, even when you are not the Settler.'],
    rules: ['settler.construction-hut', 'settler.quarry-privilege', 'settler.no-quarry-left'],
    source: hu(VIOLET, 'Építőműhely'),
  },
  smallWarehouse: {
    does: ['At the end of the Captain phase you may keep all your barrels of one kind, besides the one barrel everybody may keep.'],
    rules: ['captain.warehouses', 'captain.storage'],
    source: hu(VIOLET, 'Kis raktár'),
  },
  hospice: {
    does: ['In the Settler phase the plantation or quarry you take arrives with a colonist from the supply, so it works at once. A tile drawn with the Hacienda gets none.'],
    rules: ['settler.hospice'],
    source: hu(VIOLET, 'Menhely'),
  },
  office: {
    does: ['In the Trader phase you may sell a kind of good that is already in the trading house.'],
    rules: ['trader.one-of-each', 'trader.house-full'],
    source: hu(VIOLET, 'Hivatal'),
  },
  largeMarket: {
    does: ['When you sell a good to the trading house, you get 2 doubloons more. With a Small Market as well, that is 3 more.'],
    rules: ['trader.prices'],
    source: hu(VIOLET, 'Nagy piac'),
  },
  largeWarehouse: {
    does: ['At the end of the Captain phase you may keep all your barrels of two kinds, besides the one barrel everybody may keep. With a Small Warehouse as well, three kinds.'],
    rules: ['captain.warehouses', 'captain.storage'],
    source: hu(VIOLET, 'Nagy raktár'),
  },
  factory: {
    does: ['In the Craftsman phase you earn doubloons for the number of different kinds you produced: 1 for two kinds, 2 for three, 3 for four and 5 for all five.'],
    rules: ['craftsman.factory', 'craftsman.production'],
    source: hu(VIOLET, 'Gyár'),
  },
  university: {
    does: ['In the Builder phase the building you build arrives with a colonist from the supply, so it works at once.'],
    rules: ['builder.university'],
    source: hu(VIOLET, 'Egyetem'),
  },
  harbor: {
    does: ['Each time you load goods on a cargo ship in the Captain phase, you earn 1 extra victory point.'],
    rules: ['captain.harbor', 'captain.vp'],
    source: hu(VIOLET, 'Kikötő'),
  },
  wharf: {
    does: ['Once per Captain phase, instead of loading on a cargo ship, you may ship all your barrels of one kind to the supply and score them as if loaded. No cargo ship needs room for them.'],
    rules: ['captain.wharf', 'captain.must-load', 'captain.vp'],
    source: hu(VIOLET, 'Rakpart'),
  },
  guildHall: {
    does: ['At the end of the game: 1 extra victory point for each small production building and 2 for each large one in your city, working or not.'],
    rules: ['score.guild-hall', 'score.total'],
    source: hu(LARGE, 'Céhház'),
  },
  residence: {
    does: [
      'At the end of the game: extra victory points for a full island: 4 for up to 9 filled island spaces, 5 for 10, 6 for 11 and 7 for 12.',
      'The Hungarian rule text lists the other four large buildings but not this one; the engine takes its bonus from the reference notes.',
    ],
    rules: ['score.residence', 'score.total'],
    source: hu(LARGE),
  },
  fortress: {
    does: ['At the end of the game: 1 extra victory point for every three colonists on your player board (island, city and San Juan).'],
    rules: ['score.fortress', 'score.total'],
    source: hu(LARGE, 'Erőd'),
  },
  customsHouse: {
    does: ['At the end of the game: 1 extra victory point for every four victory points you hold in chips. Building points do not count.'],
    rules: ['score.customs-house', 'score.total'],
    source: hu(LARGE, 'Vámház'),
  },
  cityHall: {
    does: ['At the end of the game: 1 extra victory point for every violet building in your city, the City Hall itself included, working or not.'],
    rules: ['score.city-hall', 'score.total'],
    source: hu(LARGE, 'Városháza'),
  },
  aqueduct: {
    does: ['In the Craftsman phase you get one more indigo (sugar) when your large Indigo Plant (Sugar Mill) produced at least one barrel.'],
    rules: ['craftsman.aqueduct', 'craftsman.production'],
    source: exp('22-vizvezetek'),
  },
  forestHouse: {
    does: [
      'In the Settler phase you may take a forest instead of a plantation; the face-up plantation you pass over leaves the game. Forests hold no colonist, but every two forests make each building 1 doubloon cheaper, with no column limit.',
    ],
    rules: ['settler.forest', 'builder.forest-discount', 'setup.hacienda-forest-house'],
    source: exp('23-erdeszhaz', [FOREST_BLACK_NOTES]),
  },
  blackMarket: {
    does: [
      "In the Builder phase, when your doubloons are not enough, you may pay the rest by giving back one colonist, one good and one victory point chip at most, each worth 1 doubloon. Only what your doubloons cannot cover, and the Black Market's own colonist cannot be used.",
    ],
    rules: ['builder.black-market', 'builder.afford'],
    source: exp('24-feketepiac', [FOREST_BLACK_NOTES]),
  },
  storehouse: {
    does: ['At the end of the Captain phase you may keep three more barrels of any kinds, besides the one barrel everybody may keep.'],
    rules: ['captain.storehouse', 'captain.storage'],
    source: exp('25-tarhaz'),
  },
  guestHouse: {
    does: [
      'Its two circles are filled in the Mayor phase like any others. At the start or end of any other phase you may move these guests onto empty circles of your plantations, quarries or buildings, where they work at once.',
    ],
    rules: ['guest-house.move'],
    source: exp('27-vendeghaz'),
  },
  tradingPost: {
    does: [
      "In the Trader phase you may sell one good to the Trading Post instead of the trading house: any kind, even when the trading house is full. You get the price and the Trader's privilege, but no market bonus.",
    ],
    rules: ['trader.trading-post', 'trader.house-full'],
    source: exp('28-kereskedelmi-allomas'),
  },
  church: {
    does: ['Each time you build a building from the second or third column you earn 1 victory point; from the fourth column (a large building) 2. Building the Church itself earns nothing.'],
    rules: ['builder.church'],
    source: exp('29-templom'),
  },
  smallWharf: {
    does: ['Once per Captain phase you may put any barrels you like, of any kinds, on your Small Wharf: they go to the supply and earn 1 victory point for every two barrels.'],
    rules: ['captain.small-wharf', 'captain.vp'],
    source: exp('30-kis-rakpart', [WHARF_NOTES]),
  },
  lighthouse: {
    does: ['Each time you load goods in the Captain phase (on a ship, with a Wharf or a Small Wharf) you earn 1 doubloon. When you are the Captain you get 1 doubloon more, even if you load nothing.'],
    rules: ['captain.lighthouse'],
    source: exp('31-vilagitotorony', [WHARF_NOTES]),
  },
  specialtyFactory: {
    does: ['In the Craftsman phase you earn doubloons for the largest number of barrels of one kind you produced, minus one. Corn never counts.'],
    rules: ['craftsman.specialty-factory', 'craftsman.production'],
    source: exp('32-specialis-gyar', [WHARF_NOTES]),
  },
  library: {
    does: [
      "Every role's privilege counts twice for you: the Builder pays 2 less, the Trader and the Prospector get 2 doubloons, the Craftsman takes two extra barrels, the Mayor two extra colonists, the Captain 2 extra VP on his first loading, and the Settler takes a second face-up plantation after everyone else.",
    ],
    rules: ['settler.library-second-pick', 'craftsman.library', 'builder.privilege', 'trader.prices', 'mayor.privilege', 'captain.privilege', 'prospector.doubloon'],
    source: exp('34-konyvtar', [LIBRARY_NOTES]),
  },
  unionHall: {
    does: ['At your first turn of each Captain phase, before you load, you earn 1 victory point for every two barrels of the same kind you hold.'],
    rules: ['captain.union-hall'],
    source: exp('35-egyleti-szekhaz'),
  },
  statue: {
    does: ['A large building with no circle: it needs no colonist and does nothing during the game, but it is worth 8 victory points.'],
    rules: ['score.statue', 'score.total'],
    source: exp('36-szobor', [LIBRARY_NOTES]),
  },
  cloister: {
    does: ['At the end of the game: sets of three identical island tiles (a kind of plantation, quarries or forests) earn 1, 3, 6 or 10 victory points for one, two, three or four sets.'],
    rules: ['score.cloister', 'score.total'],
    source: exp('38-kolostor'),
  },
};

/** Guide entries in the engine's building order. */
export const guideEntry = (b: BuildingId): BuildingGuideEntry => BUILDING_GUIDE[b];
