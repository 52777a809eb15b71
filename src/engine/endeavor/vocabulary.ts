/**
 * The game's vocabulary, named once. Every table in components.ts is typed by these tuples,
 * so a missing entry is a compile error.
 */

/** The four status tracks on a player board (Dutch: industrie, cultuur, financiën, politiek). */
export const TRACKS = ['industry', 'culture', 'finance', 'politics'] as const;
export type Track = (typeof TRACKS)[number];
export type ByTrack<T> = { readonly [K in Track]: T };

/** The seven regions of the world map. Europe has no shipping track and is open from the start. */
export const REGIONS = ['europe', 'northAmerica', 'caribbean', 'southAmerica', 'africa', 'india', 'farEast'] as const;
export type Region = (typeof REGIONS)[number];
export type ByRegion<T> = { readonly [K in Region]: T };

/** The regions that have a shipping track (every region but Europe). */
export const SHIPPING_REGIONS = ['northAmerica', 'caribbean', 'southAmerica', 'africa', 'india', 'farEast'] as const;
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];
export type ByShippingRegion<T> = { readonly [K in ShippingRegion]: T };

/** The eight card decks: one per region plus the slavery deck. */
export const DECKS = [...REGIONS, 'slavery'] as const;
export type Deck = (typeof DECKS)[number];
export type ByDeck<T> = { readonly [K in Deck]: T };

/** The actions of Fase 4 that a building or a light-blue token can carry (Pass is separate). */
export const ACTIONS = ['ship', 'occupy', 'attack', 'payment', 'draw'] as const;
export type Action = (typeof ACTIONS)[number];
export type ByAction<T> = { readonly [K in Action]: T };

/**
 * The light-blue action tokens (reference §2): kept until spent once. There are no single Ship,
 * Occupy or Draw tokens; two kinds offer a choice of two actions.
 */
export const ACTION_TOKENS = ['shipOrDraw', 'occupyOrDraw', 'attack', 'payment'] as const;
export type ActionToken = (typeof ACTION_TOKENS)[number];
export type ByActionToken<T> = { readonly [K in ActionToken]: T };

/** The actions each action token may be spent on (reference §2). */
export const TOKEN_ACTIONS: ByActionToken<readonly Action[]> = {
  shipOrDraw: ['ship', 'draw'],
  occupyOrDraw: ['occupy', 'draw'],
  attack: ['attack'],
  payment: ['payment'],
};

/** Trade-token kinds: a track icon (kept, moves a track) or an action token (light blue, spent once). */
export const TOKENS = [...TRACKS, ...ACTION_TOKENS] as const;
export type Token = (typeof TOKENS)[number];
export type ByToken<T> = { readonly [K in Token]: T };

/** The 15 building kinds of the stock plus the pre-printed starting building. */
export const BUILDINGS = [
  'market',
  'shipyard',
  'workshop',
  'bank',
  'barracks',
  'guildHall',
  'docks',
  'fortress',
  'theatre',
  'cartographer',
  'tradeOffice',
  'university',
  'exchange',
  'museum',
  'parliament',
] as const;
export type StockBuilding = (typeof BUILDINGS)[number];
export type ByBuilding<T> = { readonly [K in StockBuilding]: T };
/** The pre-printed building every player board starts with (not part of the stock). */
export const STARTING_BUILDING = 'startingBuilding' as const;
export type BuildingId = StockBuilding | typeof STARTING_BUILDING;

/** The phases of a round, in order (Fase 1 to 4), plus the end of the game. */
export const PHASES = ['build', 'growth', 'salary', 'action', 'gameOver'] as const;
export type Phase = (typeof PHASES)[number];

/** Card kinds: ordinary asset cards, governor cards, slavery cards and the Abolition of Slavery card. */
export const CARD_KINDS = ['asset', 'governor', 'slavery', 'abolition'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Track levels run from 1 to 5. */
export const LEVELS = [1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;

/** True when `value` is one of the entries of the `as const` tuple `list`. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
