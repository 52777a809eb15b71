/** The Captain phase and the storage that ends it, in compact form (../captain.ts). */
import type { CompactGame } from './state';
import { B, bonusTaken, clearFlags, giveVp, goodsCount, listPush, payFromBank, playerAt, seatsFrom, works } from './board';
import { NONE, PH } from './ids';
import { G, P } from './layout';
import { type MoveList, PASS_CODE, UNION_HALL_CODE, goodCode, keepCode, loadCode, withBonus } from './move-list';
import { T } from './moves';
import { guestMovesInto } from './guests';

/** Pushes the load moves of good `k` for a player holding `have` (../captain.ts forEachShipFor); returns how many. */
function loadMoves(a: Int32Array, k: number, have: number, out: MoveList | null): number {
  const ships = a[G.ships]!;
  for (let i = 0; i < ships; i++) {
    const at = G.ships + 1 + 3 * i;
    if (a[at + 1] === k) {
      if (a[at + 2]! >= a[at]!) return 0;
      out?.push(loadCode(k, i));
      return 1;
    }
  }
  let best = 0;
  for (let i = 0; i < ships; i++) {
    const at = G.ships + 1 + 3 * i;
    if (a[at + 2] !== 0) continue;
    const fit = have < a[at]! ? have : a[at]!;
    if (fit > best) best = fit;
  }
  if (best === 0) return 0;
  let n = 0;
  for (let i = 0; i < ships; i++) {
    const at = G.ships + 1 + 3 * i;
    if (a[at + 2] === 0 && (have < a[at]! ? have : a[at]!) === best) {
      out?.push(loadCode(k, i));
      n++;
    }
  }
  return n;
}

export function captainStart(g: CompactGame): void {
  const a = g.a;
  const n = a[G.players]!;
  clearFlags(a, G.wharfUsed, n);
  clearFlags(a, G.smallWharfUsed, n);
  clearFlags(a, G.hadTurn, n);
  a[G.hasSmallWharf] = 0;
  a[G.idle] = 0;
  a[G.captainPrivilegeUsed] = 0;
  // Seed 001: a Captain with a working Lighthouse gets 1 doubloon even if he loads nothing.
  const c = playerAt(a[G.chooser]!);
  if (works(a, c, B.lighthouse)) payFromBank(a, c, 1);
  seatsFrom(a, G.queue, a[G.chooser]!);
}

export function captainBeginTurn(g: CompactGame, seat: number): void {
  const a = g.a;
  if (a[G.hadTurn + 1 + seat] === 1) return;
  // Seed 001 Egyleti székház: at the first turn, before loading, 1 VP per 2 barrels of a kind;
  // they wait for his first move when a decline is offered (../captain.ts beginTurn).
  if (unionHallDecline(g, seat) >= 0) return;
  a[G.hadTurn + 1 + seat] = 1;
  const o = playerAt(seat);
  if (works(a, o, B.unionHall)) giveVp(a, g.options, o, unionHallVp(a, o));
}

function unionHallVp(a: Int32Array, o: number): number {
  let vp = 0;
  for (let k = 0; k < 5; k++) vp += a[o + P.goods + k]! >> 1;
  return vp;
}

/** The Union Hall VP waiting for `seat`'s first move may be declined down to this, or -1 (../captain.ts unionHallDecline). */
function unionHallDecline(g: CompactGame, seat: number): number {
  const a = g.a;
  if (a[G.hadTurn + 1 + seat] === 1 || a[G.hasSmallWharf] === 1) return -1;
  const o = playerAt(seat);
  if (!works(a, o, B.unionHall)) return -1;
  return bonusTaken(a, g.options, 0, unionHallVp(a, o), a[G.vpChips]!);
}

/** ../captain.ts smallWharfDecline. */
function smallWharfDecline(g: CompactGame, seat: number, barrels: number): number {
  return bonusTaken(g.a, g.options, barrels >> 1, loadingBonus(g, seat, g.options.smallWharfHarbor), g.a[G.vpChips]!);
}

/** The declines of the moves that finish a Small Wharf loading in progress (../captain.ts smallWharfDeclines). */
function smallWharfDeclines(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  const o = playerAt(seat);
  const n = goodsCount(a, G.smallWharf);
  if (goodsCount(a, o + P.goods) === 1) {
    const taken = smallWharfDecline(g, seat, n + 1);
    if (taken >= 0) for (let k = 0; k < 5; k++) if (a[o + P.goods + k]! > 0) out.push(withBonus(goodCode(T.smallWharf, k), taken));
  }
  const taken = smallWharfDecline(g, seat, n);
  if (taken >= 0) out.push(withBonus(PASS_CODE, taken));
}

export function captainMoves(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  const o = playerAt(seat);
  if (a[G.hasSmallWharf] === 1) {
    for (let k = 0; k < 5; k++) if (a[o + P.goods + k]! > 0) out.push(goodCode(T.smallWharf, k));
    out.push(PASS_CODE);
    smallWharfDeclines(g, seat, out);
    return;
  }
  const held = unionHallDecline(g, seat);
  const start = out.n;
  let mustLoad = false;
  for (let k = 0; k < 5; k++) {
    const have = a[o + P.goods + k]!;
    if (have !== 0 && loadMoves(a, k, have, out) > 0) mustLoad = true;
  }
  if (a[G.wharfUsed + 1 + seat] !== 1 && works(a, o, B.wharf)) for (let k = 0; k < 5; k++) if (a[o + P.goods + k]! > 0) out.push(goodCode(T.wharf, k));
  if (a[G.smallWharfUsed + 1 + seat] !== 1 && works(a, o, B.smallWharf)) for (let k = 0; k < 5; k++) if (a[o + P.goods + k]! > 0) out.push(goodCode(T.smallWharf, k));
  if (out.n > start && held < 0) bonusDeclines(g, seat, out, start);
  // Passing is allowed only when no cargo ship can take anything (reference §3 item 3).
  if (!mustLoad && out.n > 0) out.push(PASS_CODE);
  if (held >= 0) {
    if (out.n === start) out.push(UNION_HALL_CODE);
    out.push(withBonus(UNION_HALL_CODE, held));
  }
}

function loadingBonus(g: CompactGame, seat: number, harbor: boolean): number {
  const a = g.a;
  const o = playerAt(seat);
  let vp = harbor && works(a, o, B.harbor) ? 1 : 0;
  if (seat === a[G.chooser] && a[G.captainPrivilegeUsed] === 0) vp += works(a, o, B.library) ? 2 : 1;
  return vp;
}

/** `taken` 0 takes the whole bonus, else `taken` - 1 of it (a declined bonus, RULINGS.md base 22). */
function scoreLoading(g: CompactGame, seat: number, base: number, harbor: boolean, taken = 0): void {
  const a = g.a;
  const o = playerAt(seat);
  const bonus = loadingBonus(g, seat, harbor);
  if (seat === a[G.chooser]) a[G.captainPrivilegeUsed] = 1;
  giveVp(a, g.options, o, base + (taken !== 0 && taken - 1 < bonus ? taken - 1 : bonus));
  if (works(a, o, B.lighthouse)) payFromBank(a, o, 1);
  a[G.idle] = 0;
}

/** The barrels a load or Wharf code ships (../captain.ts shipped). */
function shipped(g: CompactGame, o: number, code: number): number {
  const a = g.a;
  const have = a[o + P.goods + ((code >> 5) & 7)]!;
  if ((code & 31) === T.load) {
    const at = G.ships + 1 + 3 * ((code >> 8) & 15);
    const room = a[at]! - a[at + 2]!;
    return have < room ? have : room;
  }
  const cap = g.options.wharfCapacity;
  return cap === null || have < cap ? have : cap;
}

/** The bonus declines of the load, Wharf and Small Wharf codes from `start` on (../captain.ts bonusDeclines). */
function bonusDeclines(g: CompactGame, seat: number, out: MoveList, start: number): void {
  const a = g.a;
  if (a[G.endTriggers]! > 0 || g.options.fullCityEnd) return;
  const bonus = loadingBonus(g, seat, true);
  const o = playerAt(seat);
  // A decline needs a loading's VP to reach the last chip, and no loading ships more than the
  // player's barrels: while more chips are left than those and the bonus (most of a game), none.
  if (goodsCount(a, o + P.goods) + bonus < a[G.vpChips]!) return;
  const end = out.n;
  for (let i = start; i < end; i++) {
    const m = out.codes[i]!;
    if ((m & 31) === T.smallWharf) {
      if (goodsCount(a, o + P.goods) !== 1) continue;
      const taken = smallWharfDecline(g, seat, 1);
      if (taken >= 0) out.push(withBonus(m, taken));
      continue;
    }
    if (bonus === 0 || ((m & 31) !== T.load && (m & 31) !== T.wharf)) continue;
    const taken = bonusTaken(a, g.options, shipped(g, o, m), bonus, a[G.vpChips]!);
    if (taken >= 0) out.push(withBonus(m, taken));
  }
}

/** `taken` as for scoreLoading. */
function finishSmallWharf(g: CompactGame, seat: number, taken: number): void {
  const a = g.a;
  const n = a[G.hasSmallWharf] === 1 ? goodsCount(a, G.smallWharf) : 0;
  a[G.hasSmallWharf] = 0;
  a.fill(0, G.smallWharf, G.smallWharf + 5);
  scoreLoading(g, seat, n >> 1, g.options.smallWharfHarbor, taken);
}

export function captainApply(g: CompactGame, seat: number, code: number): boolean {
  const a = g.a;
  const o = playerAt(seat);
  const k = (code >> 5) & 7;
  // Union Hall VP that waited for this first move (../captain.ts apply). Checked cheaply first:
  // this runs for every Captain-phase move of every playout.
  if (a[G.hadTurn + 1 + seat] === 0 && unionHallDecline(g, seat) >= 0) {
    a[G.hadTurn + 1 + seat] = 1;
    const vp = unionHallVp(a, o);
    const taken = (code & 31) === T.unionHall ? ((code >> 5) & 31) - 1 : -1;
    giveVp(a, g.options, o, taken >= 0 && taken < vp ? taken : vp);
    if ((code & 31) === T.unionHall) return false;
  }
  switch (code & 31) {
    case T.load: {
      const at = G.ships + 1 + 3 * ((code >> 8) & 15);
      const room = a[at]! - a[at + 2]!;
      const have = a[o + P.goods + k]!;
      const n = have < room ? have : room;
      a[at + 1] = k;
      a[at + 2] = a[at + 2]! + n;
      a[o + P.goods + k] = have - n;
      scoreLoading(g, seat, n, true, (code >> 12) & 3);
      return true;
    }
    case T.wharf: {
      const cap = g.options.wharfCapacity;
      const have = a[o + P.goods + k]!;
      const n = cap === null || have < cap ? have : cap;
      a[o + P.goods + k] = have - n;
      a[G.goods + k] = a[G.goods + k]! + n;
      a[G.wharfUsed + 1 + seat] = 1;
      scoreLoading(g, seat, n, true, (code >> 8) & 3);
      return true;
    }
    case T.smallWharf: {
      if (a[G.hasSmallWharf] === 0) {
        a[G.hasSmallWharf] = 1;
        a.fill(0, G.smallWharf, G.smallWharf + 5);
        a[G.smallWharfUsed + 1 + seat] = 1;
      }
      a[G.smallWharf + k] = a[G.smallWharf + k]! + 1;
      a[o + P.goods + k] = a[o + P.goods + k]! - 1;
      a[G.goods + k] = a[G.goods + k]! + 1;
      if (goodsCount(a, o + P.goods) > 0) return false;
      finishSmallWharf(g, seat, (code >> 8) & 3);
      return true;
    }
    case T.pass:
      if (a[G.hasSmallWharf] === 1) finishSmallWharf(g, seat, (code >> 5) & 3);
      else a[G.idle] = a[G.idle]! + 1;
      return true;
    default:
      return true;
  }
}

export function captainEndTurn(g: CompactGame, seat: number, skipped: boolean): void {
  const a = g.a;
  if (skipped) a[G.idle] = a[G.idle]! + 1;
  if (a[G.idle]! >= a[G.players]!) a[G.queue] = 0;
  else listPush(a, G.queue, seat);
}

export function captainEnd(g: CompactGame): void {
  g.a[G.phase] = PH.storage;
  seatsFrom(g.a, G.queue, g.a[G.chooser]!);
}

// ---- Storage ---------------------------------------------------------------------------

const seen = new Set<number>();
const rest = new Int32Array(5);
const pick = new Int32Array(5);

/**
 * The keep moves of the player at `o` (../captain.ts keepOptions, same order): warehouse kinds as
 * combinations of the kinds held, loose barrels as multisets, one move per distinct result.
 */
export function keepMoves(a: Int32Array, o: number, out: MoveList): void {
  const g = o + P.goods;
  const total = goodsCount(a, g);
  if (total <= 1) return;
  const barrelRoom = 1 + (works(a, o, B.storehouse) ? 3 : 0);
  if (total <= barrelRoom) return;
  let kindCount = 0;
  for (let k = 0; k < 5; k++) if (a[g + k]! > 0) kindCount++;
  const roomKinds = (works(a, o, B.smallWarehouse) ? 1 : 0) + (works(a, o, B.largeWarehouse) ? 2 : 0);
  if (kindCount <= roomKinds) return;
  const kinds: number[] = [];
  for (let k = 0; k < 5; k++) if (a[g + k]! > 0) kinds.push(k);
  seen.clear();
  const start = out.n;
  const combos = combinations(kinds.length, roomKinds);
  for (const c of combos) {
    let w = 0;
    for (const i of c) w |= 1 << kinds[i]!;
    let restCount = 0;
    for (let k = 0; k < 5; k++) {
      rest[k] = a[g + k]! > 0 && (w & (1 << k)) === 0 ? a[g + k]! : 0;
      restCount += rest[k]!;
    }
    if (restCount <= barrelRoom) {
      out.n = start;
      return;
    }
    barrelChoices(a, g, w, 0, barrelRoom, out);
  }
}

function barrelChoices(a: Int32Array, g: number, w: number, k: number, left: number, out: MoveList): void {
  if (left === 0) {
    let key = 0;
    let barrels = 0;
    for (let j = 0; j < 5; j++) {
      key = key * 1024 + ((w & (1 << j)) !== 0 ? a[g + j]! : pick[j]!);
      barrels |= pick[j]! << (3 * j);
    }
    if (!seen.has(key)) {
      seen.add(key);
      out.push(keepCode(w, barrels));
    }
    return;
  }
  if (k >= 5) return;
  const max = rest[k]! < left ? rest[k]! : left;
  for (let n = max; n >= 0; n--) {
    pick[k] = n;
    barrelChoices(a, g, w, k + 1, left - n, out);
  }
  pick[k] = 0;
}

const COMBOS = new Map<number, number[][]>();

/** Index sets of size `k` from `n` items, in lexicographic order. */
function combinations(n: number, k: number): number[][] {
  const key = n * 8 + k;
  let out = COMBOS.get(key);
  if (out !== undefined) return out;
  out = [];
  const acc: number[] = [];
  const rec = (start: number): void => {
    if (acc.length === k) {
      out!.push(acc.slice());
      return;
    }
    for (let i = start; i < n; i++) {
      acc.push(i);
      rec(i + 1);
      acc.pop();
    }
  };
  if (k <= 0) out.push([]);
  else if (n >= k) rec(0);
  COMBOS.set(key, out);
  return out;
}

function keep(a: Int32Array, o: number, code: number): void {
  const w = (code >> 5) & 31;
  for (let k = 0; k < 5; k++) {
    const have = a[o + P.goods + k]!;
    const kept = (w & (1 << k)) !== 0 ? have : (code >> (10 + 3 * k)) & 7;
    const lost = have - kept;
    if (lost > 0) {
      a[o + P.goods + k] = kept;
      a[G.goods + k] = a[G.goods + k]! + lost;
    }
  }
}

export function storageBeginTurn(g: CompactGame, seat: number, scratch: MoveList): void {
  const a = g.a;
  const o = playerAt(seat);
  scratch.n = 0;
  keepMoves(a, o, scratch);
  if (scratch.n !== 1) return;
  // A forced choice is made for the player, unless a Guest House move could still change it.
  const only = scratch.codes[0]!;
  scratch.n = 0;
  guestMovesInto(g, seat, scratch);
  if (scratch.n === 0) keep(a, o, only);
}

export function storageMoves(g: CompactGame, seat: number, out: MoveList): void {
  keepMoves(g.a, playerAt(seat), out);
}

export function storageApply(g: CompactGame, seat: number, code: number): boolean {
  if ((code & 31) === T.keep) keep(g.a, playerAt(seat), code);
  return true;
}

export function storageEnd(g: CompactGame): void {
  const a = g.a;
  // Only full ships are emptied (seed 000).
  for (let i = 0; i < a[G.ships]!; i++) {
    const at = G.ships + 1 + 3 * i;
    if (a[at + 2]! >= a[at]! && a[at + 1] !== NONE) {
      a[G.goods + a[at + 1]!] = a[G.goods + a[at + 1]!]! + a[at + 2]!;
      a[at + 1] = NONE;
      a[at + 2] = 0;
    }
  }
}
