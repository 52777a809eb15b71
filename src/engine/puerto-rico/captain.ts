import { LOAD_MOVE, PASS, SMALL_WHARF_MOVE, UNION_HALL, WHARF_MOVE } from './moves';
/**
 * The Captain phase and the storage that ends it (seed 000, "A kapitány", "Behajózás",
 * "Győzelmi pontok", "Áruk raktározása", Rakpart, Kikötő, Kis/Nagy raktár; seed 001 Kis rakpart,
 * Világítótorony, Egyleti székház, Tárház).
 */
import { note, noting } from '../rule-notes';
import { declineError, moveError } from './errors';
import type { MoveError } from './errors';
import type { Move } from './moves';
import { bonusOf, sameMove } from './moves';
import type { PhaseHandler } from './phase';
import type { CargoShip, GameState, PlayerState } from './state';
import { goodsCount, works } from './state';
import { guestMoves } from './guests';
import { bonusTaken, giveVp, payFromBank, seatsFrom } from './supply';
import type { ByGood, Good } from './vocabulary';
import { GOODS, zeroGoods } from './vocabulary';

/**
 * Cargo ships `g` may go on for a player holding `have` barrels (seed 000, Behajózás): the ship
 * already carrying `g` if it has room; none if `g` sits on a full ship; otherwise the empty ships
 * where the most barrels fit.
 */
export function shipsFor(ships: readonly CargoShip[], g: Good, have: number): number[] {
  const out: number[] = [];
  forEachShipFor(ships, g, have, out, null);
  return out;
}

/**
 * shipsFor without allocating, for the move generator: pushes the ship indices to `indices` or
 * the matching moves from `row` to `moves` (either may be null); returns how many ships qualify.
 */
function forEachShipFor(ships: readonly CargoShip[], g: Good, have: number, indices: number[] | null, row: { out: Move[]; moves: Move[] } | null): number {
  for (let i = 0; i < ships.length; i++) {
    const sh = ships[i]!;
    if (sh.good === g) {
      if (sh.count >= sh.capacity) return 0;
      if (indices !== null) indices.push(i);
      if (row !== null) row.out.push(row.moves[i]!);
      return 1;
    }
  }
  let best = 0;
  for (const sh of ships) {
    if (sh.count !== 0) continue;
    const fit = have < sh.capacity ? have : sh.capacity;
    if (fit > best) best = fit;
  }
  if (best === 0) return 0;
  let n = 0;
  for (let i = 0; i < ships.length; i++) {
    const sh = ships[i]!;
    if (sh.count === 0 && (have < sh.capacity ? have : sh.capacity) === best) {
      if (indices !== null) indices.push(i);
      if (row !== null) row.out.push(row.moves[i]!);
      n++;
    }
  }
  return n;
}

/** Whether the player can load anything on a cargo ship (the duty to load, seed 000). */
export function canLoadOnShip(s: GameState, p: PlayerState): boolean {
  for (const g of GOODS) if (p.goods[g] > 0 && forEachShipFor(s.ships, g, p.goods[g], null, null) > 0) return true;
  return false;
}

/** The bonus VP of a loading by `seat` now: +1 Harbor, + the Captain's privilege on his first loading only. */
function loadingBonus(s: GameState, seat: number, harbor: boolean): number {
  const p = s.players[seat]!;
  let vp = harbor && works(p, 'harbor') ? 1 : 0;
  if (seat === s.chooser && !s.turn.captainPrivilegeUsed) vp += works(p, 'library') ? 2 : 1;
  return vp;
}

/**
 * VP for one loading: the barrels, plus its bonus (all of it, or `taken` of it when the player
 * declines the rest, RULINGS.md base 22). The Captain's privilege is spent by his first loading
 * either way.
 */
function scoreLoading(s: GameState, seat: number, base: number, harbor: boolean, taken?: number): void {
  const p = s.players[seat]!;
  const bonus = loadingBonus(s, seat, harbor);
  if (noting()) {
    note('captain.vp');
    if (seat === s.chooser && !s.turn.captainPrivilegeUsed) note('captain.privilege');
    if (harbor && works(p, 'harbor')) note('captain.harbor');
    if (works(p, 'lighthouse')) note('captain.lighthouse');
    if (taken !== undefined && taken < bonus) note('end.decline-last-chip');
  }
  if (seat === s.chooser) s.turn.captainPrivilegeUsed = true;
  giveVp(s, p, base + (taken !== undefined && taken < bonus ? taken : bonus));
  // Seed 001 Világítótorony: 1 doubloon per loading, whoever loads.
  if (works(p, 'lighthouse')) payFromBank(s, p, 1);
  s.turn.idle = 0;
}

/** The barrels a load or Wharf move ships (the VP it earns before any bonus). */
function shipped(s: GameState, p: PlayerState, m: Move): number {
  const have = m.type === 'load' || m.type === 'wharf' ? p.goods[m.good] : 0;
  if (m.type === 'load') {
    const ship = s.ships[m.ship]!;
    const room = ship.capacity - ship.count;
    return have < room ? have : room;
  }
  const cap = s.options.wharfCapacity;
  return cap === null || have < cap ? have : cap;
}

/**
 * Pushes, for each load and Wharf move in `out` from `start` on whose bonus VP would hand out the
 * last VP chip, the same move taking only as many bonus VP as leave one chip (RULINGS.md base 22);
 * likewise a Small Wharf barrel that is the player's only one (it finishes the loading at once).
 */
function bonusDeclines(s: GameState, seat: number, out: Move[], start: number): void {
  if (s.endTriggers.length > 0 || s.options.fullCityEnd) return;
  const bonus = loadingBonus(s, seat, true);
  const p = s.players[seat]!;
  const end = out.length;
  for (let i = start; i < end; i++) {
    const m = out[i]!;
    if (m.type === 'small-wharf') {
      if (goodsCount(p.goods) !== 1) continue;
      const taken = smallWharfDecline(s, seat, 1);
      if (taken >= 0) out.push({ ...m, bonus: taken });
      continue;
    }
    if (bonus === 0 || (m.type !== 'load' && m.type !== 'wharf')) continue;
    const taken = bonusTaken(s, shipped(s, p, m), bonus, s.vpChips);
    if (taken >= 0) out.push({ ...m, bonus: taken });
  }
}

/**
 * The bonus VP a Small Wharf loading of `barrels` may take instead of all of them, when only its
 * bonus (the Captain's privilege, the Harbor with option smallWharfHarbor) would hand out the last
 * VP chip (RULINGS.md base 22); -1 otherwise.
 */
function smallWharfDecline(s: GameState, seat: number, barrels: number): number {
  return bonusTaken(s, barrels >> 1, loadingBonus(s, seat, s.options.smallWharfHarbor), s.vpChips);
}

/** Seed 001 Egyleti székház: 1 VP per 2 barrels of each kind. */
function unionHallVp(p: PlayerState): number {
  let vp = 0;
  for (const g of GOODS) vp += p.goods[g] >> 1;
  return vp;
}

/**
 * The Union Hall VP `seat` may take instead of all of them at his first turn, or -1: only while
 * they wait for his first move, which happens only when they alone would hand out the last VP
 * chip (RULINGS.md base 22; otherwise beginTurn gives them at once, as it always did).
 */
function unionHallDecline(s: GameState, seat: number): number {
  if (s.turn.hadTurn[seat] || s.turn.smallWharf !== null) return -1;
  const p = s.players[seat]!;
  if (!works(p, 'unionHall')) return -1;
  return bonusTaken(s, 0, unionHallVp(p), s.vpChips);
}

/** Scores a finished Small Wharf loading: 1 VP per 2 barrels, any mix of kinds (seed 001, Kis rakpart). */
function finishSmallWharf(s: GameState, seat: number, taken?: number): void {
  const n = s.turn.smallWharf === null ? 0 : goodsCount(s.turn.smallWharf);
  s.turn.smallWharf = null;
  scoreLoading(s, seat, n >> 1, s.options.smallWharfHarbor, taken);
}

/**
 * Pushes the declines of the moves that finish a Small Wharf loading in progress: the pass, and the
 * barrel that is the player's last (RULINGS.md base 22).
 */
function smallWharfDeclines(s: GameState, seat: number, out: Move[]): void {
  const n = goodsCount(s.turn.smallWharf!);
  const p = s.players[seat]!;
  if (goodsCount(p.goods) === 1) {
    const taken = smallWharfDecline(s, seat, n + 1);
    if (taken >= 0) for (const g of GOODS) if (p.goods[g] > 0) out.push({ type: 'small-wharf', good: g, bonus: taken });
  }
  const taken = smallWharfDecline(s, seat, n);
  if (taken >= 0) out.push({ type: 'pass', bonus: taken });
}

/** `n` times false: the given array cleared when it has that length, else a new one. */
function allFalse(a: boolean[], n: number): boolean[] {
  return a.length === n ? a.fill(false) : new Array<boolean>(n).fill(false);
}

const loadRow: { out: Move[]; moves: Move[] } = { out: [], moves: [] };

/** The Captain phase: turns clockwise from the Captain until nobody loads for a whole round. */
export const captain: PhaseHandler = {
  start(s) {
    const n = s.players.length;
    // Cleared in place: the engine owns the phase scratch of the state it works on (see resetTurn).
    s.turn.wharfUsed = allFalse(s.turn.wharfUsed, n);
    s.turn.smallWharfUsed = allFalse(s.turn.smallWharfUsed, n);
    s.turn.hadTurn = allFalse(s.turn.hadTurn, n);
    s.turn.smallWharf = null;
    s.turn.idle = 0;
    s.turn.captainPrivilegeUsed = false;
    // Seed 001: a Captain with a working Lighthouse gets 1 doubloon even if he loads nothing.
    const c = s.players[s.chooser]!;
    if (works(c, 'lighthouse')) {
      note('captain.lighthouse');
      payFromBank(s, c, 1);
    }
    s.queue = seatsFrom(s, s.chooser);
  },

  beginTurn(s, seat) {
    if (s.turn.hadTurn[seat]) return;
    // Seed 001 Egyleti székház: at the first turn, before loading, 1 VP per 2 barrels of a kind.
    // When they alone would hand out the last VP chip they wait for his first move, which may
    // take fewer (unionHallDecline); hadTurn stays false until then.
    if (unionHallDecline(s, seat) >= 0) return;
    s.turn.hadTurn[seat] = true;
    const p = s.players[seat]!;
    if (works(p, 'unionHall')) {
      note('captain.union-hall');
      giveVp(s, p, unionHallVp(p));
    }
  },

  moves(s, seat, out) {
    const p = s.players[seat]!;
    const t = s.turn;
    if (t.smallWharf !== null) {
      for (const g of GOODS) if (p.goods[g] > 0) out.push(SMALL_WHARF_MOVE[g]);
      out.push(PASS);
      smallWharfDeclines(s, seat, out);
      return;
    }
    const held = unionHallDecline(s, seat);
    const start = out.length;
    let mustLoad = false;
    for (const g of GOODS) {
      const have = p.goods[g];
      if (have === 0) continue;
      loadRow.out = out;
      loadRow.moves = LOAD_MOVE[g];
      if (forEachShipFor(s.ships, g, have, null, loadRow) > 0) mustLoad = true;
    }
    if (!t.wharfUsed[seat] && works(p, 'wharf')) for (const g of GOODS) if (p.goods[g] > 0) out.push(WHARF_MOVE[g]);
    if (!t.smallWharfUsed[seat] && works(p, 'smallWharf')) for (const g of GOODS) if (p.goods[g] > 0) out.push(SMALL_WHARF_MOVE[g]);
    // While the Union Hall's VP wait, every move takes them all first and so takes the last chip:
    // no loading bonus is worth declining then, only the Union Hall's.
    if (out.length > start && held < 0) bonusDeclines(s, seat, out, start);
    // Passing is allowed only when no cargo ship can take anything (reference §3 item 3).
    if (!mustLoad && out.length > 0) out.push(PASS);
    if (held >= 0) {
      if (out.length === start) out.push(UNION_HALL);
      out.push({ type: 'union-hall', bonus: held });
    }
  },

  apply(s, seat, m) {
    const p = s.players[seat]!;
    const t = s.turn;
    if (unionHallDecline(s, seat) >= 0) {
      // The Union Hall's VP that waited for this first move: all, or as many as `bonus` says.
      t.hadTurn[seat] = true;
      const vp = unionHallVp(p);
      const taken = m.type === 'union-hall' && m.bonus !== undefined && m.bonus < vp ? m.bonus : vp;
      note('captain.union-hall');
      if (taken < vp) note('end.decline-last-chip');
      giveVp(s, p, taken);
      if (m.type === 'union-hall') return false;
    }
    switch (m.type) {
      case 'load': {
        const ship = s.ships[m.ship]!;
        if (noting()) {
          note('captain.load-all');
          note('captain.one-kind');
        }
        const room = ship.capacity - ship.count;
        const n = p.goods[m.good] < room ? p.goods[m.good] : room;
        ship.good = m.good;
        ship.count += n;
        p.goods[m.good] -= n;
        scoreLoading(s, seat, n, true, m.bonus);
        return true;
      }
      case 'wharf': {
        const cap = s.options.wharfCapacity;
        const have = p.goods[m.good];
        const n = cap === null || have < cap ? have : cap;
        p.goods[m.good] -= n;
        s.goods[m.good] += n;
        t.wharfUsed[seat] = true;
        if (noting()) {
          note('captain.wharf');
          // The Wharf ships one kind too (a Small Wharf mixes kinds: it does not note this).
          note('captain.one-kind');
        }
        scoreLoading(s, seat, n, true, m.bonus);
        return true;
      }
      case 'small-wharf': {
        note('captain.small-wharf');
        if (t.smallWharf === null) {
          t.smallWharf = zeroGoods();
          t.smallWharfUsed[seat] = true;
        }
        t.smallWharf[m.good]++;
        p.goods[m.good]--;
        s.goods[m.good]++;
        // With nothing left to add, the loading is complete without a pass.
        if (goodsCount(p.goods) > 0) return false;
        finishSmallWharf(s, seat, m.bonus);
        return true;
      }
      case 'pass': {
        if (t.smallWharf !== null) {
          finishSmallWharf(s, seat, m.bonus);
        } else {
          t.idle++;
        }
        return true;
      }
      default:
        return true;
    }
  },

  endTurn(s, seat, skipped) {
    // Turns go round until a whole round passes without anyone loading (seed 000).
    note('captain.rounds');
    if (skipped) s.turn.idle++;
    if (s.turn.idle >= s.players.length) s.queue = [];
    else s.queue.push(seat);
  },

  end(s) {
    s.phase = 'storage';
    s.queue = seatsFrom(s, s.chooser);
  },

  diagnose(s, seat, m) {
    return diagnoseCaptain(s, seat, m);
  },
};

function diagnoseCaptain(s: GameState, seat: number, m: Move): MoveError | null {
  const p = s.players[seat]!;
  if (s.turn.smallWharf !== null && m.type !== 'small-wharf' && m.type !== 'pass') {
    return moveError('captain/finish-small-wharf', 'captain.small-wharf', 'Finish loading your Small Wharf first (pass when done).');
  }
  if (m.type === 'union-hall' || bonusOf(m) !== undefined) {
    const legal: Move[] = [];
    captain.moves(s, seat, legal);
    // A Union Hall move of any kind: wrong count, or none waiting (`bonus/decline-not-offered`).
    if (m.type === 'union-hall') return declineError(legal.find((l) => l.type === 'union-hall' && l.bonus !== undefined));
    const { bonus: _, ...rest } = m as Move & { bonus?: number };
    const plain = rest as Move;
    if (!legal.some((l) => sameMove(l, plain))) return diagnoseCaptain(s, seat, plain);
    const offered = legal.find((l) => l.type === m.type && bonusOf(l) !== undefined && sameMove(l, { ...plain, bonus: bonusOf(l) } as Move));
    return declineError(offered);
  }
  if (m.type === 'pass') return moveError('captain/must-load', 'captain.must-load', 'You must load goods on a ship when you can.');
  if (m.type === 'wharf') {
    if (p.goods[m.good] <= 0) return moveError('captain/no-good', 'captain.load-all', `You have no ${m.good}.`);
    if (!works(p, 'wharf')) return moveError('captain/no-wharf', 'captain.wharf', 'You need a working Wharf.');
    return moveError('captain/wharf-used', 'captain.wharf', 'You can use your Wharf only once per Captain phase.');
  }
  if (m.type === 'small-wharf') {
    if (p.goods[m.good] <= 0) return moveError('captain/no-good', 'captain.small-wharf', `You have no ${m.good}.`);
    if (!works(p, 'smallWharf')) return moveError('captain/no-small-wharf', 'captain.small-wharf', 'You need a working Small Wharf.');
    return moveError('captain/small-wharf-used', 'captain.small-wharf', 'You can use your Small Wharf only once per Captain phase.');
  }
  if (m.type !== 'load') return null;
  const ship = s.ships[m.ship];
  if (ship === undefined) return moveError('captain/no-such-ship', 'captain.ship-one-kind', `There is no ship ${m.ship}.`);
  const have = p.goods[m.good];
  if (have <= 0) return moveError('captain/no-good', 'captain.load-all', `You have no ${m.good}.`);
  if (ship.count >= ship.capacity) return moveError('captain/ship-full', 'captain.ship-full', 'That ship is full.');
  if (ship.good !== null && ship.good !== m.good) return moveError('captain/ship-other-kind', 'captain.ship-one-kind', `That ship carries ${ship.good}; a ship carries only one kind.`);
  if (ship.good === null && s.ships.some((x) => x.good === m.good)) return moveError('captain/kind-on-other-ship', 'captain.kind-on-other-ship', `${m.good} is already on another ship.`);
  if (ship.good === null) return moveError('captain/must-load-most', 'captain.load-largest', 'You must load the ship where the most barrels fit.');
  return null;
}

// ---- Storage at the end of the Captain phase ------------------------------------------------

/** Room after loading: whole kinds in warehouses, loose barrels on the windrose (+3 Storehouse). */
export function storageRoom(p: PlayerState): { kinds: number; barrels: number } {
  return {
    kinds: (works(p, 'smallWarehouse') ? 1 : 0) + (works(p, 'largeWarehouse') ? 2 : 0),
    barrels: 1 + (works(p, 'storehouse') ? 3 : 0),
  };
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k <= 0) return [[]];
  if (items.length < k) return [];
  const out: T[][] = [];
  const rec = (start: number, acc: T[]): void => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < items.length; i++) {
      acc.push(items[i]!);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

/** Multisets of exactly `k` barrels taken from `pool`. */
function barrelChoices(pool: ByGood<number>, k: number): ByGood<number>[] {
  const out: ByGood<number>[] = [];
  const acc = zeroGoods();
  const rec = (gi: number, left: number): void => {
    if (left === 0) {
      out.push({ ...acc });
      return;
    }
    if (gi >= GOODS.length) return;
    const g = GOODS[gi]!;
    const max = Math.min(pool[g], left);
    for (let n = max; n >= 0; n--) {
      acc[g] = n;
      rec(gi + 1, left - n);
    }
    acc[g] = 0;
  };
  rec(0, k);
  return out;
}

/** What a keep move leaves the player with. */
export function keptGoods(p: PlayerState, warehouse: readonly Good[], barrels: ByGood<number>): ByGood<number> {
  const out = zeroGoods();
  for (const g of GOODS) out[g] = warehouse.includes(g) ? p.goods[g] : barrels[g];
  return out;
}

/** Radix of the keep options' result key: larger than any player's count of one kind, and 5 digits stay exact. */
const KEY_BASE = 1024;

/**
 * The ways to keep goods when not everything fits (seed 000, Áruk raktározása): fill the
 * warehouses with whole kinds and keep as many loose barrels as allowed; one move per distinct
 * result. Empty when everything can be kept.
 */
export function keepOptions(p: PlayerState): Move[] {
  const g = p.goods;
  const total = g.corn + g.indigo + g.sugar + g.tobacco + g.coffee;
  if (total <= 1) return [];
  // Cheap exits first, without allocating: this runs for every player after every Captain phase.
  const barrelRoom = 1 + (works(p, 'storehouse') ? 3 : 0);
  if (total <= barrelRoom) return [];
  const kindCount = (g.corn > 0 ? 1 : 0) + (g.indigo > 0 ? 1 : 0) + (g.sugar > 0 ? 1 : 0) + (g.tobacco > 0 ? 1 : 0) + (g.coffee > 0 ? 1 : 0);
  if (kindCount <= 0 + (works(p, 'smallWarehouse') ? 1 : 0) + (works(p, 'largeWarehouse') ? 2 : 0)) return [];
  const room = storageRoom(p);
  const kinds = GOODS.filter((k) => g[k] > 0);
  const out: Move[] = [];
  // Distinct results by a number: each kept count is below KEY_BASE (a kind has at most 11 barrels).
  const seen = new Set<number>();
  let allFit = false;
  for (const w of combinations(kinds, room.kinds)) {
    const rest = zeroGoods();
    let restCount = 0;
    for (const g of kinds)
      if (!w.includes(g)) {
        rest[g] = p.goods[g];
        restCount += p.goods[g];
      }
    if (restCount <= room.barrels) {
      allFit = true;
      break;
    }
    for (const barrels of barrelChoices(rest, room.barrels)) {
      let key = 0;
      for (const g of GOODS) key = key * KEY_BASE + (w.includes(g) ? p.goods[g] : barrels[g]);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: 'keep', warehouse: w, barrels });
    }
  }
  return allFit ? [] : out;
}

/**
 * The options beginTurn computed, for the move generator that runs right after it on the same
 * board (keyed by player object and ply, as the Mayor's scan is).
 */
let keptFor: PlayerState | null = null;
let keptPly = -1;
let kept: Move[] = [];

/** Storage at the end of the Captain phase, then full ships are emptied. */
export const storage: PhaseHandler = {
  start() {},

  beginTurn(s, seat) {
    const p = s.players[seat]!;
    const options = keepOptions(p);
    keptFor = null;
    if (options.length === 0) return;
    if (options.length === 1) {
      // A forced choice is made for the player, unless a Guest House move could still change it.
      const guests: Move[] = [];
      guestMoves(s, seat, guests);
      if (guests.length === 0) {
        keep(s, p, options[0]!);
        return;
      }
    }
    keptFor = p;
    keptPly = s.ply;
    kept = options;
  },

  moves(s, seat, out) {
    const p = s.players[seat]!;
    const options = keptFor === p && keptPly === s.ply ? kept : keepOptions(p);
    keptFor = null;
    for (const m of options) out.push(m);
  },

  apply(s, seat, m) {
    if (m.type === 'keep') keep(s, s.players[seat]!, m);
    return true;
  },

  end(s) {
    // Only full ships are emptied (seed 000).
    note('captain.empty-full-ships');
    for (const ship of s.ships) {
      if (ship.count >= ship.capacity && ship.good !== null) {
        s.goods[ship.good] += ship.count;
        ship.good = null;
        ship.count = 0;
      }
    }
  },

  diagnose(s, seat, m) {
    if (m.type !== 'keep') return null;
    const room = storageRoom(s.players[seat]!);
    if (m.warehouse.length > room.kinds) return moveError('storage/warehouse-room', 'captain.warehouses', `Your working warehouses hold ${room.kinds} kind(s).`);
    return moveError(
      'storage/keep',
      'captain.storage',
      `Keep one barrel${room.barrels > 1 ? ` (${room.barrels} with your Storehouse)` : ''} plus whole kinds in your working warehouses, as much as fits.`,
    );
  },
};

function keep(s: GameState, p: PlayerState, m: Move): void {
  if (m.type !== 'keep') return;
  if (noting()) {
    note('captain.storage');
    if (m.warehouse.length > 0) note('captain.warehouses');
    if (works(p, 'storehouse')) note('captain.storehouse');
  }
  const kept = keptGoods(p, m.warehouse, m.barrels);
  for (const g of GOODS) {
    const lost = p.goods[g] - kept[g];
    if (lost > 0) {
      p.goods[g] -= lost;
      s.goods[g] += lost;
    }
  }
}
