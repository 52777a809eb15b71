/**
 * Moves in bits, two ways. Explicit: the move type and its arguments (for puzzle attempts, whose
 * position the link may not carry). By index: the move's place in the engine's legalMoves list,
 * a few bits each, for replays that the decoder rebuilds move by move anyway.
 */
import type { BitReader, BitWriter } from '../bits';
import { widthFor } from '../bits';
import type { BlackMarketPayment, GameState, Move, MoveType } from '../../engine/puerto-rico';
import { BUILDINGS, GOODS, ISLAND_TILES, ROLES, declinesBonus, declinesColonist, legalMoves, withdrawnMoves } from '../../engine/puerto-rico';
import { canonical } from '../canonical';
import type { Codec, Ctx } from '../fields';
import { bool, list, nullable, oneOf, since, uint } from '../fields';
import { goods } from './fields';
import { UNION_HALL_MOVES_VERSION } from './scenario';

/** Version 2: a Mayor move may place several colonists at once (`count`, absent = 1). */
const colonistCount = since(2, nullable(uint(2)), () => null);
/** Version 5: a free colonist (Hospice, University) declined; the Mayor taking fewer privilege colonists. */
const noColonist = since(5, bool, () => false);
const privilegeTaken = since(5, nullable(uint(1)), () => null);
/** Version 8: a VP bonus declined where it would hand out the last VP chip (RULINGS.md base 22). */
const bonusTaken = since(8, nullable(uint(2)), () => null);
/** The first version with the bonus declines: older replays index among the moves without them. */
export const BONUS_DECLINE_VERSION = 8;
/** Version 9: the Union Hall and Small Wharf declines (RULINGS.md base 22). */
const UNION_HALL_VERSION = UNION_HALL_MOVES_VERSION;
const smallWharfBonus = since(UNION_HALL_VERSION, nullable(uint(2)), () => null);
const unionHallBonus = since(UNION_HALL_VERSION, nullable(uint(3)), () => null);
/** The first version with those moves: older replays index among the moves that existed then. */
const DECLINE_VERSION = 5;
/** The first version under issue 15's rule fixes: older replays also index among the moves withdrawn then. */
export const RULE_FIX_VERSION = 6;

type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

const PLANT_TILES = [...GOODS, 'quarry'] as const;
const PLACES = [...ISLAND_TILES, ...BUILDINGS] as const;
const COLONIST_SOURCES = ['sanJuan', ...ISLAND_TILES.filter((t) => t !== 'forest'), ...BUILDINGS] as BlackMarketPayment['colonist'][] as Exclude<BlackMarketPayment['colonist'], null>[];

const blackMarket: Codec<BlackMarketPayment> = {
  write(w, v, c) {
    nullable(oneOf(COLONIST_SOURCES)).write(w, v.colonist, c);
    nullable(oneOf(GOODS)).write(w, v.good, c);
    w.bool(v.vp);
  },
  read(r, c) {
    return { colonist: nullable(oneOf(COLONIST_SOURCES)).read(r, c), good: nullable(oneOf(GOODS)).read(r, c), vp: r.bool() };
  },
};

/** The arguments of each move type. Keyed by MoveType, so a new kind of move must be added here. */
const ARGS: { readonly [T in MoveType]: Codec<MoveOf<T>> } = {
  draft: { write: (w, m, c) => oneOf(BUILDINGS).write(w, m.building, c), read: (r, c) => ({ type: 'draft', building: oneOf(BUILDINGS).read(r, c) }) },
  role: {
    write(w, m, c) {
      oneOf(ROLES).write(w, m.role, c);
      privilegeTaken.write(w, m.colonists ?? null, c);
    },
    read(r, c) {
      const role = oneOf(ROLES).read(r, c);
      const colonists = privilegeTaken.read(r, c);
      return colonists === null ? { type: 'role', role } : { type: 'role', role, colonists };
    },
  },
  hacienda: { write() {}, read: () => ({ type: 'hacienda' }) },
  plant: {
    write(w, m, c) {
      oneOf(PLANT_TILES).write(w, m.tile, c);
      noColonist.write(w, m.noColonist === true, c);
    },
    read(r, c) {
      const tile = oneOf(PLANT_TILES).read(r, c);
      return noColonist.read(r, c) ? { type: 'plant', tile, noColonist: true } : { type: 'plant', tile };
    },
  },
  forest: {
    write(w, m, c) {
      oneOf(GOODS).write(w, m.tile, c);
      noColonist.write(w, m.noColonist === true, c);
    },
    read(r, c) {
      const tile = oneOf(GOODS).read(r, c);
      return noColonist.read(r, c) ? { type: 'forest', tile, noColonist: true } : { type: 'forest', tile };
    },
  },
  colonist: {
    write(w, m, c) {
      oneOf(PLACES).write(w, m.to, c);
      colonistCount.write(w, m.count ?? null, c);
    },
    read(r, c) {
      const to = oneOf(PLACES).read(r, c);
      const count = colonistCount.read(r, c);
      return count === null ? { type: 'colonist', to } : { type: 'colonist', to, count };
    },
  },
  build: {
    write(w, m, c) {
      oneOf(BUILDINGS).write(w, m.building, c);
      w.bool(m.blackMarket !== undefined);
      if (m.blackMarket !== undefined) blackMarket.write(w, m.blackMarket, c);
      noColonist.write(w, m.noColonist === true, c);
      bonusTaken.write(w, m.bonus ?? null, c);
    },
    read(r, c) {
      const building = oneOf(BUILDINGS).read(r, c);
      const pay = r.bool() ? blackMarket.read(r, c) : undefined;
      const decline = noColonist.read(r, c);
      const bonus = bonusTaken.read(r, c);
      let m: MoveOf<'build'> = pay === undefined ? { type: 'build', building } : { type: 'build', building, blackMarket: pay };
      if (decline) m = { ...m, noColonist: true };
      return bonus === null ? m : { ...m, bonus };
    },
  },
  craft: { write: (w, m, c) => oneOf(GOODS).write(w, m.good, c), read: (r, c) => ({ type: 'craft', good: oneOf(GOODS).read(r, c) }) },
  sell: { write: (w, m, c) => oneOf(GOODS).write(w, m.good, c), read: (r, c) => ({ type: 'sell', good: oneOf(GOODS).read(r, c) }) },
  'trading-post': { write: (w, m, c) => oneOf(GOODS).write(w, m.good, c), read: (r, c) => ({ type: 'trading-post', good: oneOf(GOODS).read(r, c) }) },
  load: {
    write(w, m, c) {
      oneOf(GOODS).write(w, m.good, c);
      w.bits(m.ship, 3);
      bonusTaken.write(w, m.bonus ?? null, c);
    },
    read(r, c) {
      const m: MoveOf<'load'> = { type: 'load', good: oneOf(GOODS).read(r, c), ship: r.bits(3) };
      const bonus = bonusTaken.read(r, c);
      return bonus === null ? m : { ...m, bonus };
    },
  },
  wharf: {
    write(w, m, c) {
      oneOf(GOODS).write(w, m.good, c);
      bonusTaken.write(w, m.bonus ?? null, c);
    },
    read(r, c) {
      const good = oneOf(GOODS).read(r, c);
      const bonus = bonusTaken.read(r, c);
      return bonus === null ? { type: 'wharf', good } : { type: 'wharf', good, bonus };
    },
  },
  'small-wharf': {
    write(w, m, c) {
      oneOf(GOODS).write(w, m.good, c);
      smallWharfBonus.write(w, m.bonus ?? null, c);
    },
    read(r, c) {
      const good = oneOf(GOODS).read(r, c);
      const bonus = smallWharfBonus.read(r, c);
      return bonus === null ? { type: 'small-wharf', good } : { type: 'small-wharf', good, bonus };
    },
  },
  keep: {
    write(w, m, c) {
      list(oneOf(GOODS), 2).write(w, m.warehouse, c);
      goods.write(w, m.barrels, c);
    },
    read: (r, c) => ({ type: 'keep', warehouse: list(oneOf(GOODS), 2).read(r, c), barrels: goods.read(r, c) }),
  },
  guest: { write: (w, m, c) => oneOf(PLACES).write(w, m.to, c), read: (r, c) => ({ type: 'guest', to: oneOf(PLACES).read(r, c) }) },
  pass: {
    write: (w, m, c) => smallWharfBonus.write(w, m.bonus ?? null, c),
    read(r, c) {
      const bonus = smallWharfBonus.read(r, c);
      return bonus === null ? { type: 'pass' } : { type: 'pass', bonus };
    },
  },
  // Last: the type index of the older types stays the same (see moveTypes).
  'union-hall': {
    write: (w, m, c) => unionHallBonus.write(w, m.bonus ?? null, c),
    read(r, c) {
      const bonus = unionHallBonus.read(r, c);
      return bonus === null ? { type: 'union-hall' } : { type: 'union-hall', bonus };
    },
  },
};

const MOVE_TYPES = Object.keys(ARGS) as MoveType[];
/** The move types a version knows: 'union-hall' is new in 9 (a longer list takes more bits). */
const OLDER_MOVE_TYPES = MOVE_TYPES.filter((t) => t !== 'union-hall');
const moveTypes = (c: Ctx): readonly MoveType[] => (c.version >= UNION_HALL_VERSION ? MOVE_TYPES : OLDER_MOVE_TYPES);

/** A move written out in full: its type, then its arguments. */
export const explicitMove: Codec<Move> = {
  write(w, m, c) {
    oneOf(moveTypes(c)).write(w, m.type, c);
    (ARGS[m.type] as Codec<Move>).write(w, m, c);
  },
  read(r, c) {
    const type = oneOf(moveTypes(c)).read(r, c);
    return (ARGS[type] as Codec<Move>).read(r, c);
  },
};

/**
 * The legal moves in a fixed order (by their canonical JSON), so a replay's indices do not
 * depend on the order in which the engine happens to list its moves.
 */
function sortedLegal(s: GameState, version: number): { moves: readonly Move[]; keys: string[] } {
  let legal = legalMoves(s);
  // Codes written before version 5 index among the moves that existed then (no declines).
  if (version < DECLINE_VERSION) legal = legal.filter((m) => !declinesColonist(m));
  // Codes written before version 6 also had the moves the rule fixes withdrew (never legal now).
  if (version < RULE_FIX_VERSION) legal = legal.concat(withdrawnMoves(s));
  // Codes written before version 8 index among the moves without the bonus declines.
  if (version < BONUS_DECLINE_VERSION) legal = legal.filter((m) => !declinesBonus(m));
  // Codes written before version 9 also without the Union Hall's moves (the caller takes the
  // waiting VP first, scenario.ts takeUnionHall) and the Small Wharf declines.
  if (version < UNION_HALL_VERSION) legal = legal.filter((m) => m.type !== 'union-hall' && !((m.type === 'small-wharf' || m.type === 'pass') && m.bonus !== undefined));
  const keyed = legal.map((m) => ({ m, k: canonical(m) }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return { moves: keyed.map((x) => x.m), keys: keyed.map((x) => x.k) };
}

/**
 * Writes `m` as its index among the legal moves of `s`; the value one past the end escapes to the
 * explicit form, for moves the engine accepts that are not in its list (e.g. an equivalent way
 * to keep goods after shipping).
 */
export function writeMoveAt(w: BitWriter, s: GameState, m: Move, c: Ctx): void {
  const legal = sortedLegal(s, c.version);
  const width = widthFor(legal.moves.length + 1);
  const i = legal.keys.indexOf(canonical(m));
  if (i >= 0) {
    w.bits(i, width);
    return;
  }
  w.bits(legal.moves.length, width);
  explicitMove.write(w, m, c);
}

/** Reads a move written by writeMoveAt for the same state; legality of escaped moves is checked by the caller. */
export function readMoveAt(r: BitReader, s: GameState, c: Ctx): { move: Move; listed: boolean } {
  const legal = sortedLegal(s, c.version).moves;
  const i = r.bits(widthFor(legal.length + 1));
  const listed = legal[i];
  // A withdrawn move (older codes) comes back as not listed: the caller's applyMove refuses it.
  if (listed !== undefined) return { move: listed, listed: c.version >= RULE_FIX_VERSION || legalMoves(s).includes(listed) };
  if (i > legal.length) r.failed = true;
  return { move: explicitMove.read(r, c), listed: false };
}

export const moveList: Codec<Move[]> = list(explicitMove, 3);
