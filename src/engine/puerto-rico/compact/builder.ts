/** The Builder phase in compact form (../builder.ts). */
import type { CompactGame } from './state';
import {
  B,
  CIRCLES,
  COLUMN,
  COST,
  SIZE,
  citySlot,
  citySpacesUsed,
  forests,
  bonusTaken,
  giveVp,
  largeBuildings,
  occupiedQuarries,
  payToBank,
  playerAt,
  returnVp,
  seatsFrom,
  setCityColonists,
  supplyWritten,
  takeFreeColonist,
  trigger,
  works,
} from './board';
import { FOREST, NONE, PH } from './ids';
import { G, P } from './layout';
import { type MoveList, PASS_CODE, buildCode, payCode, withBonus } from './move-list';
import { T } from './moves';

const BUILDING_COUNT = COST.length;
/** The dearest building: a budget above it affords every one. */
const MAX_COST = /* @__PURE__ */ Math.max(...COST);
const STRIDE = MAX_COST + 1;

/**
 * The buildings of each quarry column (1-4) whose cost is at most a budget (0 to MAX_COST), as bit
 * sets in two words (ids 0-31, 32-63), at ((column * STRIDE) + budget) * 2: the Builder's listing
 * reads the affordable buildings from four entries instead of pricing all 37 ids (issue #18.3).
 */
const AFFORD = /* @__PURE__ */ affordTable();
/** The large buildings, in the same two words. */
const LARGE = /* @__PURE__ */ largeMask();

function affordTable(): Int32Array {
  const t = new Int32Array(5 * STRIDE * 2);
  for (let k = 0; k < COST.length; k++) for (let budget = COST[k]!; budget <= MAX_COST; budget++) t[(COLUMN[k]! * STRIDE + budget) * 2 + (k >> 5)]! |= 1 << (k & 31);
  return t;
}

function largeMask(): Int32Array {
  const t = new Int32Array(2);
  for (let k = 0; k < SIZE.length; k++) if (SIZE[k] === 2) t[k >> 5]! |= 1 << (k & 31);
  return t;
}

/** Where AFFORD holds a column's buildings within `budget` doubloons. */
const affordAt = (column: number, budget: number): number => (column * STRIDE + (budget < MAX_COST ? budget : MAX_COST)) * 2;
/** Black Market colonist sources as payment codes (2 + place, 1 San Juan), and goods held (1 + good). */
const sources = new Int32Array(64);
const heldGoods = new Int32Array(6);

export function builderStart(g: CompactGame): void {
  seatsFrom(g.a, G.queue, g.a[G.chooser]!);
}

/** Payments covering exactly `shortfall` (seed 001 Feketepiac), in ../builder.ts order. */
function blackMarketMoves(a: Int32Array, o: number, b: number, shortfall: number, out: MoveList): void {
  let ns = 0;
  sources[ns++] = 0;
  if (a[o + P.sanJuan]! > 0) sources[ns++] = 1;
  const islandStart = ns;
  for (let i = 0; i < a[o + P.islandLength]!; i++) {
    const tile = a[o + P.island + 2 * i]!;
    if (a[o + P.island + 2 * i + 1]! <= 0 || tile === FOREST) continue;
    let seen = false;
    for (let j = islandStart; j < ns; j++) if (sources[j] === 2 + tile) seen = true;
    if (!seen) sources[ns++] = 2 + tile;
  }
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const c = a[o + P.city + 3 * i]!;
    if (a[o + P.city + 3 * i + 1]! > 0 && c !== B.blackMarket) sources[ns++] = 2 + 7 + c;
  }
  let ng = 0;
  heldGoods[ng++] = 0;
  for (let k = 0; k < 5; k++) if (a[o + P.goods + k]! > 0) heldGoods[ng++] = 1 + k;
  const vps = a[o + P.vp]! > 0 ? 2 : 1;
  for (let i = 0; i < ns; i++) {
    for (let j = 0; j < ng; j++) {
      for (let v = 0; v < vps; v++) {
        if ((sources[i] !== 0 ? 1 : 0) + (heldGoods[j] !== 0 ? 1 : 0) + v === shortfall) out.push(buildCode(b, 0, payCode(sources[i]!, heldGoods[j]!, v)));
      }
    }
  }
}

export function builderMoves(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  const o = playerAt(seat);
  let used = 0;
  let large = 0;
  // Owned buildings as a bit set in two words (ids 0-31, 32-63): no table to clear per listing.
  let ownedLo = 0;
  let ownedHi = 0;
  let library = false;
  let blackMarket = false;
  let university = false;
  let church = false;
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const k = a[o + P.city + 3 * i]!;
    const size = SIZE[k]!;
    used += size;
    if (size === 2) large++;
    if (k < 32) ownedLo |= 1 << k;
    else ownedHi |= 1 << (k - 32);
    if (a[o + P.city + 3 * i + 1]! > 0) {
      if (k === B.library) library = true;
      else if (k === B.blackMarket) blackMarket = true;
      else if (k === B.university) university = true;
      else if (k === B.church) church = true;
    }
  }
  const quarries = occupiedQuarries(a, o);
  const free = 12 - used;
  if (free <= 0) return;
  // Seed 000 Az építész: one large building per column of the 4 x 3 city (builder.large-column).
  const maxSize = large >= 4 ? 1 : free;
  const discount = (seat === a[G.chooser] ? (library ? 2 : 1) : 0) + (forests(a, o) >> 1);
  const money = a[o + P.doubloons]!;
  // A building is affordable when its cost less the discount and its column's quarries is at most
  // the money, that is its cost at most money + discount + min(quarries, column): one AFFORD entry
  // per column. With a working Black Market, up to 3 doubloons short is paid in kind.
  let lo = 0;
  let hi = 0;
  let shortLo = 0;
  let shortHi = 0;
  for (let col = 1; col <= 4; col++) {
    const budget = money + discount + (quarries < col ? quarries : col);
    const at = affordAt(col, budget);
    lo |= AFFORD[at]!;
    hi |= AFFORD[at + 1]!;
    if (blackMarket) {
      const short = affordAt(col, budget + 3);
      shortLo |= AFFORD[short]!;
      shortHi |= AFFORD[short + 1]!;
    }
  }
  const closedLo = ownedLo | (maxSize < 2 ? LARGE[0]! : 0);
  const closedHi = ownedHi | (maxSize < 2 ? LARGE[1]! : 0);
  lo &= ~closedLo;
  hi &= ~closedHi;
  shortLo &= ~(closedLo | lo);
  shortHi &= ~(closedHi | hi);
  // In id order, as the rules list them (../builder.ts).
  for (let w = 0; w < 2; w++) {
    const buy = w === 0 ? lo : hi;
    let left = buy | (w === 0 ? shortLo : shortHi);
    while (left !== 0) {
      const bit = left & -left;
      left ^= bit;
      const k = (w << 5) + 31 - Math.clz32(bit);
      if (a[G.buildings + k]! <= 0) continue;
      if ((buy & bit) !== 0) out.push(buildCode(k, 0, 0));
      else {
        const col = COLUMN[k]!;
        blackMarketMoves(a, o, k, COST[k]! - discount - (quarries < col ? quarries : col) - money, out);
      }
    }
  }
  // Seed 000 Egyetem: the University colonist is a "may": every build also comes without it.
  if (out.n > 0 && university) {
    const supply = a[G.colonists]! + a[G.colonistShip]! > 0;
    const end = out.n;
    for (let i = 0; i < end; i++) {
      const m = out.codes[i]!;
      if ((m & 31) !== T.build || ((m >> 5) & 63) === B.university) continue;
      const pay = m >> 12;
      const paysColonist = (pay & 1) === 1 && ((pay >> 1) & 63) !== 0;
      if (supply || paysColonist) out.push(m | (1 << 11));
    }
  }
  // RULINGS.md base 22: Church VP that would hand out the last chip (../builder.ts churchDeclines).
  if (out.n > 0 && church && a[G.endTriggers] === 0 && !g.options.fullCityEnd) {
    const end = out.n;
    for (let i = 0; i < end; i++) {
      const m = out.codes[i]!;
      const b = (m >> 5) & 63;
      if ((m & 31) !== T.build || used + SIZE[b]! >= 12) continue;
      const pay = (m >> 12) & 2047;
      const chips = a[G.vpChips]! + ((pay & 1) === 1 && ((pay >> 10) & 1) === 1 && a[G.vpOnPaper] === 0 ? 1 : 0);
      const taken = bonusTaken(a, g.options, 0, churchVp(b), chips);
      if (taken >= 0) out.push(withBonus(m, taken));
    }
  }
  if (out.n > 0) out.push(PASS_CODE);
}

/** The Church's VP for building `b` (seed 001 Templom). */
const churchVp = (b: number): number => (b === B.church ? 0 : COLUMN[b] === 4 ? 2 : COLUMN[b]! >= 2 ? 1 : 0);

/** What `seat` pays for building `b` (../builder.ts buildPrice). */
function buildPrice(g: CompactGame, seat: number, b: number): number {
  const a = g.a;
  const o = playerAt(seat);
  let price = COST[b]!;
  if (seat === a[G.chooser] && a[G.phase] === PH.builder) price -= works(a, o, B.library) ? 2 : 1;
  const q = occupiedQuarries(a, o);
  price -= q < COLUMN[b]! ? q : COLUMN[b]!;
  price -= forests(a, o) >> 1;
  return price > 0 ? price : 0;
}

/** Takes one colonist from a Black Market source (1 San Juan, 2 + place). */
function removeColonist(a: Int32Array, o: number, source: number): void {
  if (source === 1) {
    a[o + P.sanJuan] = a[o + P.sanJuan]! - 1;
    return;
  }
  const place = source - 2;
  if (place >= 7) {
    for (let i = 0; i < a[o + P.cityLength]!; i++) {
      const at = o + P.city + 3 * i;
      if (a[at] !== place - 7 || a[at + 1] === 0) continue;
      const left = a[at + 1]! - 1;
      setCityColonists(a, o, at, left);
      if (a[at + 2] !== NONE && a[at + 2]! > left) a[at + 2] = left === 0 ? NONE : left;
      return;
    }
    return;
  }
  for (let i = 0; i < a[o + P.islandLength]!; i++) {
    if (a[o + P.island + 2 * i] === place && a[o + P.island + 2 * i + 1]! > 0) {
      a[o + P.island + 2 * i + 1] = a[o + P.island + 2 * i + 1]! - 1;
      return;
    }
  }
}

export function builderApply(g: CompactGame, seat: number, code: number): boolean {
  if ((code & 31) !== T.build) return true;
  const a = g.a;
  const o = playerAt(seat);
  const b = (code >> 5) & 63;
  const pay = code >> 12;
  const price = buildPrice(g, seat, b);
  if ((pay & 1) === 1) {
    const source = (pay >> 1) & 63;
    const good = (pay >> 7) & 7;
    if (source !== 0) {
      removeColonist(a, o, source);
      a[G.colonists] = a[G.colonists]! + 1;
    }
    if (good !== 0) {
      a[o + P.goods + good - 1] = a[o + P.goods + good - 1]! - 1;
      a[G.goods + good - 1] = a[G.goods + good - 1]! + 1;
    }
    if (((pay >> 10) & 1) === 1) returnVp(a, o);
    payToBank(a, o, a[o + P.doubloons]!);
  } else payToBank(a, o, price);
  supplyWritten(a);
  a[G.buildings + b] = a[G.buildings + b]! - 1;
  const n = a[o + P.cityLength]!;
  const at = o + P.city + 3 * n;
  a[at] = b;
  setCityColonists(a, o, at, 0);
  a[at + 2] = NONE;
  a[o + P.cityLength] = n + 1;
  if (b === B.guestHouse) a[G.guestHouses] = a[G.guestHouses]! | (1 << seat);
  // Seed 000 Egyetem: a colonist onto the new building; seed 001: the Statue's goes to San Juan.
  if (b !== B.university && ((code >> 11) & 1) === 0 && works(a, o, B.university) && takeFreeColonist(a)) {
    if (CIRCLES[b]! > 0) setCityColonists(a, o, at, 1);
    else a[o + P.sanJuan] = a[o + P.sanJuan]! + 1;
    if (b === B.guestHouse && a[at + 1]! > 0) a[at + 2] = a[at + 1]!;
  }
  // Seed 001 Templom: 1 VP for columns 2-3, 2 VP for column 4; fewer when declined (RULINGS.md base 22).
  if (works(a, o, B.church)) {
    const vp = churchVp(b);
    const declined = (code >> 23) & 3;
    giveVp(a, g.options, o, declined !== 0 && declined - 1 < vp ? declined - 1 : vp);
  }
  if (citySpacesUsed(a, o) >= 12) trigger(a, g.options, 'buildings');
  return true;
}

/** Whether some player could still fill his city exactly with buildings left (../builder.ts someCityCanFill). */
export function someCityCanFill(g: CompactGame): boolean {
  const a = g.a;
  for (let seat = 0; seat < a[G.players]!; seat++) {
    const o = playerAt(seat);
    const free = 12 - citySpacesUsed(a, o);
    if (free <= 0) return true;
    const columns = 4 - largeBuildings(a, o);
    let small = 0;
    let large = 0;
    for (let k = 0; k < BUILDING_COUNT; k++) {
      if (a[G.buildings + k]! <= 0 || citySlot(a, o, k) >= 0) continue;
      if (SIZE[k] === 2) large++;
      else small++;
    }
    const pairs = Math.min(large, columns, Math.floor(free / 2));
    if (free - 2 * pairs <= small) return true;
  }
  return false;
}
