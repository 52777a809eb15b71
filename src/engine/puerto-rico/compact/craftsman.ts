/** The Craftsman, Trader and Prospector phases in compact form (../craftsman.ts, ../trader.ts, ../prospector.ts). */
import type { CompactGame } from './state';
import { B, listHas, listPush, payFromBank, playerAt, seatsFrom, works } from './board';
import { G, P } from './layout';
import { type MoveList, PASS_CODE, goodCode } from './move-list';
import { T } from './moves';

const FACTORY_INCOME = [0, 0, 1, 2, 3, 5] as const;
const PRICE = [0, 1, 2, 3, 4] as const;
const cap = new Int32Array(5);
const got = new Int32Array(5);
/** Occupied plantations per kind (scratch of production). */
const workedTiles = new Int32Array(5);

/** What a player can produce now, into `cap` (../craftsman.ts productionInto). */
function production(a: Int32Array, o: number): void {
  let cI = 0;
  let cS = 0;
  let cT = 0;
  let cC = 0;
  let lI = 0;
  let lS = 0;
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const n = a[o + P.city + 3 * i + 1]!;
    if (n === 0) continue;
    switch (a[o + P.city + 3 * i]) {
      case B.smallIndigoPlant:
        cI += n;
        break;
      case B.indigoPlant:
        cI += n;
        lI += n;
        break;
      case B.smallSugarMill:
        cS += n;
        break;
      case B.sugarMill:
        cS += n;
        lS += n;
        break;
      case B.tobaccoStorage:
        cT += n;
        break;
      case B.coffeeRoaster:
        cC += n;
        break;
    }
  }
  const worked = workedTiles;
  for (let k = 0; k < 5; k++) worked[k] = 0;
  for (let i = 0; i < a[o + P.islandLength]!; i++) {
    const t = a[o + P.island + 2 * i]!;
    if (a[o + P.island + 2 * i + 1] !== 0 && t < 5) worked[t]!++;
  }
  cap[0] = worked[0]!;
  cap[1] = worked[1]! < cI ? worked[1]! : cI;
  cap[2] = worked[2]! < cS ? worked[2]! : cS;
  cap[3] = worked[3]! < cT ? worked[3]! : cT;
  cap[4] = worked[4]! < cC ? worked[4]! : cC;
  if (works(a, o, B.aqueduct)) {
    if (worked[1]! > 0 && lI > 0) cap[1]!++;
    if (worked[2]! > 0 && lS > 0) cap[2]!++;
  }
}

/**
 * What the player at offset `o` can produce now, by good id (../craftsman.ts productionCapacity),
 * for the bots' evaluation: a shared table, read before anything else is played.
 */
export function capacityAt(a: Int32Array, o: number): Int32Array {
  production(a, o);
  return cap;
}

function factoryIncome(a: Int32Array, o: number, at: Int32Array | number): number {
  if (!works(a, o, B.factory)) return 0;
  let kinds = 0;
  for (let k = 0; k < 5; k++) if ((typeof at === 'number' ? a[at + k]! : at[k]!) > 0) kinds++;
  return FACTORY_INCOME[kinds as 0 | 1 | 2 | 3 | 4 | 5];
}

function specialtyIncome(a: Int32Array, o: number, at: Int32Array | number): number {
  if (!works(a, o, B.specialtyFactory)) return 0;
  let most = 0;
  for (let k = 1; k < 5; k++) {
    const n = typeof at === 'number' ? a[at + k]! : at[k]!;
    if (n > most) most = n;
  }
  return most > 1 ? most - 1 : 0;
}

export function craftsmanStart(g: CompactGame): void {
  const a = g.a;
  const count = a[G.players]!;
  const chooser = a[G.chooser]!;
  for (let i = 0; i < count; i++) {
    const seat = (chooser + i) % count;
    const o = playerAt(seat);
    production(a, o);
    const mine = seat === chooser;
    for (let k = 0; k < 5; k++) {
      const n = cap[k]! < a[G.goods + k]! ? cap[k]! : a[G.goods + k]!;
      if (mine) a[G.produced + k] = n;
      else got[k] = n;
      a[G.goods + k] = a[G.goods + k]! - n;
      a[o + P.goods + k] = a[o + P.goods + k]! + n;
    }
    payFromBank(a, o, factoryIncome(a, o, mine ? G.produced : got));
    if (mine) {
      a[G.craftKinds] = 0;
      for (let k = 0; k < 5; k++) if (cap[k]! > 0) listPush(a, G.craftKinds, k);
    } else payFromBank(a, o, specialtyIncome(a, o, got));
  }
  a[G.craftBonus] = works(a, playerAt(chooser), B.library) ? 2 : 1;
  a[G.queue] = 0;
  if (a[G.craftKinds]! > 0) listPush(a, G.queue, chooser);
}

export function craftsmanMoves(g: CompactGame, out: MoveList): void {
  const a = g.a;
  for (let i = 1; i <= a[G.craftKinds]!; i++) {
    const k = a[G.craftKinds + i]!;
    if (a[G.goods + k]! > 0) out.push(goodCode(T.craft, k));
  }
  if (out.n > 0) out.push(PASS_CODE);
}

export function craftsmanApply(g: CompactGame, seat: number, code: number): boolean {
  if ((code & 31) !== T.craft) return true;
  const a = g.a;
  const k = (code >> 5) & 7;
  const o = playerAt(seat);
  a[G.goods + k] = a[G.goods + k]! - 1;
  a[o + P.goods + k] = a[o + P.goods + k]! + 1;
  a[G.produced + k] = a[G.produced + k]! + 1;
  a[G.craftBonus] = a[G.craftBonus]! - 1;
  return a[G.craftBonus]! <= 0;
}

export function craftsmanEnd(g: CompactGame): void {
  const o = playerAt(g.a[G.chooser]!);
  payFromBank(g.a, o, specialtyIncome(g.a, o, G.produced));
}

// ---- Trader -----------------------------------------------------------------------------

function privilege(a: Int32Array, seat: number): number {
  if (seat !== a[G.chooser]) return 0;
  return works(a, playerAt(seat), B.library) ? 2 : 1;
}

export function traderStart(g: CompactGame): void {
  seatsFrom(g.a, G.queue, g.a[G.chooser]!);
}

export function traderMoves(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  const o = playerAt(seat);
  if (a[G.tradingHouse]! < 4) {
    const office = works(a, o, B.office);
    for (let k = 0; k < 5; k++) if (a[o + P.goods + k]! > 0 && (office || !listHas(a, G.tradingHouse, k))) out.push(goodCode(T.sell, k));
  }
  if (works(a, o, B.tradingPost)) for (let k = 0; k < 5; k++) if (a[o + P.goods + k]! > 0) out.push(goodCode(T.tradingPost, k));
  if (out.n > 0) out.push(PASS_CODE);
}

export function traderApply(g: CompactGame, seat: number, code: number): boolean {
  const a = g.a;
  const o = playerAt(seat);
  const type = code & 31;
  const k = (code >> 5) & 7;
  if (type === T.sell) {
    a[o + P.goods + k] = a[o + P.goods + k]! - 1;
    listPush(a, G.tradingHouse, k);
    payFromBank(a, o, PRICE[k as 0]! + privilege(a, seat) + (works(a, o, B.smallMarket) ? 1 : 0) + (works(a, o, B.largeMarket) ? 2 : 0));
  } else if (type === T.tradingPost) {
    a[o + P.goods + k] = a[o + P.goods + k]! - 1;
    a[G.goods + k] = a[G.goods + k]! + 1;
    payFromBank(a, o, PRICE[k as 0]! + privilege(a, seat));
  }
  return true;
}

export function traderEnd(g: CompactGame): void {
  const a = g.a;
  if (a[G.tradingHouse]! >= 4) {
    for (let i = 1; i <= a[G.tradingHouse]!; i++) a[G.goods + a[G.tradingHouse + i]!] = a[G.goods + a[G.tradingHouse + i]!]! + 1;
    a[G.tradingHouse] = 0;
  }
}

export function prospectorStart(g: CompactGame): void {
  const a = g.a;
  const o = playerAt(a[G.chooser]!);
  payFromBank(a, o, works(a, o, B.library) ? 2 : 1);
  a[G.queue] = 0;
}
