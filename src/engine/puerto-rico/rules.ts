/**
 * The rules registry. Every rule the engine enforces has a stable id, one English sentence and
 * the place it comes from, so lessons, puzzles and error messages can link to it.
 * Sources: seed 000 = the Hungarian base rules, seed 001 = the New Buildings rules,
 * reference = /work/shared/reference/puerto-rico.md (section heading given).
 */

import { ruleRegistry } from '../contract';

export const SEED_BASE = '000_9a2bdc6b83c2cc13.txt';
export const SEED_EXPANSION = '001_4374b6d9a3e67b5e.txt';
export const REFERENCE = 'reference/puerto-rico.md';

export interface RuleSource {
  readonly file: typeof SEED_BASE | typeof SEED_EXPANSION | typeof REFERENCE;
  /** Short Hungarian section name (seeds) or heading (reference). */
  readonly section: string;
}

export interface Rule {
  readonly text: string;
  readonly source: RuleSource;
  /** An engine guard, not a game rule: why no learner meets it from a board (RuleEntry.guard). */
  readonly guard?: string;
}

const base = (section: string) => ({ file: SEED_BASE, section }) as const;
const exp = (section: string) => ({ file: SEED_EXPANSION, section }) as const;
const ref = (section: string) => ({ file: REFERENCE, section }) as const;
const r = (text: string, source: RuleSource): Rule => ({ text, source });
const guard = (text: string, why: string): Rule => ({ text, source: ref('Engine'), guard: why });

/** Every rule by id. Ids never change once published; add new ones instead. */
export const RULES = {
  // Setup
  'setup.players': r('Puerto Rico is played by 3 to 5 players; 2 players use the official two-player variant.', ref('2.2 Setup table')),
  'setup.doubloons': r('Each player starts with 2, 3 or 4 doubloons with 3, 4 or 5 players (3 in the two-player game).', base('Előkészületek')),
  'setup.plantations': r('The governor starts with indigo; the others, clockwise, get indigo or corn depending on the number of players.', base('Előkészületek')),
  'setup.components': r('Colonists, victory point chips, cargo ships, face-up plantations and role cards depend on the number of players.', ref('2.2 Setup table')),
  'setup.two-player': r(
    'With two players: ships of 4 and 6, 40 colonists and 2 on the ship, 65 VP, fewer tiles, goods and buildings, and three roles each per round.',
    ref('2.3 Round structure and the two-player order'),
  ),
  'setup.draft': r(
    'Expansion: from the governor, clockwise, each player puts one building type on a free violet slot of the same printed cost, small buildings in pairs, until 12 small and 5 large slots are filled.',
    exp('ELŐKÉSZÜLETEK'),
  ),
  'setup.draft-cost': r('A drafted building must go on a free slot whose printed cost equals its own.', exp('ELŐKÉSZÜLETEK')),
  'setup.hacienda-forest-house': r('Hacienda and Forest House are never both in the same game.', exp('ELŐKÉSZÜLETEK')),
  'setup.valid': r('A position must be physically possible: no more pieces than exist, nothing negative, every piece somewhere allowed.', base('Játékelemek')),

  // Round
  'round.choose-role': r('On your turn in the round you must choose one of the role cards still on the table.', base('A szerepek')),
  'round.role-taken': r('A role card chosen this round stays with its player until the round ends; nobody else can choose it.', base('A szerepek')),
  'round.role-doubloons': r('Whoever chooses a role card takes the doubloons lying on it.', base('A szerepek')),
  'round.order': r('The governor chooses first, then each player clockwise; each role is done first by its chooser, then clockwise.', base('A játék menete')),
  'round.unchosen-doubloon': r('At the end of the round 1 doubloon goes on each role card nobody chose, and the governor card passes left.', base('A játék menete')),
  'round.optional': r('Privileges and actions are optional (except loading in the Captain phase).', base('A szerepek')),
  'round.not-your-phase': r('That action belongs to another phase of the round.', base('A szerepek')),

  // Settler
  'settler.take-face-up': r('In the Settler phase each player, from the Settler clockwise, may take one face-up plantation.', base('Az ültetvényes')),
  'settler.quarry-privilege': r('The Settler may take a quarry instead of a face-up plantation.', base('Az ültetvényes')),
  'settler.construction-hut': r('A player with a working Construction Hut may take a quarry instead of a face-up plantation.', base('Építőműhely')),
  'settler.hacienda': r('A player with a working Hacienda may first take one extra tile from the face-down plantations and must place it.', base('Hacienda')),
  'settler.hospice': r('A player with a working Hospice may put a colonist from the supply on the plantation or quarry he takes (not on a Hacienda tile).', base('Menhely')),
  'settler.hospice-decline': r('The Hospice colonist is optional: a player may take the tile without it.', base('Menhely')),
  'settler.full-island': r('An island with 12 tiles takes no more.', base('Játékelemek')),
  'settler.redraw': r(
    'After the phase the unchosen face-up plantations are discarded and players+1 new ones are drawn; discards are reshuffled when the stacks run out.',
    ref('2.4 What the official English rules state explicitly'),
  ),
  'settler.no-quarry-left': r('No quarry can be taken when none are left.', ref('2.4 What the official English rules state explicitly')),
  'settler.tile-not-offered': r('You can only take a plantation that lies face up.', base('Az ültetvényes')),
  'settler.library-second-pick': r('With a working Library the Settler takes one more face-up plantation after everyone else; a quarry only with a working Construction Hut.', exp('Könyvtár')),
  'settler.forest': r('With a working Forest House you may take a forest instead, removing a face-up plantation (not a quarry) from the game.', exp('Erdészház')),

  // Mayor
  'mayor.privilege': r('The Mayor takes one extra colonist from the supply, not from the ship.', base('A polgármester')),
  'mayor.privilege-decline': r('The privilege is optional: the Mayor may take fewer privilege colonists, or none.', base('A polgármester')),
  'mayor.distribute': r('The colonists on the ship are handed out one at a time, clockwise from the Mayor, until the ship is empty.', base('A polgármester')),
  'mayor.rearrange': r('In the Mayor phase each player may rearrange all his colonists on his own tiles; those left over wait in San Juan.', base('A polgármester')),
  'mayor.fill-circles': r('Colonists must fill empty circles as long as any remain; only the surplus stays in San Juan.', ref('2.4 What the official English rules state explicitly')),
  'mayor.no-circle': r('A colonist can only go on an empty circle of one of your own tiles.', base('A polgármester')),
  'mayor.refill': r('The Mayor refills the ship with one colonist per empty building circle of all players, but at least as many as there are players.', base('A polgármester')),

  // Builder
  'builder.one-building': r('Each player may build at most one building per Builder phase.', base('Az építész')),
  'builder.privilege': r('The Builder pays one doubloon less.', base('Az építész')),
  'builder.quarry-discount': r("Each working quarry lowers the price by 1, at most as many as the building's column (1-4); the price never drops below 0.", base('Kőbányák')),
  'builder.afford': r('You must be able to pay the price.', base('Az építész')),
  'builder.city-space': r('A building needs a free city space; a large building needs two; the city has 12.', base('Az építész')),
  'builder.large-column': r('A large building needs two empty spaces one above the other; the city is 4 columns of 3, so it holds at most 4 large buildings.', base('Az építész')),
  'builder.one-of-each': r('A player may own at most one of each building.', ref('1.1 General facts about buildings')),
  'builder.supply': r('Only buildings still in the bank can be built.', base('Előkészületek')),
  'builder.university': r('A player with a working University may put a colonist from the supply on the building he builds.', base('Egyetem')),
  'builder.university-decline': r('The University colonist is optional: a player may build without taking it.', base('Egyetem')),
  'builder.forest-discount': r('Every two forests lower the price by 1 more, without a column limit.', exp('Erdészház')),
  'builder.black-market': r(
    'With a working Black Market you may give back at most one colonist, one good and one VP chip, each lowering the price by 1, only to pay what your doubloons cannot.',
    exp('Feketepiac'),
  ),
  'builder.church': r('With a working Church you get 1 VP for building from columns 2 or 3, 2 VP from column 4 (not for the Church itself).', exp('Templom')),

  // Craftsman
  'craftsman.production': r('Each player produces one barrel per working plantation whose good also has a working production circle; corn needs no building.', base('A feldolgozóüzemek')),
  'craftsman.shortage': r('If a good runs short, barrels are handed out from the Craftsman clockwise until the supply is empty.', ref('2.4 What the official English rules state explicitly')),
  'craftsman.privilege': r('After production the Craftsman may take one more barrel of a kind he can produce.', base('Az iparos')),
  'craftsman.factory': r('A working Factory pays 1, 2, 3 or 5 doubloons for producing 2, 3, 4 or 5 kinds.', base('Gyár')),
  'craftsman.aqueduct': r('A working Aqueduct gives one more indigo (sugar) when the large Indigo Plant (Sugar Mill) produced at least one.', exp('Vízvezeték')),
  'craftsman.specialty-factory': r('A working Specialty Factory pays (the most barrels of one non-corn kind produced) - 1 doubloons.', exp('Speciális gyár')),
  'craftsman.library': r('With a working Library the Craftsman takes two extra barrels, of the same or different kinds.', exp('Könyvtár')),

  // Trader
  'trader.one-sale': r('In the Trader phase each player, from the Trader clockwise, may sell one good.', base('A kereskedő')),
  'trader.house-full': r('The trading house holds four goods; when it is full nobody else can sell there.', base('A kereskedő')),
  'trader.one-of-each': r('The trading house buys only one of each kind (a working Office lifts this).', base('A kereskedő')),
  'trader.prices': r(
    'Corn 0, indigo 1, sugar 2, tobacco 3, coffee 4 doubloons; the Trader gets 1 more, a Small Market 1 more, a Large Market 2 more.',
    ref('2.1 Components (original alea / Rio Grande edition)'),
  ),
  'trader.empty-when-full': r('After the phase the trading house is emptied only if it is full.', base('A kereskedő')),
  'trader.have-good': r('You can only sell a good you have.', base('A kereskedő')),
  'trader.trading-post': r('With a working Trading Post you may sell one good of any kind there instead, even when the trading house is full; markets add nothing.', exp('Kereskedelmi állomás')),

  // Captain
  'captain.must-load': r('On your Captain turn you must load if you can (a Wharf counts as loading).', base('Behajózás')),
  'captain.one-kind': r('On one turn you load only one kind of good.', base('Behajózás')),
  'captain.load-all': r('You load as many barrels of the chosen kind as fit.', base('Behajózás')),
  'captain.ship-one-kind': r('A cargo ship carries only one kind of good.', base('Behajózás')),
  'captain.kind-on-other-ship': r('A kind already on one cargo ship may not go on another.', base('Behajózás')),
  'captain.ship-full': r('Nothing can be loaded on a full ship.', base('Behajózás')),
  'captain.load-largest': r('A kind that fits several empty ships must go on the one where the most barrels fit.', base('Behajózás')),
  'captain.vp': r('Each barrel loaded earns 1 VP.', base('Győzelmi pontok')),
  'captain.privilege': r('The Captain earns 1 extra VP on his first loading only.', base('Győzelmi pontok')),
  'captain.rounds': r('Players keep taking turns clockwise until nobody can load.', base('A kapitány')),
  'captain.wharf': r('Once per Captain phase a working Wharf ships all barrels of one kind to the supply, scoring as if loaded.', base('Rakpart')),
  'captain.harbor': r('A working Harbor earns 1 extra VP for each loading.', base('Kikötő')),
  'captain.storage': r('After loading each player keeps one barrel, plus whole kinds in working warehouses; the rest go back.', base('Áruk raktározása')),
  'captain.warehouses': r('A working Small Warehouse keeps all barrels of one kind, a Large Warehouse of two kinds.', base('Kis raktár')),
  'captain.empty-full-ships': r('At the end of the phase only full ships are emptied.', base('A kapitány')),
  'captain.small-wharf': r('Once per Captain phase a working Small Wharf ships any barrels you like, of any kinds, for 1 VP per 2 barrels.', exp('Kis rakpart')),
  'captain.lighthouse': r('A working Lighthouse pays 1 doubloon per loading, and 1 more to its owner when he is the Captain.', exp('Világítótorony')),
  'captain.union-hall': r("A working Union Hall gives 1 VP per 2 barrels of one kind at its owner's first Captain turn, before loading.", exp('Egyleti székház')),
  'captain.storehouse': r('A working Storehouse keeps three more barrels of any kinds.', exp('Tárház')),

  // Prospector
  'prospector.doubloon': r('The Prospector takes 1 doubloon from the bank; the others do nothing.', ref('2.3 Round structure and the two-player order')),

  // Guest House
  'guest-house.end-window': r(
    "At the end of every phase but the Mayor's, owners of guests may still move them before the phase ends (before storage in the Captain phase, before the final count in the last round).",
    exp('Vendégház'),
  ),
  'guest-house.move': r('Guests may be moved once, only at the start or end of another phase (never in the middle of one), onto any empty circle, where they work at once.', exp('Vendégház')),
  'guest-house.guests': r('Guests are the colonists put on a working Guest House in the Mayor phase; a University colonist put on a newly built one is not a guest.', exp('Vendégház')),

  // Game end and scoring
  'end.colonists': r('The game ends after the round in which the ship cannot be refilled with enough colonists.', base('A játék vége')),
  'end.buildings': r('The game ends after the round in which a player fills his 12th city space.', base('A játék vége')),
  'end.vp-chips': r('The game ends after the round in which the last VP chip is handed out; later VPs still count.', base('A játék vége')),
  'end.full-city-variant': r(
    'Variant: all colonists and VP chips are in play and the game ends only after the round in which a player fills his 12th city space.',
    exp('Saját szabályok és változatok'),
  ),
  'end.no-buildings-variant': r('Variant: when no player can fill his city any more with the buildings left, the game ends after the round (it could never end otherwise).', ref('Engine')),
  'end.decline-last-chip': r(
    "Privileges and violet buildings are optional: when a VP bonus (the Captain's privilege, the Harbor, the Church, the Union Hall, a Small Wharf loading) would hand out the last VP chip, you may take only as much of it as leaves one chip.",
    base('A szerepek'),
  ),
  'end.over': r('The game is over; no more moves.', base('A játék vége')),
  'score.total': r('Score = VP chips + building VPs + bonuses of working large buildings.', base('Pontozás')),
  'score.tiebreak': r('Ties are broken by doubloons plus goods (1 barrel = 1 doubloon).', base('Pontozás')),
  'score.guild-hall': r('Guild Hall: 1 VP per small and 2 VP per large production building.', base('Céhház')),
  'score.residence': r('Residence: 4 VP for up to 9 filled island spaces, 5 for 10, 6 for 11, 7 for 12.', ref('1.2 Base game buildings')),
  'score.fortress': r('Fortress: 1 VP per 3 colonists on the player board.', base('Erőd')),
  'score.customs-house': r('Customs House: 1 VP per 4 VP in chips.', base('Vámház')),
  'score.city-hall': r('City Hall: 1 VP per violet building, itself included.', base('Városháza')),
  'score.cloister': r('Cloister: sets of three identical island tiles give 1/3/6/10 VP for 1/2/3/4 sets.', exp('Kolostor')),
  'score.statue': r('The Statue takes no colonist and is worth 8 VP.', exp('Szobor')),

  // Moves in general
  'move.malformed': guard('A move must be one of the moves the engine knows.', 'Only a program can send the engine something that is not a move: every board offers moves of the game.'),
  'move.illegal': guard(
    'That move is not allowed in this position.',
    'The fallback when no game rule names a refusal: every wrong move a lesson board offers is refused by a named rule (src/islands/lesson/candidates.test.ts tries them all).',
  ),
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;
export const RULE_IDS = /* @__PURE__ */ Object.keys(RULES) as RuleId[];

/** The rules in the contract's registry shape (id, text, source), in the order above. */
// Pure: a page that never reads the registry (a lesson) drops it and the rule sentences with it.
export const RULE_REGISTRY = /* @__PURE__ */ ruleRegistry<RuleId, RuleSource>(/* @__PURE__ */ RULE_IDS.map((id) => ({ id, ...RULES[id] })));
