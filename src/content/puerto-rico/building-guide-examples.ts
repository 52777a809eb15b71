/**
 * One small interactive example per building: a position in the phase where the building
 * matters, with the building in the learner's city and occupied, and the move(s) that show its
 * effect. Every example is replayed through the engine by building-guide-examples.test.ts, with
 * and without the building, and its expected effect asserted there, so every example is proven
 * by the engine. The data is plain JSON: positions are the engine's partial setups (they go
 * through setupFromPartial and fromSetup, the one gate) and moves are the engine's moves.
 */
import type { Move } from '../../engine/puerto-rico/moves';
import type { BuildingId, ByBuilding, Good, IslandTile, Phase } from '../../engine/puerto-rico/vocabulary';

/** What the example watches on the learner's board; read from the state (score via the engine's scores()). */
export type Measure =
  | { readonly kind: 'doubloons' }
  /** VP chips in hand. */
  | { readonly kind: 'vp' }
  /** The final score as the engine's scores() counts it now (chips + buildings + large-building bonuses). */
  | { readonly kind: 'score' }
  /** Barrels held: of one kind, or all kinds together. */
  | { readonly kind: 'barrels'; readonly good?: Good }
  /** Island tiles: of one kind, or all. */
  | { readonly kind: 'tiles'; readonly tile?: IslandTile }
  /** Colonists working on tiles and buildings (San Juan not counted). */
  | { readonly kind: 'working' }
  /** Buildings in the city. */
  | { readonly kind: 'buildings' }
  /** Barrels of one kind the board can produce now (the engine's productionCapacity). */
  | { readonly kind: 'production'; readonly good: Good };

/** One player in an example position; everything left out comes from a new game. */
export interface ExamplePlayer {
  readonly doubloons?: number;
  readonly vp?: number;
  readonly goods?: Partial<Record<Good, number>>;
  readonly island?: ReadonlyArray<{ readonly tile: IslandTile; readonly colonists: number }>;
  readonly city?: ReadonlyArray<{ readonly building: BuildingId; readonly colonists: number }>;
  readonly sanJuan?: number;
}

/** An example position: the engine's partial setup, with the players spelled out. */
export interface ExampleSetup {
  readonly options: { readonly players: 3 | 4; readonly buildings?: { readonly kind: 'all' } };
  readonly phase?: Phase;
  readonly chooser?: number;
  readonly queue?: readonly number[];
  readonly tradingHouse?: readonly Good[];
  readonly faceUp?: readonly Good[];
  readonly ships?: ReadonlyArray<{ readonly capacity: number; readonly good: Good | null; readonly count: number }>;
  readonly turn?: Readonly<Record<string, unknown>>;
  readonly players: readonly ExamplePlayer[];
}

/** How the result is told: as a gain ("you gain 3 doubloons") or as what is left ("you end with 4 barrels"). */
export type Report = 'gain' | 'after';

export interface BuildingExample {
  /** The learner's seat (the building is in this player's city). */
  readonly seat: number;
  readonly setup: ExampleSetup;
  /** The moves that show the effect, in order (one button click each). */
  readonly script: readonly Move[];
  /** Further moves offered as buttons; the engine accepts or refuses them. */
  readonly alternatives: readonly Move[];
  /** What a player without the building would do instead; absent = the same script (which the engine may refuse). */
  readonly withoutScript?: readonly Move[];
  readonly measure: Measure;
  readonly report: Report;
  /** Offer "try without the building" (false when the example builds the building itself). */
  readonly toggle: boolean;
  /**
   * The effect the engine must show: the measure's change (report 'gain') or final value ('after'),
   * with the building and without it (null = the engine refuses the script without it).
   * Checked by the test; the page shows what the engine computes, not these numbers.
   */
  readonly expect: { readonly with: number; readonly without: number | null };
}

// ---- Position helpers ------------------------------------------------------------------------

const BASE = { players: 3 } as const;
const ALL = { players: 3, buildings: { kind: 'all' } } as const;
type Tile = IslandTile;
/** Tiles with a colonist on each. */
const worked = (...tiles: Tile[]) => tiles.map((tile) => ({ tile, colonists: 1 }));
/** Tiles without colonists. */
const idle = (...tiles: Tile[]) => tiles.map((tile) => ({ tile, colonists: 0 }));
const b = (building: BuildingId, colonists = 1) => ({ building, colonists });
const OTHERS: readonly ExamplePlayer[] = [{}, {}];

/** Seat 2 chose the role and has had its turn; the learner (seat 0) is next. */
const afterChooser = { chooser: 2, queue: [0, 1] } as const;
/** Captain phase: seat 2 is the Captain and already loaded; the learner is next. */
const afterCaptain = { phase: 'captain', chooser: 2, queue: [0, 1, 2], turn: { captainPrivilegeUsed: true, hadTurn: [false, false, true] } } as const;
const FACE_UP: readonly Good[] = ['coffee', 'sugar', 'tobacco'];

const craft = (seat0: ExamplePlayer, good: Good, withN: number, options: ExampleSetup['options'] = BASE, withoutN = 0): BuildingExample => ({
  seat: 0,
  setup: { options, players: [seat0, ...OTHERS] },
  script: [{ type: 'role', role: 'craftsman' }],
  alternatives: [],
  measure: { kind: 'barrels', good },
  report: 'gain',
  toggle: true,
  expect: { with: withN, without: withoutN },
});

// ---- The examples ----------------------------------------------------------------------------

/** Every building's example, keyed by BuildingId: a building without one is a compile error. */
export const BUILDING_EXAMPLES: ByBuilding<BuildingExample> = {
  smallIndigoPlant: craft({ island: worked('indigo', 'corn'), city: [b('smallIndigoPlant')] }, 'indigo', 1),
  smallSugarMill: craft({ island: worked('sugar', 'corn'), city: [b('smallSugarMill')] }, 'sugar', 1),
  indigoPlant: craft({ island: worked('indigo', 'indigo', 'indigo'), city: [b('indigoPlant', 3)] }, 'indigo', 3),
  sugarMill: craft({ island: worked('sugar', 'sugar', 'sugar'), city: [b('sugarMill', 3)] }, 'sugar', 3),
  tobaccoStorage: craft({ island: [...worked('tobacco', 'tobacco'), ...idle('tobacco')], city: [b('tobaccoStorage', 3)] }, 'tobacco', 2, BASE),
  coffeeRoaster: craft({ island: worked('coffee', 'coffee', 'coffee'), city: [b('coffeeRoaster', 2)] }, 'coffee', 2, BASE),

  smallMarket: {
    seat: 0,
    setup: { options: BASE, phase: 'trader', ...afterChooser, tradingHouse: ['corn'], players: [{ goods: { sugar: 1, indigo: 1 }, city: [b('smallMarket')] }, ...OTHERS] },
    script: [{ type: 'sell', good: 'sugar' }],
    alternatives: [{ type: 'sell', good: 'indigo' }, { type: 'pass' }],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 3, without: 2 },
  },
  hacienda: {
    seat: 0,
    setup: { options: BASE, phase: 'settler', ...afterChooser, faceUp: FACE_UP, players: [{ island: worked('indigo', 'corn'), city: [b('hacienda')] }, ...OTHERS] },
    script: [{ type: 'hacienda' }],
    alternatives: [{ type: 'plant', tile: 'coffee' }],
    measure: { kind: 'tiles' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: null },
  },
  constructionHut: {
    seat: 0,
    setup: { options: BASE, phase: 'settler', ...afterChooser, faceUp: FACE_UP, players: [{ island: worked('indigo', 'corn'), city: [b('constructionHut')] }, ...OTHERS] },
    script: [{ type: 'plant', tile: 'quarry' }],
    alternatives: [{ type: 'plant', tile: 'coffee' }],
    measure: { kind: 'tiles', tile: 'quarry' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: null },
  },
  smallWarehouse: {
    seat: 0,
    setup: { options: BASE, phase: 'storage', ...afterChooser, players: [{ goods: { sugar: 3, corn: 2, indigo: 1 }, city: [b('smallWarehouse')] }, ...OTHERS] },
    script: [{ type: 'keep', warehouse: ['sugar'], barrels: { corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 } }],
    alternatives: [{ type: 'keep', warehouse: [], barrels: { corn: 0, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 } }],
    withoutScript: [{ type: 'keep', warehouse: [], barrels: { corn: 0, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 } }],
    measure: { kind: 'barrels' },
    report: 'after',
    toggle: true,
    expect: { with: 4, without: 1 },
  },
  hospice: {
    seat: 0,
    setup: { options: BASE, phase: 'settler', ...afterChooser, faceUp: FACE_UP, players: [{ island: worked('indigo', 'corn'), city: [b('hospice')] }, ...OTHERS] },
    script: [{ type: 'plant', tile: 'coffee' }],
    alternatives: [{ type: 'plant', tile: 'sugar' }],
    measure: { kind: 'working' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: 0 },
  },
  office: {
    seat: 0,
    setup: { options: BASE, phase: 'trader', ...afterChooser, tradingHouse: ['indigo'], players: [{ goods: { indigo: 1, corn: 1 }, city: [b('office')] }, ...OTHERS] },
    script: [{ type: 'sell', good: 'indigo' }],
    alternatives: [{ type: 'sell', good: 'corn' }],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: null },
  },
  largeMarket: {
    seat: 0,
    setup: { options: BASE, phase: 'trader', ...afterChooser, tradingHouse: ['corn'], players: [{ goods: { sugar: 1 }, city: [b('largeMarket')] }, ...OTHERS] },
    script: [{ type: 'sell', good: 'sugar' }],
    alternatives: [{ type: 'pass' }],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 4, without: 2 },
  },
  largeWarehouse: {
    seat: 0,
    setup: { options: BASE, phase: 'storage', ...afterChooser, players: [{ goods: { sugar: 3, corn: 2, indigo: 2, coffee: 1 }, city: [b('largeWarehouse')] }, ...OTHERS] },
    script: [{ type: 'keep', warehouse: ['sugar', 'corn'], barrels: { corn: 0, indigo: 1, sugar: 0, tobacco: 0, coffee: 0 } }],
    alternatives: [{ type: 'keep', warehouse: [], barrels: { corn: 0, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 } }],
    withoutScript: [{ type: 'keep', warehouse: [], barrels: { corn: 0, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 } }],
    measure: { kind: 'barrels' },
    report: 'after',
    toggle: true,
    expect: { with: 6, without: 1 },
  },
  factory: {
    seat: 0,
    setup: { options: BASE, players: [{ island: worked('corn', 'indigo', 'sugar'), city: [b('smallIndigoPlant'), b('smallSugarMill'), b('factory')] }, ...OTHERS] },
    script: [{ type: 'role', role: 'craftsman' }],
    alternatives: [],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 2, without: 0 },
  },
  university: {
    seat: 0,
    setup: { options: BASE, phase: 'builder', ...afterChooser, players: [{ doubloons: 5, city: [b('university')] }, ...OTHERS] },
    script: [{ type: 'build', building: 'smallMarket' }],
    alternatives: [{ type: 'build', building: 'hacienda' }, { type: 'pass' }],
    measure: { kind: 'working' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: 0 },
  },
  harbor: {
    seat: 0,
    setup: { options: BASE, ...afterCaptain, players: [{ goods: { corn: 3 }, city: [b('harbor')] }, ...OTHERS] },
    script: [{ type: 'load', good: 'corn', ship: 0 }],
    alternatives: [{ type: 'load', good: 'corn', ship: 2 }, { type: 'pass' }],
    measure: { kind: 'vp' },
    report: 'gain',
    toggle: true,
    expect: { with: 4, without: 3 },
  },
  wharf: {
    seat: 0,
    setup: {
      options: BASE,
      ...afterCaptain,
      ships: [
        { capacity: 4, good: 'corn', count: 4 },
        { capacity: 5, good: 'indigo', count: 2 },
        { capacity: 6, good: 'tobacco', count: 2 },
      ],
      players: [{ goods: { coffee: 4, indigo: 1 }, city: [b('wharf')] }, ...OTHERS],
    },
    script: [{ type: 'wharf', good: 'coffee' }],
    alternatives: [
      { type: 'load', good: 'indigo', ship: 1 },
      { type: 'load', good: 'coffee', ship: 2 },
    ],
    withoutScript: [{ type: 'load', good: 'indigo', ship: 1 }],
    measure: { kind: 'vp' },
    report: 'gain',
    toggle: true,
    expect: { with: 4, without: 1 },
  },
  guildHall: {
    seat: 0,
    setup: { options: BASE, phase: 'builder', ...afterChooser, players: [{ doubloons: 3, city: [b('guildHall'), b('indigoPlant', 0)] }, ...OTHERS] },
    script: [{ type: 'build', building: 'smallIndigoPlant' }],
    alternatives: [{ type: 'build', building: 'smallMarket' }],
    measure: { kind: 'score' },
    report: 'gain',
    toggle: true,
    expect: { with: 2, without: 1 },
  },
  residence: {
    seat: 0,
    setup: {
      options: BASE,
      phase: 'settler',
      ...afterChooser,
      faceUp: FACE_UP,
      players: [{ island: [...worked('corn', 'corn', 'indigo', 'indigo'), ...idle('sugar', 'sugar', 'indigo', 'corn', 'sugar')], city: [b('residence')] }, ...OTHERS],
    },
    script: [{ type: 'plant', tile: 'coffee' }],
    alternatives: [{ type: 'pass' }],
    measure: { kind: 'score' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: 0 },
  },
  fortress: {
    seat: 0,
    setup: { options: BASE, players: [{ island: worked('corn', 'corn', 'indigo', 'indigo', 'sugar'), city: [b('fortress')], sanJuan: 2 }, ...OTHERS] },
    script: [{ type: 'role', role: 'mayor' }],
    alternatives: [],
    measure: { kind: 'score' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: 0 },
  },
  customsHouse: {
    seat: 0,
    setup: { options: BASE, ...afterCaptain, players: [{ vp: 7, goods: { corn: 2 }, city: [b('customsHouse')] }, ...OTHERS] },
    script: [{ type: 'load', good: 'corn', ship: 0 }],
    alternatives: [],
    measure: { kind: 'score' },
    report: 'gain',
    toggle: true,
    expect: { with: 3, without: 2 },
  },
  cityHall: {
    seat: 0,
    setup: { options: BASE, phase: 'builder', ...afterChooser, players: [{ doubloons: 2, city: [b('cityHall'), b('smallMarket', 0)] }, ...OTHERS] },
    script: [{ type: 'build', building: 'hacienda' }],
    alternatives: [{ type: 'build', building: 'smallIndigoPlant' }],
    measure: { kind: 'score' },
    report: 'gain',
    toggle: true,
    expect: { with: 2, without: 1 },
  },

  aqueduct: craft({ island: worked('indigo', 'indigo'), city: [b('indigoPlant', 1), b('aqueduct')] }, 'indigo', 2, ALL, 1),
  forestHouse: {
    seat: 0,
    setup: { options: ALL, phase: 'settler', ...afterChooser, faceUp: FACE_UP, players: [{ island: worked('indigo', 'corn'), city: [b('forestHouse')] }, ...OTHERS] },
    script: [{ type: 'forest', tile: 'sugar' }],
    alternatives: [{ type: 'plant', tile: 'sugar' }],
    measure: { kind: 'tiles', tile: 'forest' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: null },
  },
  blackMarket: {
    seat: 0,
    setup: { options: ALL, phase: 'builder', ...afterChooser, players: [{ doubloons: 3, goods: { corn: 1 }, city: [b('blackMarket')] }, ...OTHERS] },
    script: [{ type: 'build', building: 'hospice', blackMarket: { colonist: null, good: 'corn', vp: false } }],
    alternatives: [{ type: 'build', building: 'hospice' }],
    measure: { kind: 'buildings' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: null },
  },
  storehouse: {
    seat: 0,
    setup: { options: ALL, phase: 'storage', ...afterChooser, players: [{ goods: { corn: 3, indigo: 1, sugar: 1, coffee: 1 }, city: [b('storehouse')] }, ...OTHERS] },
    script: [{ type: 'keep', warehouse: [], barrels: { corn: 1, indigo: 1, sugar: 1, tobacco: 0, coffee: 1 } }],
    alternatives: [{ type: 'keep', warehouse: [], barrels: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 1 } }],
    withoutScript: [{ type: 'keep', warehouse: [], barrels: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 1 } }],
    measure: { kind: 'barrels' },
    report: 'after',
    toggle: true,
    expect: { with: 4, without: 1 },
  },
  guestHouse: {
    // Seed 001: guests move only at the start or end of a phase, so the Craftsman comes first.
    seat: 0,
    setup: { options: ALL, players: [{ island: worked('coffee', 'coffee'), city: [b('coffeeRoaster', 0), b('guestHouse', 1)] }, ...OTHERS] },
    script: [
      { type: 'role', role: 'craftsman' },
      { type: 'guest', to: 'coffeeRoaster' },
    ],
    alternatives: [{ type: 'pass' }],
    measure: { kind: 'production', good: 'coffee' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: null },
  },
  tradingPost: {
    seat: 0,
    // Not full, and a sugar to sell: without the Trading Post the learner still has a turn here.
    setup: { options: ALL, phase: 'trader', ...afterChooser, tradingHouse: ['corn', 'coffee'], players: [{ goods: { coffee: 1, sugar: 1 }, city: [b('tradingPost')] }, ...OTHERS] },
    script: [{ type: 'trading-post', good: 'coffee' }],
    alternatives: [
      { type: 'sell', good: 'coffee' },
      { type: 'sell', good: 'sugar' },
    ],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 4, without: null },
  },
  church: {
    seat: 0,
    setup: { options: ALL, phase: 'builder', ...afterChooser, players: [{ doubloons: 5, city: [b('church')] }, ...OTHERS] },
    script: [{ type: 'build', building: 'office' }],
    alternatives: [{ type: 'build', building: 'smallMarket' }],
    measure: { kind: 'vp' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: 0 },
  },
  smallWharf: {
    seat: 0,
    setup: {
      options: ALL,
      ...afterCaptain,
      ships: [
        { capacity: 4, good: 'indigo', count: 1 },
        { capacity: 5, good: 'tobacco', count: 5 },
        { capacity: 6, good: 'coffee', count: 6 },
      ],
      players: [{ goods: { corn: 2, indigo: 2 }, city: [b('smallWharf')] }, ...OTHERS],
    },
    script: [{ type: 'small-wharf', good: 'corn' }, { type: 'small-wharf', good: 'corn' }, { type: 'pass' }],
    alternatives: [{ type: 'load', good: 'indigo', ship: 0 }],
    measure: { kind: 'vp' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: null },
  },
  lighthouse: {
    seat: 0,
    setup: { options: ALL, ...afterCaptain, players: [{ goods: { corn: 2 }, city: [b('lighthouse')] }, ...OTHERS] },
    script: [{ type: 'load', good: 'corn', ship: 0 }],
    alternatives: [],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 1, without: 0 },
  },
  specialtyFactory: {
    seat: 0,
    setup: { options: ALL, players: [{ island: worked('sugar', 'sugar', 'sugar'), city: [b('sugarMill', 3), b('specialtyFactory')] }, ...OTHERS] },
    // The Craftsman's privilege barrel counts too, so his income is paid when he has taken it (seed 001).
    script: [
      { type: 'role', role: 'craftsman' },
      { type: 'craft', good: 'sugar' },
    ],
    alternatives: [{ type: 'pass' }],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 3, without: 0 },
  },
  library: {
    seat: 0,
    setup: { options: { players: 4, buildings: { kind: 'all' } }, players: [{ city: [b('library')] }, {}, {}, {}] },
    script: [{ type: 'role', role: 'prospector' }],
    alternatives: [],
    measure: { kind: 'doubloons' },
    report: 'gain',
    toggle: true,
    expect: { with: 2, without: 1 },
  },
  unionHall: {
    seat: 0,
    setup: { options: ALL, players: [{ goods: { corn: 3, indigo: 2, coffee: 1 }, city: [b('unionHall')] }, ...OTHERS] },
    script: [{ type: 'role', role: 'captain' }],
    alternatives: [],
    measure: { kind: 'vp' },
    report: 'gain',
    toggle: true,
    expect: { with: 2, without: 0 },
  },
  statue: {
    seat: 0,
    setup: { options: ALL, phase: 'builder', ...afterChooser, players: [{ doubloons: 10 }, ...OTHERS] },
    script: [{ type: 'build', building: 'statue' }],
    alternatives: [{ type: 'build', building: 'cloister' }],
    measure: { kind: 'score' },
    report: 'gain',
    toggle: false,
    expect: { with: 8, without: null },
  },
  cloister: {
    seat: 0,
    setup: {
      options: ALL,
      phase: 'settler',
      ...afterChooser,
      faceUp: ['corn', 'sugar', 'coffee'],
      players: [{ island: [...idle('corn', 'corn'), ...worked('quarry', 'quarry', 'quarry')], city: [b('cloister')] }, ...OTHERS],
    },
    script: [{ type: 'plant', tile: 'corn' }],
    alternatives: [{ type: 'plant', tile: 'sugar' }],
    measure: { kind: 'score' },
    report: 'gain',
    toggle: true,
    expect: { with: 2, without: 0 },
  },
};
