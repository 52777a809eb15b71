/**
 * Integer-coded moves (issue #18.1): a move in 25 bits, its type in the lowest five. The compact
 * path lists and plays these; decodeMove gives the JSON move (the engine's shared objects where
 * it has them), encodeMove the code of a JSON move.
 */
import type { BlackMarketPayment, Move } from '../moves';
import {
  BUILD_MOVE,
  BUILD_MOVE_NO_COLONIST,
  CRAFT_MOVE,
  DRAFT_MOVE,
  FOREST_MOVE,
  FOREST_MOVE_NO_COLONIST,
  GUEST_MOVE,
  HACIENDA,
  LOAD_MOVE,
  MAYOR_DECLINE_MOVE,
  PASS,
  PLANT_MOVE,
  PLANT_MOVE_NO_COLONIST,
  ROLE_MOVE,
  SELL_MOVE,
  SMALL_WHARF_MOVE,
  TRADING_POST_MOVE,
  UNION_HALL,
  WHARF_MOVE,
  colonistMove,
} from '../moves';
import type { BuildingId, ByGood, Good, IslandTile } from '../vocabulary';
import { BUILDINGS, GOODS, ISLAND_TILES, ROLES } from '../vocabulary';
import { buildingId, goodId, roleId, tileId } from './ids';

/** Move type codes (the lowest five bits). */
export const T = {
  pass: 0,
  hacienda: 1,
  draft: 2,
  role: 3,
  plant: 4,
  forest: 5,
  colonist: 6,
  build: 7,
  craft: 8,
  sell: 9,
  tradingPost: 10,
  wharf: 11,
  smallWharf: 12,
  load: 13,
  keep: 14,
  guest: 15,
  unionHall: 16,
} as const;

/** A place on a board as 6 bits: island tiles 0-6, buildings 7-43. */
const placeCode = (to: IslandTile | BuildingId): number => ((ISLAND_TILES as readonly string[]).includes(to) ? tileId(to as IslandTile) : 7 + buildingId(to as BuildingId));
const placeOf = (k: number): IslandTile | BuildingId => (k < 7 ? ISLAND_TILES[k]! : BUILDINGS[k - 7]!);
const PLANT_TILES = [...GOODS, 'quarry'] as const;

/** A Black Market colonist source as 6 bits: 0 none, 1 San Juan, 2-8 island tiles, 9-45 buildings. */
function sourceCode(c: BlackMarketPayment['colonist']): number {
  if (c === null) return 0;
  if (c === 'sanJuan') return 1;
  return 2 + placeCode(c);
}
const sourceOf = (k: number): BlackMarketPayment['colonist'] => (k === 0 ? null : k === 1 ? 'sanJuan' : (placeOf(k - 2) as Exclude<BlackMarketPayment['colonist'], null>));

/** A move's bonus field (`taken` + 1, 0 absent) at `shift`: the bits above every other field of its type. */
const bonusBits = (m: { bonus?: number }, shift: number): number => (m.bonus === undefined ? 0 : (m.bonus + 1) << shift);
/** The bonus VP a code takes (RULINGS.md base 22), or undefined; the Union Hall's field is 5 bits wide, the others 2. */
const bonusOf = (code: number, shift: number, mask = 3): number | undefined => {
  const v = (code >> shift) & mask;
  return v === 0 ? undefined : v - 1;
};

/**
 * Whether a code declines a free colonist or (part of) a VP bonus: declinesColonist(m) ||
 * declinesBonus(m) of its move (../moves.ts), read from the bits without decoding, for the bots'
 * greedy policy, which skips such moves.
 */
export function codeDeclines(code: number): boolean {
  switch (code & 31) {
    case T.plant:
    case T.forest:
    case T.role:
      return ((code >> 8) & 3) !== 0;
    case T.build:
      return ((code >> 11) & 1) !== 0 || bonusOf(code, 23) !== undefined;
    case T.load:
      return bonusOf(code, 12) !== undefined;
    case T.wharf:
    case T.smallWharf:
      return bonusOf(code, 8) !== undefined;
    case T.pass:
      return bonusOf(code, 5) !== undefined;
    case T.unionHall:
      return bonusOf(code, 5, 31) !== undefined;
    default:
      return false;
  }
}

/** The code of a move (its fields as the engine lists them; `count` 1 and absent are one code). */
export function encodeMove(m: Move): number {
  switch (m.type) {
    case 'pass':
      return T.pass | bonusBits(m, 5);
    case 'union-hall':
      return T.unionHall | bonusBits(m, 5);
    case 'hacienda':
      return T.hacienda;
    case 'draft':
      return T.draft | (buildingId(m.building) << 5);
    case 'role':
      return T.role | (roleId(m.role) << 5) | ((m.colonists === undefined ? 0 : m.colonists + 1) << 8);
    case 'plant':
      return T.plant | (tileId(m.tile) << 5) | ((m.noColonist ? 1 : 0) << 8);
    case 'forest':
      return T.forest | (goodId(m.tile) << 5) | ((m.noColonist ? 1 : 0) << 8);
    case 'colonist':
      return T.colonist | (placeCode(m.to) << 5) | ((m.count ?? 1) << 11);
    case 'build': {
      const bm = m.blackMarket;
      const pay = bm === undefined ? 0 : 1 | (sourceCode(bm.colonist) << 1) | ((bm.good === null ? 0 : goodId(bm.good) + 1) << 7) | ((bm.vp ? 1 : 0) << 10);
      return T.build | (buildingId(m.building) << 5) | ((m.noColonist ? 1 : 0) << 11) | (pay << 12) | bonusBits(m, 23);
    }
    case 'craft':
      return T.craft | (goodId(m.good) << 5);
    case 'sell':
      return T.sell | (goodId(m.good) << 5);
    case 'trading-post':
      return T.tradingPost | (goodId(m.good) << 5);
    case 'wharf':
      return T.wharf | (goodId(m.good) << 5) | bonusBits(m, 8);
    case 'small-wharf':
      return T.smallWharf | (goodId(m.good) << 5) | bonusBits(m, 8);
    case 'load':
      return T.load | (goodId(m.good) << 5) | (m.ship << 8) | bonusBits(m, 12);
    case 'keep': {
      let w = 0;
      for (const g of m.warehouse) w |= 1 << goodId(g);
      let b = 0;
      for (let k = 0; k < 5; k++) b |= m.barrels[GOODS[k]!] << (3 * k);
      return T.keep | (w << 5) | (b << 10);
    }
    case 'guest':
      return T.guest | (placeCode(m.to) << 5);
  }
}

const good = (code: number): Good => GOODS[(code >> 5) & 7]!;

/**
 * Decoded moves by code, each built once and frozen (with its parts), so a playout's ~320 moves
 * cost a lookup each instead of a decoding (issue #18.3): codes below 2^16 (every move but Black
 * Market builds and storage keeps) in an array, the others in a Map of bounded size.
 */
const SMALL_CODES = 1 << 16;
const smallDecoded: Array<Move | undefined> = /* @__PURE__ */ new Array<Move | undefined>(SMALL_CODES).fill(undefined);
const largeDecoded = new Map<number, Move>();
const LARGE_CACHED = 1 << 14;

function freezeMove(m: Move): Move {
  if (Object.isFrozen(m)) return m;
  if (m.type === 'keep') {
    Object.freeze(m.warehouse);
    Object.freeze(m.barrels);
  } else if (m.type === 'build' && m.blackMarket !== undefined) Object.freeze(m.blackMarket);
  return Object.freeze(m);
}

/** The JSON move of a code (a shared, frozen object). */
export function decodeMove(code: number): Move {
  if (code < SMALL_CODES) return smallDecoded[code] ?? (smallDecoded[code] = freezeMove(decodeFresh(code)));
  let m = largeDecoded.get(code);
  if (m === undefined) {
    m = freezeMove(decodeFresh(code));
    if (largeDecoded.size < LARGE_CACHED) largeDecoded.set(code, m);
  }
  return m;
}

function decodeFresh(code: number): Move {
  switch (code & 31) {
    case T.pass: {
      const bonus = bonusOf(code, 5);
      return bonus === undefined ? PASS : { type: 'pass', bonus };
    }
    case T.unionHall: {
      const bonus = bonusOf(code, 5, 31);
      return bonus === undefined ? UNION_HALL : { type: 'union-hall', bonus };
    }
    case T.hacienda:
      return HACIENDA;
    case T.draft:
      return DRAFT_MOVE[BUILDINGS[(code >> 5) & 63]!];
    case T.role: {
      const role = ROLES[(code >> 5) & 7]!;
      const declined = (code >> 8) & 3;
      return declined === 0 ? ROLE_MOVE[role] : MAYOR_DECLINE_MOVE[declined - 1]!;
    }
    case T.plant: {
      const tile = PLANT_TILES[(code >> 5) & 7]!;
      return (code >> 8) & 1 ? PLANT_MOVE_NO_COLONIST[tile] : PLANT_MOVE[tile];
    }
    case T.forest:
      return (code >> 8) & 1 ? FOREST_MOVE_NO_COLONIST[good(code)] : FOREST_MOVE[good(code)];
    case T.colonist:
      return colonistMove(placeOf((code >> 5) & 63), (code >> 11) & 31);
    case T.build: {
      const building = BUILDINGS[(code >> 5) & 63]!;
      const noColonist = ((code >> 11) & 1) === 1;
      const pay = (code >> 12) & 2047;
      const bonus = bonusOf(code, 23);
      let m: Move;
      if ((pay & 1) === 0) m = noColonist ? BUILD_MOVE_NO_COLONIST[building] : BUILD_MOVE[building];
      else {
        const g = (pay >> 7) & 7;
        const blackMarket: BlackMarketPayment = { colonist: sourceOf((pay >> 1) & 63), good: g === 0 ? null : GOODS[g - 1]!, vp: ((pay >> 10) & 1) === 1 };
        m = noColonist ? { type: 'build', building, blackMarket, noColonist: true } : { type: 'build', building, blackMarket };
      }
      return bonus === undefined ? m : { ...m, bonus };
    }
    case T.craft:
      return CRAFT_MOVE[good(code)];
    case T.sell:
      return SELL_MOVE[good(code)];
    case T.tradingPost:
      return TRADING_POST_MOVE[good(code)];
    case T.wharf: {
      const bonus = bonusOf(code, 8);
      return bonus === undefined ? WHARF_MOVE[good(code)] : { type: 'wharf', good: good(code), bonus };
    }
    case T.smallWharf: {
      const bonus = bonusOf(code, 8);
      return bonus === undefined ? SMALL_WHARF_MOVE[good(code)] : { type: 'small-wharf', good: good(code), bonus };
    }
    case T.load: {
      const ship = (code >> 8) & 15;
      const bonus = bonusOf(code, 12);
      if (bonus !== undefined) return { type: 'load', good: good(code), ship, bonus };
      return LOAD_MOVE[good(code)][ship] ?? { type: 'load', good: good(code), ship };
    }
    case T.keep: {
      const w = (code >> 5) & 31;
      const warehouse = GOODS.filter((_, k) => (w & (1 << k)) !== 0);
      const barrels = {} as ByGood<number>;
      for (let k = 0; k < 5; k++) barrels[GOODS[k]!] = (code >> (10 + 3 * k)) & 7;
      return { type: 'keep', warehouse, barrels };
    }
    default:
      return GUEST_MOVE[placeOf((code >> 5) & 63)];
  }
}
