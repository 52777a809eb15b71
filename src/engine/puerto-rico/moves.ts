/** Moves: plain JSON objects, a discriminated union on `type`. */
import type { BuildingId, ByGood, Good, IslandTile, Plantation, Role } from './vocabulary';
import { GOODS } from './vocabulary';

/** Where a colonist can stand or come from on a player's board. */
export type ColonistPlace = IslandTile | BuildingId | 'sanJuan';

/** What a Black Market owner gives back instead of doubloons (seed 001, Feketepiac). */
export interface BlackMarketPayment {
  /** Where the returned colonist comes from, or null. */
  colonist: Exclude<ColonistPlace, 'forest'> | null;
  good: Good | null;
  vp: boolean;
}

export type Move =
  /** Expansion draft: put a building type on a free bank slot of its cost. */
  | { type: 'draft'; building: BuildingId }
  /**
   * Choose a role card. `colonists` (Mayor only) declines some of the privilege colonists: the
   * Mayor takes only this many (fewer than his privilege allows, seed 000 "ha él a
   * privilégiumával"); absent, he takes them all.
   */
  | { type: 'role'; role: Role; colonists?: number }
  /** Settler: draw the extra face-down tile with a working Hacienda. */
  | { type: 'hacienda' }
  /**
   * Settler: take a face-up plantation (or the Hacienda-drawn tile), or a quarry. `noColonist`
   * declines the Hospice colonist (seed 000 Menhely: "rakhat", may).
   */
  | { type: 'plant'; tile: Plantation | 'quarry'; noColonist?: true }
  /** Settler with a Forest House: take a forest, removing this face-up (or drawn) plantation. `noColonist` as for plant. */
  | { type: 'forest'; tile: Plantation; noColonist?: true }
  /**
   * Mayor: put `count` colonists (default 1) from San Juan on the empty circles of this tile kind
   * or building. Each place is decided once per Mayor turn.
   */
  | { type: 'colonist'; to: IslandTile | BuildingId; count?: number }
  /**
   * Builder: build. `blackMarket` only when paying part of the price in kind; `noColonist`
   * declines the University colonist (seed 000 Egyetem: "elvehet", may); `bonus` takes only this
   * many of the Church's VP (see the load move).
   */
  | { type: 'build'; building: BuildingId; blackMarket?: BlackMarketPayment; noColonist?: true; bonus?: number }
  /** Craftsman privilege: one more barrel. */
  | { type: 'craft'; good: Good }
  /** Trader: sell to the trading house. */
  | { type: 'sell'; good: Good }
  /** Trader with a Trading Post: sell there instead. */
  | { type: 'trading-post'; good: Good }
  /**
   * Captain: load all the barrels of one kind that fit on cargo ship `ship` (index, smallest
   * first). `bonus` takes only this many of the loading's bonus VP (the Harbor's, the Captain's
   * privilege): offered only when taking them all would hand out the last VP chip, and then as
   * many as leave one chip (RULINGS.md base 22); absent, all are taken.
   */
  | { type: 'load'; good: Good; ship: number; bonus?: number }
  /** Captain: ship all barrels of one kind with the Wharf. `bonus` as for load. */
  | { type: 'wharf'; good: Good; bonus?: number }
  /**
   * Captain: put one more barrel on the Small Wharf this turn (finish with pass). `bonus` as for
   * load, only on the barrel that finishes the loading (the player's last).
   */
  | { type: 'small-wharf'; good: Good; bonus?: number }
  /**
   * Captain, at the player's first turn with a working Union Hall, only while its VP alone would
   * hand out the last VP chip (otherwise they are given without a move): `bonus` takes only this
   * many of them, as many as leave one chip, and the turn goes on. Without `bonus` it takes them
   * all, listed only when the player has no other move then (any other move takes them all
   * first). RULINGS.md base 22.
   */
  | { type: 'union-hall'; bonus?: number }
  /** End of the Captain phase: whole kinds into warehouses, and loose barrels (1 + Storehouse 3) kept. */
  | { type: 'keep'; warehouse: Good[]; barrels: ByGood<number> }
  /** Guest House: move one guest onto an empty circle. */
  | { type: 'guest'; to: IslandTile | BuildingId }
  /**
   * Decline (an optional action, a privilege, or finishing a Small Wharf loading). `bonus` as for
   * load, only when the pass finishes a Small Wharf loading.
   */
  | { type: 'pass'; bonus?: number };

export type MoveType = Move['type'];

/**
 * Whether `m` declines a free colonist (the Mayor's privilege, Hospice, University): the moves
 * added beside the plain ones that take it (RULINGS.md base 2).
 */
export function declinesColonist(m: Move): boolean {
  return ((m.type === 'plant' || m.type === 'forest' || m.type === 'build') && m.noColonist === true) || (m.type === 'role' && m.colonists !== undefined);
}

/**
 * Whether `m` declines (part of) a VP bonus that would hand out the last VP chip: the moves added
 * beside the plain ones that take it (RULINGS.md base 22).
 */
export function declinesBonus(m: Move): boolean {
  return bonusOf(m) !== undefined;
}

/** The bonus VP a declining move takes (RULINGS.md base 22), or undefined for a move that takes them all. */
export function bonusOf(m: Move): number | undefined {
  switch (m.type) {
    case 'load':
    case 'wharf':
    case 'build':
    case 'small-wharf':
    case 'union-hall':
    case 'pass':
      return m.bonus;
    default:
      return undefined;
  }
}

function sameGoods(a: ByGood<number>, b: ByGood<number>): boolean {
  for (const g of GOODS) if (a[g] !== b[g]) return false;
  return true;
}

function sameBlackMarket(a: BlackMarketPayment | undefined, b: BlackMarketPayment | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.colonist === b.colonist && a.good === b.good && a.vp === b.vp;
}

/** Whether two moves are the same decision (warehouse kinds compared as a set). */
export function sameMove(a: Move, b: Move): boolean {
  switch (a.type) {
    case 'hacienda':
      return b.type === a.type;
    case 'pass':
      return b.type === 'pass' && a.bonus === b.bonus;
    case 'union-hall':
      return b.type === 'union-hall' && a.bonus === b.bonus;
    case 'draft':
      return b.type === 'draft' && a.building === b.building;
    case 'role':
      return b.type === 'role' && a.role === b.role && a.colonists === b.colonists;
    case 'plant':
      return b.type === 'plant' && a.tile === b.tile && a.noColonist === b.noColonist;
    case 'forest':
      return b.type === 'forest' && a.tile === b.tile && a.noColonist === b.noColonist;
    case 'colonist':
      return b.type === 'colonist' && a.to === b.to && (a.count ?? 1) === (b.count ?? 1);
    case 'guest':
      return b.type === 'guest' && a.to === b.to;
    case 'build':
      return b.type === 'build' && a.building === b.building && sameBlackMarket(a.blackMarket, b.blackMarket) && a.noColonist === b.noColonist && a.bonus === b.bonus;
    case 'craft':
      return b.type === 'craft' && a.good === b.good;
    case 'sell':
      return b.type === 'sell' && a.good === b.good;
    case 'trading-post':
      return b.type === 'trading-post' && a.good === b.good;
    case 'load':
      return b.type === 'load' && a.good === b.good && a.ship === b.ship && a.bonus === b.bonus;
    case 'wharf':
      return b.type === 'wharf' && a.good === b.good && a.bonus === b.bonus;
    case 'small-wharf':
      return b.type === 'small-wharf' && a.good === b.good && a.bonus === b.bonus;
    case 'keep':
      return b.type === 'keep' && a.warehouse.length === b.warehouse.length && a.warehouse.every((g) => b.warehouse.includes(g)) && sameGoods(a.barrels, b.barrels);
  }
}

/** A short readable form of a move, for logs and test names. */
export function moveToString(m: Move): string {
  switch (m.type) {
    case 'hacienda':
      return m.type;
    case 'pass':
    case 'union-hall':
      return `${m.type}${bonusText(m)}`;
    case 'draft':
    case 'build':
      return `${m.type} ${m.building}${m.type === 'build' && m.blackMarket ? ` (black market: ${JSON.stringify(m.blackMarket)})` : ''}${m.type === 'build' && m.noColonist ? ' (no University colonist)' : ''}${bonusText(m)}`;
    case 'role':
      return `role ${m.role}${m.colonists !== undefined ? ` (${m.colonists} privilege colonist(s))` : ''}`;
    case 'plant':
    case 'forest':
      return `${m.type} ${m.tile}${m.noColonist ? ' (no Hospice colonist)' : ''}`;
    case 'colonist':
      return `${m.count ?? 1} colonist(s) -> ${m.to}`;
    case 'guest':
      return `guest -> ${m.to}`;
    case 'craft':
    case 'sell':
    case 'trading-post':
    case 'wharf':
    case 'small-wharf':
      return `${m.type} ${m.good}${bonusText(m)}`;
    case 'load':
      return `load ${m.good} on ship ${m.ship}${bonusText(m)}`;
    case 'keep':
      return `keep warehouse [${m.warehouse.join(',')}] barrels ${
        GOODS.filter((g) => m.barrels[g] > 0)
          .map((g) => `${m.barrels[g]} ${g}`)
          .join(', ') || 'none'
      }`;
  }
}

function bonusText(m: Move): string {
  const taken = bonusOf(m);
  return taken === undefined ? '' : ` (only ${taken} bonus VP)`;
}

// ---- Shared move objects ---------------------------------------------------------------------
// Legal move lists are generated for every decision of every bot game; handing out the same
// frozen objects instead of fresh ones keeps the garbage collector quiet. Moves are never mutated.

import { BUILDINGS, ISLAND_TILES, ROLES } from './vocabulary';

const freeze = <T extends Move>(m: T): T => Object.freeze(m);
const table = <K extends string, T extends Move>(keys: readonly K[], f: (k: K) => T): Record<K, T> => Object.fromEntries(keys.map((k) => [k, freeze(f(k))])) as Record<K, T>;

export const PASS: Move = freeze({ type: 'pass' });
export const HACIENDA: Move = freeze({ type: 'hacienda' });
export const ROLE_MOVE = table(ROLES, (role) => ({ type: 'role', role }) as const);
export const BUILD_MOVE = table(BUILDINGS, (building) => ({ type: 'build', building }) as const);
/** Building without taking the University colonist. */
export const BUILD_MOVE_NO_COLONIST = table(BUILDINGS, (building) => ({ type: 'build', building, noColonist: true }) as const);
/** The Mayor taking `n` of his privilege colonists (fewer than allowed), n = 0 or 1. */
export const MAYOR_DECLINE_MOVE: readonly Move[] = [0, 1].map((colonists) => freeze({ type: 'role', role: 'mayor', colonists }));
export const DRAFT_MOVE = table(BUILDINGS, (building) => ({ type: 'draft', building }) as const);
export const PLANT_MOVE = table([...GOODS, 'quarry'] as const, (tile) => ({ type: 'plant', tile }) as const);
export const FOREST_MOVE = table(GOODS, (tile) => ({ type: 'forest', tile }) as const);
/** Taking a tile without the Hospice colonist. */
export const PLANT_MOVE_NO_COLONIST = table([...GOODS, 'quarry'] as const, (tile) => ({ type: 'plant', tile, noColonist: true }) as const);
export const FOREST_MOVE_NO_COLONIST = table(GOODS, (tile) => ({ type: 'forest', tile, noColonist: true }) as const);
/** COLONIST_MOVES.get(to)[count]: the shared Mayor moves of one place, by count (0-12). A Map: see buildingData. */
export const COLONIST_MOVES: ReadonlyMap<IslandTile | BuildingId, readonly Move[]> = new Map(
  [...ISLAND_TILES, ...BUILDINGS].map((to) => [to, Array.from({ length: 13 }, (_, count) => freeze(count === 1 ? { type: 'colonist', to } : { type: 'colonist', to, count }))]),
);
/** The shared Mayor move putting `count` colonists on `to`. */
export const colonistMove = (to: IslandTile | BuildingId, count: number): Move => COLONIST_MOVES.get(to)![count] ?? freeze({ type: 'colonist', to, count });
export const GUEST_MOVE = table([...ISLAND_TILES, ...BUILDINGS] as const, (to) => ({ type: 'guest', to }) as const);
export const CRAFT_MOVE = table(GOODS, (good) => ({ type: 'craft', good }) as const);
export const SELL_MOVE = table(GOODS, (good) => ({ type: 'sell', good }) as const);
export const TRADING_POST_MOVE = table(GOODS, (good) => ({ type: 'trading-post', good }) as const);
export const WHARF_MOVE = table(GOODS, (good) => ({ type: 'wharf', good }) as const);
export const SMALL_WHARF_MOVE = table(GOODS, (good) => ({ type: 'small-wharf', good }) as const);
/** The Union Hall's VP taken in full by a move of their own (the player has no other move then). */
export const UNION_HALL: Move = freeze({ type: 'union-hall' });
/** LOAD_MOVE[good][ship] for up to 8 ships. */
export const LOAD_MOVE = table(GOODS, () => ({ type: 'pass' }) as Move) as unknown as Record<Good, Move[]>;
for (const g of GOODS) (LOAD_MOVE as Record<Good, Move[]>)[g] = Array.from({ length: 8 }, (_, ship) => freeze({ type: 'load', good: g, ship }));
