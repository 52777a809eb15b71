/**
 * The building guide's prose, for each Puerto Rico building's page (/<lang>/buildings/<id>/): what
 * the building does (`<id>.does.<n>`, one short paragraph each) and the task of its example
 * (`<id>.task`). Keyed by the engine's BuildingId, so English is complete by type; Hungarian and
 * Dutch follow the glossary (src/i18n/glossary.ts) and the words of the rules reference
 * (rules-puerto-rico.ts), and `npm run i18n:missing` lists any paragraph they lack. A page renders
 * only its own language at build time; no island reads this table.
 */
import type { BuildingId, ByBuilding, Good } from '../../engine/puerto-rico/vocabulary';
import { defineStrings } from '../define';

interface Guide {
  /** What the building does: one short paragraph per entry. */
  readonly does: readonly string[];
  /** The task of the building's example on its page. */
  readonly task: string;
}

type ProductionGood = Exclude<Good, 'corn'>;

// ---- English --------------------------------------------------------------------------------

const enProduction = (good: ProductionGood, small: boolean, task = `Choose the Craftsman and watch your ${good} production.`): Guide => ({
  does: [
    `In the Craftsman phase every colonist on this building turns the crop of one working ${good} plantation into one ${good} barrel.`,
    small
      ? 'It has one circle, so it makes at most one barrel a round; the Guild Hall counts it as a small production building.'
      : `Each circle is one barrel a round, as long as enough ${good} plantations are worked; the Guild Hall counts it as a large production building.`,
  ],
  task,
});

const EN: ByBuilding<Guide> = {
  smallIndigoPlant: enProduction('indigo', true),
  smallSugarMill: enProduction('sugar', true),
  indigoPlant: enProduction('indigo', false),
  sugarMill: enProduction('sugar', false),
  tobaccoStorage: enProduction('tobacco', false, 'Choose the Craftsman. Three workers stand in the Tobacco Storage, but only two tobacco plantations are worked: how many barrels?'),
  coffeeRoaster: enProduction('coffee', false, 'Choose the Craftsman. Three coffee plantations are worked, but the Coffee Roaster has only two circles: how many barrels?'),
  smallMarket: {
    does: ["When you sell a good to the trading house, you get 1 doubloon more. It adds to the Trader's privilege and to a Large Market."],
    task: 'The Trader (player 3) has sold corn. Sell your sugar.',
  },
  hacienda: {
    does: ['In the Settler phase, before taking a face-up plantation, you may draw one extra plantation from the face-down stack and must place it on your island. Then you take your normal tile.'],
    task: 'It is your turn in the Settler phase. Use the Hacienda before you take a face-up plantation.',
  },
  constructionHut: {
    does: ['In the Settler phase you may take a quarry instead of a face-up plantation, even when you are not the Settler.'],
    task: 'Player 3 is the Settler, not you. Take a quarry anyway.',
  },
  smallWarehouse: {
    does: ['At the end of the Captain phase you may keep all your barrels of one kind, besides the one barrel everybody may keep.'],
    task: 'The Captain phase is over and you still hold 6 barrels. Keep all your sugar in the warehouse and one corn.',
  },
  hospice: {
    does: ['In the Settler phase the plantation or quarry you take arrives with a colonist from the supply, so it works at once. A tile drawn with the Hacienda gets none.'],
    task: 'Take the coffee plantation and see who works it.',
  },
  office: {
    does: ['In the Trader phase you may sell a kind of good that is already in the trading house.'],
    task: 'Indigo is already in the trading house. Sell your indigo too.',
  },
  largeMarket: {
    does: ['When you sell a good to the trading house, you get 2 doubloons more. With a Small Market as well, that is 3 more.'],
    task: 'The Trader (player 3) has sold corn. Sell your sugar.',
  },
  largeWarehouse: {
    does: ['At the end of the Captain phase you may keep all your barrels of two kinds, besides the one barrel everybody may keep. With a Small Warehouse as well, three kinds.'],
    task: 'The Captain phase is over and you hold 8 barrels. Keep all your sugar and corn in the warehouse, and one indigo.',
  },
  factory: {
    does: ['In the Craftsman phase you earn doubloons for the number of different kinds you produced: 1 for two kinds, 2 for three, 3 for four and 5 for all five.'],
    task: 'You produce corn, indigo and sugar. Choose the Craftsman and count your doubloons.',
  },
  university: {
    does: ['In the Builder phase the building you build arrives with a colonist from the supply, so it works at once.'],
    task: 'Build a Small Market and see who works in it.',
  },
  harbor: {
    does: ['Each time you load goods on a cargo ship in the Captain phase, you earn 1 extra victory point.'],
    task: 'The Captain has loaded. Load your 3 corn.',
  },
  wharf: {
    does: ['Once per Captain phase, instead of loading on a cargo ship, you may ship all your barrels of one kind to the supply and score them as if loaded. No cargo ship needs room for them.'],
    task: 'No cargo ship can take your 4 coffee. Ship them with your Wharf.',
  },
  guildHall: {
    does: ['At the end of the game: 1 extra victory point for each small production building and 2 for each large one in your city, working or not.'],
    task: 'Your city has an Indigo Plant. Build a Small Indigo Plant and watch your score.',
  },
  residence: {
    does: [
      'At the end of the game: extra victory points for a full island: 4 for up to 9 filled island spaces, 5 for 10, 6 for 11 and 7 for 12.',
      'The Hungarian rule text lists the other four large buildings but not this one; the engine takes its bonus from the reference notes.',
    ],
    task: 'Nine of your island spaces are filled. Take a tenth plantation and watch your score.',
  },
  fortress: {
    does: ['At the end of the game: 1 extra victory point for every three colonists on your player board (island, city and San Juan).'],
    task: 'You have 8 colonists. Choose the Mayor, take more, and watch your score.',
  },
  customsHouse: {
    does: ['At the end of the game: 1 extra victory point for every four victory points you hold in chips. Building points do not count.'],
    task: 'You hold 7 VP in chips. Load your 2 corn and watch your score.',
  },
  cityHall: {
    does: ['At the end of the game: 1 extra victory point for every violet building in your city, the City Hall itself included, working or not.'],
    task: 'Build a violet building (the Hacienda) and watch your score; compare with a Small Indigo Plant.',
  },
  aqueduct: {
    does: ['In the Craftsman phase you get one more indigo (sugar) when your large Indigo Plant (Sugar Mill) produced at least one barrel.'],
    task: 'One colonist works your Indigo Plant. Choose the Craftsman: how much indigo do you get?',
  },
  forestHouse: {
    does: [
      'In the Settler phase you may take a forest instead of a plantation; the face-up plantation you pass over leaves the game. Forests hold no colonist, but every two forests make each building 1 doubloon cheaper, with no column limit.',
    ],
    task: 'Take a forest instead of the sugar plantation.',
  },
  blackMarket: {
    does: [
      "In the Builder phase, when your doubloons are not enough, you may pay the rest by giving back one colonist, one good and one victory point chip at most, each worth 1 doubloon. Only what your doubloons cannot cover, and the Black Market's own colonist cannot be used.",
    ],
    task: 'The Hospice costs 4 and you have 3 doubloons. Pay the missing doubloon with a corn barrel.',
  },
  storehouse: {
    does: ['At the end of the Captain phase you may keep three more barrels of any kinds, besides the one barrel everybody may keep.'],
    task: 'The Captain phase is over and you hold 6 barrels of four kinds. Keep four of them.',
  },
  guestHouse: {
    does: [
      'Its two circles are filled in the Mayor phase like any others. At the start or end of any other phase you may move these guests onto empty circles of your plantations, quarries or buildings, where they work at once.',
    ],
    task: 'Choose the Craftsman, then, before production, move your guest into the empty Coffee Roaster.',
  },
  tradingPost: {
    does: [
      "In the Trader phase you may sell one good to the Trading Post instead of the trading house: any kind, even when the trading house is full. You get the price and the Trader's privilege, but no market bonus.",
    ],
    task: 'Coffee is already in the trading house. Sell your coffee anyway, at the Trading Post.',
  },
  church: {
    does: ['Each time you build a building from the second or third column you earn 1 victory point; from the fourth column (a large building) 2. Building the Church itself earns nothing.'],
    task: 'Build the Office (second column) and count your VP chips; compare with a Small Market (first column).',
  },
  smallWharf: {
    does: ['Once per Captain phase you may put any barrels you like, of any kinds, on your Small Wharf: they go to the supply and earn 1 victory point for every two barrels.'],
    task: 'Put both your corn on the Small Wharf, one barrel at a time, then finish with Pass.',
  },
  lighthouse: {
    does: ['Each time you load goods in the Captain phase (on a ship, with a Wharf or a Small Wharf) you earn 1 doubloon. When you are the Captain you get 1 doubloon more, even if you load nothing.'],
    task: 'The Captain has loaded. Load your 2 corn and count your doubloons.',
  },
  specialtyFactory: {
    does: ['In the Craftsman phase you earn doubloons for the largest number of barrels of one kind you produced, minus one. Corn never counts.'],
    task: 'Three sugar plantations and a full Sugar Mill. Choose the Craftsman, take one more sugar as your privilege, and count your doubloons.',
  },
  library: {
    does: [
      "Every role's privilege counts twice for you: the Builder pays 2 less, the Trader and the Prospector get 2 doubloons, the Craftsman takes two extra barrels, the Mayor two extra colonists, the Captain 2 extra VP on the first loading, and the Settler takes a second face-up plantation after everyone else.",
    ],
    task: 'Choose the Prospector and count your doubloons.',
  },
  unionHall: {
    does: ['At your first turn of each Captain phase, before you load, you earn 1 victory point for every two barrels of the same kind you hold.'],
    task: 'You hold 3 corn, 2 indigo and 1 coffee. Choose the Captain and watch your VP chips before you load.',
  },
  statue: {
    does: ['A large building with no circle: it needs no colonist and does nothing during the game, but it is worth 8 victory points.'],
    task: 'Build the Statue and watch your score.',
  },
  cloister: {
    does: ['At the end of the game: sets of three identical island tiles (a kind of plantation, quarries or forests) earn 1, 3, 6 or 10 victory points for one, two, three or four sets.'],
    task: 'You have two corn plantations and three quarries. Take a third corn and watch your score.',
  },
};

// ---- Hungarian: the rule text's words (seed 000): "működő", "hordó", "árufajta", "behajóz", "X-fázis" --

/** A good's plantation, the good as an object ("egy hordó indigót") and "your production" with its article, which Hungarian inflects. */
const HU_GOOD: Readonly<Record<ProductionGood, { readonly plantation: string; readonly object: string; readonly production: string }>> = {
  indigo: { plantation: 'indigóültetvény', object: 'indigót', production: 'az indigótermelésedet' },
  sugar: { plantation: 'cukorültetvény', object: 'cukrot', production: 'a cukortermelésedet' },
  tobacco: { plantation: 'dohányültetvény', object: 'dohányt', production: 'a dohánytermelésedet' },
  coffee: { plantation: 'kávéültetvény', object: 'kávét', production: 'a kávétermelésedet' },
};

const huProduction = (good: ProductionGood, small: boolean, task = `Válaszd az iparost, és figyeld ${HU_GOOD[good].production}.`): Guide => ({
  does: [
    `Az iparos-fázisban ennek az épületnek minden telepese egy működő ${HU_GOOD[good].plantation} terméséből egy hordó ${HU_GOOD[good].object} állít elő.`,
    small
      ? 'Egy karikája van, így körönként legfeljebb egy hordót termel; a céhház kis feldolgozóüzemnek számítja.'
      : `Minden karikája körönként egy hordó, ha elég működő ${HU_GOOD[good].plantation} van hozzá; a céhház nagy feldolgozóüzemnek számítja.`,
  ],
  task,
});

const HU: Partial<ByBuilding<Guide>> = {
  smallIndigoPlant: huProduction('indigo', true),
  smallSugarMill: huProduction('sugar', true),
  indigoPlant: huProduction('indigo', false),
  sugarMill: huProduction('sugar', false),
  tobaccoStorage: huProduction('tobacco', false, 'Válaszd az iparost. A dohányszárítóban három telepes áll, de csak két dohányültetvény működik: hány hordó lesz?'),
  coffeeRoaster: huProduction('coffee', false, 'Válaszd az iparost. Három kávéültetvény működik, de a kávépörkölőnek csak két karikája van: hány hordó lesz?'),
  smallMarket: {
    does: ['Amikor árut adsz el a kereskedőháznak, 1 dublonnal többet kapsz. Ez hozzáadódik a kereskedő privilégiumához és a nagy piachoz.'],
    task: 'A kereskedő (3. játékos) kukoricát adott el. Add el a cukrodat.',
  },
  hacienda: {
    does: [
      'Az ültetvényes-fázisban, mielőtt elvennél egy felfordított ültetvényt, húzhatsz egy plusz ültetvényt a képpel lefelé fordított kupacból, és azt le kell tenned a szigetedre. Utána elveszed a szokásos lapkádat.',
    ],
    task: 'Az ültetvényes-fázisban te következel. Használd a haciendát, mielőtt elveszel egy felfordított ültetvényt.',
  },
  constructionHut: {
    does: ['Az ültetvényes-fázisban felfordított ültetvény helyett kőbányát is elvehetsz, akkor is, ha nem te vagy az ültetvényes.'],
    task: 'Nem te vagy az ültetvényes, hanem a 3. játékos. Vegyél el mégis egy kőbányát.',
  },
  smallWarehouse: {
    does: ['A kapitány-fázis végén egy árufajtából az összes hordódat megtarthatod, azon az egy hordón felül, amelyet mindenki megtarthat.'],
    task: 'Véget ért a kapitány-fázis, és még 6 hordód van. Tartsd meg az összes cukrodat a raktárban, és egy kukoricát.',
  },
  hospice: {
    does: ['Az ültetvényes-fázisban az elvett ültetvényre vagy kőbányára egy telepes kerül a készletből, így azonnal működik. A haciendával húzott lapka nem kap telepest.'],
    task: 'Vedd el a kávéültetvényt, és nézd meg, ki dolgozik rajta.',
  },
  office: {
    does: ['A kereskedő-fázisban olyan árufajtát is eladhatsz, amilyen már van a kereskedőházban.'],
    task: 'A kereskedőházban már van indigó. Add el a te indigódat is.',
  },
  largeMarket: {
    does: ['Amikor árut adsz el a kereskedőháznak, 2 dublonnal többet kapsz. Ha kis piacod is van, összesen 3\u2011mal többet.'],
    task: 'A kereskedő (3. játékos) kukoricát adott el. Add el a cukrodat.',
  },
  largeWarehouse: {
    does: ['A kapitány-fázis végén két árufajtából az összes hordódat megtarthatod, azon az egy hordón felül, amelyet mindenki megtarthat. Ha kis raktárad is van, három árufajtából.'],
    task: 'Véget ért a kapitány-fázis, és 8 hordód van. Tartsd meg az összes cukrodat és kukoricádat a raktárban, és egy indigót.',
  },
  factory: {
    does: ['Az iparos-fázisban dublonokat kapsz aszerint, hány különböző árufajtát termeltél: két fajtáért 1\u2011et, háromért 2\u2011t, négyért 3\u2011at, mind az ötért 5\u2011öt.'],
    task: 'Kukoricát, indigót és cukrot termelsz. Válaszd az iparost, és számold meg a dublonjaidat.',
  },
  university: {
    does: ['Az építész-fázisban a megépített épületre egy telepes kerül a készletből, így azonnal működik.'],
    task: 'Építs egy kis piacot, és nézd meg, ki dolgozik benne.',
  },
  harbor: {
    does: ['A kapitány-fázisban minden alkalommal, amikor árut hajózol be egy kereskedőhajóra, 1 plusz győzelmi pontot kapsz.'],
    task: 'A kapitány már behajózott. Hajózd be a 3 kukoricádat.',
  },
  wharf: {
    does: [
      'Kapitány-fázisonként egyszer, kereskedőhajóra rakodás helyett, egy árufajtából az összes hordódat visszarakhatod a készletbe, és úgy kapsz értük győzelmi pontot, mintha behajóztad volna őket. Egyik kereskedőhajón sem kell helynek lennie számukra.',
    ],
    task: 'Egyik kereskedőhajó sem tudja felvenni a 4 kávédat. Szállítsd el őket a rakpartoddal.',
  },
  guildHall: {
    does: ['A játék végén: 1 plusz győzelmi pont minden kis feldolgozóüzemért és 2 minden nagyért a városodban, akár működnek, akár nem.'],
    task: 'A városodban van egy indigófeldolgozó. Építs egy kis indigófeldolgozót, és figyeld a pontszámodat.',
  },
  residence: {
    does: [
      'A játék végén: plusz győzelmi pontok a betelt szigetért: legfeljebb 9 betöltött szigethelyért 4, 10\u2011ért 5, 11\u2011ért 6, 12\u2011ért 7.',
      'A magyar szabály a másik négy nagy épületet felsorolja, ezt azonban nem; a szabálymotor a bónuszát a referenciajegyzetekből veszi.',
    ],
    task: 'Kilenc szigethelyed foglalt. Vegyél el egy tizedik ültetvényt, és figyeld a pontszámodat.',
  },
  fortress: {
    does: ['A játék végén: 1 plusz győzelmi pont minden három telepesért a játékostábládon (sziget, város és San Juan).'],
    task: '8 telepesed van. Válaszd a polgármestert, vegyél el többet, és figyeld a pontszámodat.',
  },
  customsHouse: {
    does: ['A játék végén: 1 plusz győzelmi pont minden négy győzelmi pontért, amely győzelmipont-jelzőként nálad van. Az épületek pontjai nem számítanak.'],
    task: '7 GyP értékű győzelmipont-jelződ van. Hajózd be a 2 kukoricádat, és figyeld a pontszámodat.',
  },
  cityHall: {
    does: ['A játék végén: 1 plusz győzelmi pont minden lila épületért a városodban, magát a városházát is beleértve, akár működnek, akár nem.'],
    task: 'Építs egy lila épületet (a haciendát), és figyeld a pontszámodat; hasonlítsd össze egy kis indigófeldolgozóval.',
  },
  aqueduct: {
    does: ['Az iparos-fázisban még egy indigót (cukrot) kapsz, ha a nagy indigófeldolgozód (cukormalmod) legalább egy hordót termelt.'],
    task: 'Az indigófeldolgozódon egy telepes dolgozik. Válaszd az iparost: mennyi indigót kapsz?',
  },
  forestHouse: {
    does: [
      'Az ültetvényes-fázisban ültetvény helyett erdőt is elvehetsz; az a felfordított ültetvény, amelyet ezért kihagysz, kikerül a játékból. Az erdőre nem kerül telepes, de minden két erdő minden épületet 1 dublonnal olcsóbbá tesz, oszlopkorlát nélkül.',
    ],
    task: 'Vegyél el egy erdőt a cukorültetvény helyett.',
  },
  blackMarket: {
    does: [
      'Az építész-fázisban, ha nincs elég dublonod, a hiányzó részt kifizetheted úgy, hogy legfeljebb egy telepest, egy árut és egy győzelmipont-jelzőt visszaadsz; mindegyik 1 dublont ér. Csak annyit fizethetsz így, amennyit a dublonjaid nem fedeznek, és a feketepiac saját telepese erre nem használható.',
    ],
    task: 'A menhely 4\u2011be kerül, és 3 dublonod van. A hiányzó dublont egy hordó kukoricával fizesd ki.',
  },
  storehouse: {
    does: ['A kapitány-fázis végén még három, bármilyen fajtájú hordót megtarthatsz, azon az egy hordón felül, amelyet mindenki megtarthat.'],
    task: 'Véget ért a kapitány-fázis, és négy árufajtából 6 hordód van. Tarts meg közülük négyet.',
  },
  guestHouse: {
    does: [
      'Két karikáját a polgármester-fázisban ugyanúgy töltöd fel, mint a többit. Bármely más fázis elején vagy végén ezeket a vendégeket áthelyezheted ültetvényeid, kőbányáid vagy épületeid üres karikáira, ahol azonnal munkába állnak.',
    ],
    task: 'Válaszd az iparost, majd a termelés előtt tedd át a vendégedet az üres kávépörkölőbe.',
  },
  tradingPost: {
    does: [
      'A kereskedő-fázisban a kereskedőház helyett a kereskedelmi állomásnak is eladhatsz egy árut: bármilyen fajtájút, akkor is, ha a kereskedőház megtelt. Megkapod az árát és a kereskedő privilégiumát, de a piacok bónuszát nem.',
    ],
    task: 'A kereskedőházban már van kávé. Add el mégis a kávédat, a kereskedelmi állomáson.',
  },
  church: {
    does: [
      'Minden alkalommal, amikor a második vagy harmadik oszlopból építesz épületet, 1 győzelmi pontot kapsz; a negyedik oszlopból (nagy épület) 2\u2011t. Magáért a templom megépítéséért nem jár semmi.',
    ],
    task: 'Építsd meg a hivatalt (második oszlop), és számold meg a győzelmipont-jelzőidet; hasonlítsd össze egy kis piaccal (első oszlop).',
  },
  smallWharf: {
    does: ['Kapitány-fázisonként egyszer tetszőleges számú, bármilyen fajtájú hordódat a kis rakpartodra teheted: a készletbe kerülnek, és minden két hordóért 1 győzelmi pontot kapsz.'],
    task: 'Tedd mindkét kukoricádat a kis rakpartra, egyszerre egy hordót, majd fejezd be a Passz gombbal.',
  },
  lighthouse: {
    does: ['A kapitány-fázisban minden behajózásodért (hajóra, rakparttal vagy kis rakparttal) 1 dublont kapsz. Ha te vagy a kapitány, még 1 dublont kapsz, akkor is, ha semmit sem hajózol be.'],
    task: 'A kapitány már behajózott. Hajózd be a 2 kukoricádat, és számold meg a dublonjaidat.',
  },
  specialtyFactory: {
    does: ['Az iparos-fázisban annyi dublont kapsz, amennyi az egy árufajtából termelt legtöbb hordód, mínusz egy. A kukorica sosem számít.'],
    task: 'Három cukorültetvény és egy teli cukormalom. Válaszd az iparost, privilégiumként vegyél el még egy cukrot, és számold meg a dublonjaidat.',
  },
  library: {
    does: [
      'Minden szerep privilégiuma kétszer számít neked: építészként 2\u2011vel kevesebbet fizetsz, kereskedőként és aranyásóként 2 dublont kapsz, iparosként két plusz hordót veszel el, polgármesterként két plusz telepest, kapitányként az első behajózásodért 2 plusz GyP-t kapsz, ültetvényesként pedig mindenki más után egy második felfordított ültetvényt is elveszel.',
    ],
    task: 'Válaszd az aranyásót, és számold meg a dublonjaidat.',
  },
  unionHall: {
    does: ['Minden kapitány-fázisban az első sorra kerülésedkor, a behajózás előtt, minden két azonos fajtájú hordódért 1 győzelmi pontot kapsz.'],
    task: '3 kukoricád, 2 indigód és 1 kávéd van. Válaszd a kapitányt, és figyeld a győzelmipont-jelzőidet, mielőtt behajózol.',
  },
  statue: {
    does: ['Karika nélküli nagy épület: nem kell rá telepes, és a játék során semmit sem csinál, de 8 győzelmi pontot ér.'],
    task: 'Építsd meg a szobrot, és figyeld a pontszámodat.',
  },
  cloister: {
    does: ['A játék végén: a három egyforma szigetlapkából (egyfajta ültetvény, kőbányák vagy erdők) álló készletek egy, két, három vagy négy készletért 1, 3, 6 vagy 10 győzelmi pontot érnek.'],
    task: 'Két kukoricaültetvényed és három kőbányád van. Vegyél el egy harmadik kukoricát, és figyeld a pontszámodat.',
  },
};

// ---- Dutch: the rules reference's words: "bemand", "vat", "soort", "verschepen", "de fase van de X" ----

const NL_GOOD: Readonly<Record<ProductionGood, string>> = { indigo: 'indigo', sugar: 'suiker', tobacco: 'tabak', coffee: 'koffie' };
const NL_PLANTATION: Readonly<Record<ProductionGood, string>> = { indigo: 'indigoplantage', sugar: 'suikerplantage', tobacco: 'tabaksplantage', coffee: 'koffieplantage' };

const nlProduction = (good: ProductionGood, small: boolean, task = `Kies de opzichter en kijk naar je ${NL_GOOD[good]}productie.`): Guide => ({
  does: [
    `In de fase van de opzichter maakt elke kolonist op dit gebouw van de oogst van één bemande ${NL_PLANTATION[good]} één vat ${NL_GOOD[good]}.`,
    small
      ? 'Het heeft één cirkel, dus het maakt hoogstens één vat per ronde; het gildehuis telt het als klein productiegebouw.'
      : `Elke cirkel is één vat per ronde, zolang er genoeg ${NL_PLANTATION[good]}s bemand zijn; het gildehuis telt het als groot productiegebouw.`,
  ],
  task,
});

const NL: Partial<ByBuilding<Guide>> = {
  smallIndigoPlant: nlProduction('indigo', true),
  smallSugarMill: nlProduction('sugar', true),
  indigoPlant: nlProduction('indigo', false),
  sugarMill: nlProduction('sugar', false),
  tobaccoStorage: nlProduction('tobacco', false, 'Kies de opzichter. Op de tabaksdrogerij staan drie kolonisten, maar er zijn maar twee tabaksplantages bemand: hoeveel vaten worden het?'),
  coffeeRoaster: nlProduction('coffee', false, 'Kies de opzichter. Er zijn drie koffieplantages bemand, maar de koffiebranderij heeft maar twee cirkels: hoeveel vaten worden het?'),
  smallMarket: {
    does: ['Als je een goed aan het handelshuis verkoopt, krijg je 1 dukaat meer. Dat komt bovenop het privilege van de handelaar en een grote markt.'],
    task: 'De handelaar (speler 3) heeft mais verkocht. Verkoop je suiker.',
  },
  hacienda: {
    does: [
      'In de fase van de kolonist mag je, voordat je een open plantage neemt, één extra plantage van de gesloten stapel trekken, die je op je eiland moet leggen. Daarna neem je je gewone tegel.',
    ],
    task: 'Je bent aan de beurt in de fase van de kolonist. Gebruik de hacienda voordat je een open plantage neemt.',
  },
  constructionHut: {
    does: ['In de fase van de kolonist mag je een steengroeve nemen in plaats van een open plantage, ook als je zelf niet de kolonist bent.'],
    task: 'Speler 3 is de kolonist, niet jij. Neem toch een steengroeve.',
  },
  smallWarehouse: {
    does: ['Aan het einde van de fase van de kapitein mag je al je vaten van één soort houden, naast het ene vat dat iedereen mag houden.'],
    task: 'De fase van de kapitein is voorbij en je hebt nog 6 vaten. Bewaar al je suiker in het pakhuis, en één mais.',
  },
  hospice: {
    does: [
      'In de fase van de kolonist komt er op de plantage of steengroeve die je neemt een kolonist uit de voorraad, zodat die meteen bemand is. Een tegel die je met de hacienda trekt, krijgt er geen.',
    ],
    task: 'Neem de koffieplantage en kijk wie erop werkt.',
  },
  office: {
    does: ['In de fase van de handelaar mag je een soort goed verkopen die al in het handelshuis ligt.'],
    task: 'Er ligt al indigo in het handelshuis. Verkoop jouw indigo ook.',
  },
  largeMarket: {
    does: ['Als je een goed aan het handelshuis verkoopt, krijg je 2 dukaten meer. Met ook een kleine markt is dat 3 meer.'],
    task: 'De handelaar (speler 3) heeft mais verkocht. Verkoop je suiker.',
  },
  largeWarehouse: {
    does: ['Aan het einde van de fase van de kapitein mag je al je vaten van twee soorten houden, naast het ene vat dat iedereen mag houden. Met ook een klein pakhuis zijn het drie soorten.'],
    task: 'De fase van de kapitein is voorbij en je hebt 8 vaten. Bewaar al je suiker en mais in het pakhuis, en één indigo.',
  },
  factory: {
    does: ['In de fase van de opzichter krijg je dukaten voor het aantal verschillende soorten dat je maakte: 1 voor twee soorten, 2 voor drie, 3 voor vier en 5 voor alle vijf.'],
    task: 'Je maakt mais, indigo en suiker. Kies de opzichter en tel je dukaten.',
  },
  university: {
    does: ['In de fase van de bouwmeester komt er op het gebouw dat je bouwt een kolonist uit de voorraad, zodat het meteen bemand is.'],
    task: 'Bouw een kleine markt en kijk wie erin werkt.',
  },
  harbor: {
    does: ['Elke keer dat je in de fase van de kapitein goederen op een vrachtschip laadt, krijg je 1 extra overwinningspunt.'],
    task: 'De kapitein heeft geladen. Laad je 3 mais.',
  },
  wharf: {
    does: [
      'Eén keer per fase van de kapitein mag je, in plaats van op een vrachtschip te laden, al je vaten van één soort naar de voorraad verschepen en er punten voor krijgen alsof ze geladen waren. Er hoeft op geen vrachtschip plaats voor te zijn.',
    ],
    task: 'Geen vrachtschip kan je 4 koffie meenemen. Verscheep ze met je werf.',
  },
  guildHall: {
    does: ['Aan het einde van het spel: 1 extra overwinningspunt voor elk klein en 2 voor elk groot productiegebouw in je stad, bemand of niet.'],
    task: 'Je stad heeft een indigoverwerkerij. Bouw een kleine indigoverwerkerij en kijk naar je score.',
  },
  residence: {
    does: [
      'Aan het einde van het spel: extra overwinningspunten voor een vol eiland: 4 voor tot 9 gevulde eilandvakken, 5 voor 10, 6 voor 11 en 7 voor 12.',
      'De Hongaarse spelregels noemen de andere vier grote gebouwen, maar dit niet; de regelmotor haalt de bonus uit de referentienotities.',
    ],
    task: 'Negen van je eilandvakken zijn gevuld. Neem een tiende plantage en kijk naar je score.',
  },
  fortress: {
    does: ['Aan het einde van het spel: 1 extra overwinningspunt per drie kolonisten op je spelersbord (eiland, stad en San Juan).'],
    task: 'Je hebt 8 kolonisten. Kies de burgemeester, neem er meer en kijk naar je score.',
  },
  customsHouse: {
    does: ['Aan het einde van het spel: 1 extra overwinningspunt per vier overwinningspunten die je in fiches hebt. Punten van gebouwen tellen niet mee.'],
    task: 'Je hebt 7 OP aan fiches. Laad je 2 mais en kijk naar je score.',
  },
  cityHall: {
    does: ['Aan het einde van het spel: 1 extra overwinningspunt per paars gebouw in je stad, het stadhuis zelf meegeteld, bemand of niet.'],
    task: 'Bouw een paars gebouw (de hacienda) en kijk naar je score; vergelijk met een kleine indigoverwerkerij.',
  },
  aqueduct: {
    does: ['In de fase van de opzichter krijg je nog één indigo (suiker) als je grote indigoverwerkerij (suikermolen) minstens één vat maakte.'],
    task: 'Op je indigoverwerkerij werkt één kolonist. Kies de opzichter: hoeveel indigo krijg je?',
  },
  forestHouse: {
    does: [
      'In de fase van de kolonist mag je een bos nemen in plaats van een plantage; de open plantage die je daarvoor laat liggen, gaat uit het spel. Op een bos komt geen kolonist, maar elke twee bossen maken elk gebouw 1 dukaat goedkoper, zonder grens per kolom.',
    ],
    task: 'Neem een bos in plaats van de suikerplantage.',
  },
  blackMarket: {
    does: [
      'Als je dukaten in de fase van de bouwmeester niet genoeg zijn, mag je de rest betalen door hoogstens één kolonist, één goed en één OP-fiche terug te geven, elk 1 dukaat waard. Alleen wat je dukaten niet dekken, en de eigen kolonist van de zwarte markt telt niet mee.',
    ],
    task: 'Het hospitium kost 4 en je hebt 3 dukaten. Betaal de ontbrekende dukaat met een vat mais.',
  },
  storehouse: {
    does: ['Aan het einde van de fase van de kapitein mag je nog drie vaten van welke soorten ook houden, naast het ene vat dat iedereen mag houden.'],
    task: 'De fase van de kapitein is voorbij en je hebt 6 vaten van vier soorten. Houd er vier van.',
  },
  guestHouse: {
    does: [
      'De twee cirkels worden in de fase van de burgemeester gevuld zoals alle andere. Aan het begin of einde van elke andere fase mag je deze gasten verplaatsen naar lege cirkels van je plantages, steengroeven of gebouwen, waar ze meteen werken.',
    ],
    task: 'Kies de opzichter en verplaats dan, vóór de productie, je gast naar de lege koffiebranderij.',
  },
  tradingPost: {
    does: [
      'In de fase van de handelaar mag je één goed aan de handelspost verkopen in plaats van aan het handelshuis: van welke soort ook, ook als het handelshuis vol is. Je krijgt de prijs en het privilege van de handelaar, maar geen bonus van markten.',
    ],
    task: 'Er ligt al koffie in het handelshuis. Verkoop je koffie toch, bij de handelspost.',
  },
  church: {
    does: ['Elke keer dat je een gebouw uit de tweede of derde kolom bouwt, krijg je 1 overwinningspunt; uit de vierde kolom (een groot gebouw) 2. Voor het bouwen van de kerk zelf krijg je niets.'],
    task: 'Bouw het kantoor (tweede kolom) en tel je OP-fiches; vergelijk met een kleine markt (eerste kolom).',
  },
  smallWharf: {
    does: [
      'Eén keer per fase van de kapitein mag je zoveel vaten als je wilt, van welke soorten ook, op je kleine werf zetten: ze gaan naar de voorraad en leveren 1 overwinningspunt per twee vaten op.',
    ],
    task: 'Zet je beide mais op de kleine werf, één vat tegelijk, en sluit af met Passen.',
  },
  lighthouse: {
    does: [
      'Elke keer dat je in de fase van de kapitein goederen verscheept (op een schip, met een werf of een kleine werf), krijg je 1 dukaat. Ben jij de kapitein, dan krijg je 1 dukaat meer, ook als je niets verscheept.',
    ],
    task: 'De kapitein heeft geladen. Laad je 2 mais en tel je dukaten.',
  },
  specialtyFactory: {
    does: ['In de fase van de opzichter krijg je dukaten voor het grootste aantal vaten van één soort dat je maakte, min één. Mais telt nooit mee.'],
    task: 'Drie suikerplantages en een volle suikermolen. Kies de opzichter, neem als privilege nog één suiker en tel je dukaten.',
  },
  library: {
    does: [
      'Het privilege van elke rol telt voor jou dubbel: als bouwmeester betaal je 2 minder, als handelaar en als goudzoeker krijg je 2 dukaten, als opzichter neem je twee extra vaten, als burgemeester twee extra kolonisten, als kapitein krijg je bij je eerste verscheping 2 extra OP, en als kolonist neem je na alle anderen een tweede open plantage.',
    ],
    task: 'Kies de goudzoeker en tel je dukaten.',
  },
  unionHall: {
    does: ['Bij je eerste beurt in elke fase van de kapitein krijg je, vóór het verschepen, 1 overwinningspunt per twee vaten van dezelfde soort die je hebt.'],
    task: 'Je hebt 3 mais, 2 indigo en 1 koffie. Kies de kapitein en kijk naar je OP-fiches voordat je laadt.',
  },
  statue: {
    does: ['Een groot gebouw zonder cirkel: het heeft geen kolonist nodig en doet niets tijdens het spel, maar het is 8 overwinningspunten waard.'],
    task: 'Bouw het standbeeld en kijk naar je score.',
  },
  cloister: {
    does: [
      'Aan het einde van het spel: sets van drie gelijke eilandtegels (één soort plantage, steengroeven of bossen) leveren 1, 3, 6 of 10 overwinningspunten op voor één, twee, drie of vier sets.',
    ],
    task: 'Je hebt twee maisplantages en drie steengroeven. Neem een derde mais en kijk naar je score.',
  },
};

// ---- The table ------------------------------------------------------------------------------

/** A key of the table: a paragraph of what a building does, or its example's task. */
export type GuideKey = `${BuildingId}.does.${number}` | `${BuildingId}.task`;

function flat(guides: Partial<ByBuilding<Guide>>): Partial<Record<GuideKey, string>> {
  const out: Partial<Record<GuideKey, string>> = {};
  for (const [id, g] of Object.entries(guides) as [BuildingId, Guide][]) {
    g.does.forEach((p, i) => {
      out[`${id}.does.${i}`] = p;
    });
    out[`${id}.task`] = g.task;
  }
  return out;
}

export const guideText = defineStrings<GuideKey>('building-guide', flat(EN) as Record<GuideKey, string>, flat(HU), flat(NL));

/** How many paragraphs say what a building does (the English count; a translation has as many). */
export const guideParagraphs = (id: BuildingId): number => EN[id].does.length;
