/**
 * Reading and changing a compact game (issue #18.1): the building table by integer id, the lists,
 * one player's board, and the supplies (the compact twins of ../state.ts and ../supply.ts).
 */
import { BUILDING } from '../buildings';
import { FOREST, NONE, QUARRY, buildingId, endReasonId } from './ids';
import { G, P, playerAt } from './layout';
import { BUILDINGS } from '../vocabulary';
import type { BuildingId, EndReason } from '../vocabulary';
import type { GameOptions } from '../options';

/** Counts a write to the plantation tiles (./layout.ts G.tilesWritten). */
export function tilesWritten(a: Int32Array): void {
  a[G.tilesWritten] = a[G.tilesWritten]! + 1;
}

/** Counts a write to the building supply (./layout.ts G.supplyWritten). */
export function supplyWritten(a: Int32Array): void {
  a[G.supplyWritten] = a[G.supplyWritten]! + 1;
}

// ---- The building table by id -------------------------------------------------------------

const column = (f: (b: BuildingId) => number): Int32Array => Int32Array.from(BUILDINGS.map(f));
export const COST = /* @__PURE__ */ column((b) => BUILDING[b].cost);
export const CIRCLES = /* @__PURE__ */ column((b) => BUILDING[b].circles);
export const COLUMN = /* @__PURE__ */ column((b) => BUILDING[b].column);
export const SIZE = /* @__PURE__ */ column((b) => BUILDING[b].size);
export const VIOLET = /* @__PURE__ */ column((b) => (BUILDING[b].kind === 'violet' ? 1 : 0));

export const B = {
  smallIndigoPlant: /* @__PURE__ */ buildingId('smallIndigoPlant'),
  smallSugarMill: /* @__PURE__ */ buildingId('smallSugarMill'),
  indigoPlant: /* @__PURE__ */ buildingId('indigoPlant'),
  sugarMill: /* @__PURE__ */ buildingId('sugarMill'),
  tobaccoStorage: /* @__PURE__ */ buildingId('tobaccoStorage'),
  coffeeRoaster: /* @__PURE__ */ buildingId('coffeeRoaster'),
  smallMarket: /* @__PURE__ */ buildingId('smallMarket'),
  hacienda: /* @__PURE__ */ buildingId('hacienda'),
  constructionHut: /* @__PURE__ */ buildingId('constructionHut'),
  smallWarehouse: /* @__PURE__ */ buildingId('smallWarehouse'),
  hospice: /* @__PURE__ */ buildingId('hospice'),
  office: /* @__PURE__ */ buildingId('office'),
  largeMarket: /* @__PURE__ */ buildingId('largeMarket'),
  largeWarehouse: /* @__PURE__ */ buildingId('largeWarehouse'),
  factory: /* @__PURE__ */ buildingId('factory'),
  university: /* @__PURE__ */ buildingId('university'),
  harbor: /* @__PURE__ */ buildingId('harbor'),
  wharf: /* @__PURE__ */ buildingId('wharf'),
  aqueduct: /* @__PURE__ */ buildingId('aqueduct'),
  forestHouse: /* @__PURE__ */ buildingId('forestHouse'),
  blackMarket: /* @__PURE__ */ buildingId('blackMarket'),
  storehouse: /* @__PURE__ */ buildingId('storehouse'),
  guestHouse: /* @__PURE__ */ buildingId('guestHouse'),
  tradingPost: /* @__PURE__ */ buildingId('tradingPost'),
  church: /* @__PURE__ */ buildingId('church'),
  smallWharf: /* @__PURE__ */ buildingId('smallWharf'),
  lighthouse: /* @__PURE__ */ buildingId('lighthouse'),
  specialtyFactory: /* @__PURE__ */ buildingId('specialtyFactory'),
  library: /* @__PURE__ */ buildingId('library'),
  unionHall: /* @__PURE__ */ buildingId('unionHall'),
} as const;

// ---- Lists: a length slot, then the entries --------------------------------------------------

export function listHas(a: Int32Array, at: number, x: number): boolean {
  const n = a[at]!;
  for (let i = 1; i <= n; i++) if (a[at + i] === x) return true;
  return false;
}

export function listPush(a: Int32Array, at: number, x: number): void {
  const n = a[at]! + 1;
  a[at + n] = x;
  a[at] = n;
}

/** Removes and returns the first entry. */
export function listShift(a: Int32Array, at: number): number {
  const n = a[at]!;
  const first = a[at + 1]!;
  for (let i = 1; i < n; i++) a[at + i] = a[at + i + 1]!;
  a[at] = n - 1;
  return first;
}

/** Removes and returns the last entry. */
export function listPop(a: Int32Array, at: number): number {
  const n = a[at]!;
  a[at] = n - 1;
  return a[at + n]!;
}

/** Removes the first entry equal to `x`, if any. */
export function listRemove(a: Int32Array, at: number, x: number): void {
  const n = a[at]!;
  for (let i = 1; i <= n; i++) {
    if (a[at + i] !== x) continue;
    for (let j = i; j < n; j++) a[at + j] = a[at + j + 1]!;
    a[at] = n - 1;
    return;
  }
}

/** The queue (or any seat list) as the seats in playing order from `from`. */
export function seatsFrom(a: Int32Array, at: number, from: number): void {
  const n = a[G.players]!;
  a[at] = n;
  for (let i = 0; i < n; i++) a[at + 1 + i] = (from + i) % n;
}

/** Sets a flag list to `n` entries of 0. */
export function clearFlags(a: Int32Array, at: number, n: number): void {
  a[at] = n;
  for (let i = 1; i <= n; i++) a[at + i] = 0;
}

// ---- One player's board (o = playerAt(seat)) ----------------------------------------------------

/** The slot of the city space holding building `b`, or -1. */
export function citySlot(a: Int32Array, o: number, b: number): number {
  const n = a[o + P.cityLength]!;
  for (let i = 0; i < n; i++) if (a[o + P.city + 3 * i] === b) return o + P.city + 3 * i;
  return -1;
}

/** A building works when a colonist is on it (seed 000, A polgármester): its bit in P.working. */
export function works(a: Int32Array, o: number, b: number): boolean {
  return ((b < 32 ? a[o + P.working]! >>> b : a[o + P.working + 1]! >>> (b - 32)) & 1) === 1;
}

/**
 * Sets the colonists of the city space at slot `at` (building `a[at]`) and its bit in P.working:
 * every change of a building's colonists goes through here, so the bit set stays true.
 */
export function setCityColonists(a: Int32Array, o: number, at: number, n: number): void {
  a[at + 1] = n;
  const b = a[at]!;
  const w = b < 32 ? o + P.working : o + P.working + 1;
  const bit = 1 << (b < 32 ? b : b - 32);
  a[w] = n > 0 ? a[w]! | bit : a[w]! & ~bit;
}

export function citySpacesUsed(a: Int32Array, o: number): number {
  let used = 0;
  const n = a[o + P.cityLength]!;
  for (let i = 0; i < n; i++) used += SIZE[a[o + P.city + 3 * i]!]!;
  return used;
}

/** Empty circles in every city together (what the ship's colonists can still fill), for the bots' pace of the game. */
export function emptyCityCircles(a: Int32Array): number {
  let empty = 0;
  for (let seat = 0; seat < a[G.players]!; seat++) {
    const o = playerAt(seat);
    const n = a[o + P.cityLength]!;
    for (let i = 0; i < n; i++) empty += CIRCLES[a[o + P.city + 3 * i]!]! - a[o + P.city + 3 * i + 1]!;
  }
  return empty;
}

/** The most city spaces any player has used, for the bots' pace of the game. */
export function fullestCity(a: Int32Array): number {
  let fullest = 0;
  for (let seat = 0; seat < a[G.players]!; seat++) fullest = Math.max(fullest, citySpacesUsed(a, playerAt(seat)));
  return fullest;
}

export function largeBuildings(a: Int32Array, o: number): number {
  let large = 0;
  const n = a[o + P.cityLength]!;
  for (let i = 0; i < n; i++) if (SIZE[a[o + P.city + 3 * i]!] === 2) large++;
  return large;
}

export function islandPush(a: Int32Array, o: number, tile: number, colonists: number): void {
  const n = a[o + P.islandLength]!;
  a[o + P.island + 2 * n] = tile;
  a[o + P.island + 2 * n + 1] = colonists;
  a[o + P.islandLength] = n + 1;
}

export const islandCircles = (tile: number): number => (tile === FOREST ? 0 : 1);

/** Occupied quarries and all forests, for prices (seed 000 Kőbányák; seed 001 Erdészház). */
export function occupiedQuarries(a: Int32Array, o: number): number {
  let q = 0;
  const n = a[o + P.islandLength]!;
  for (let i = 0; i < n; i++) if (a[o + P.island + 2 * i] === QUARRY && a[o + P.island + 2 * i + 1]! > 0) q++;
  return q;
}

export function forests(a: Int32Array, o: number): number {
  let f = 0;
  const n = a[o + P.islandLength]!;
  for (let i = 0; i < n; i++) if (a[o + P.island + 2 * i] === FOREST) f++;
  return f;
}

export function goodsCount(a: Int32Array, at: number): number {
  return a[at]! + a[at + 1]! + a[at + 2]! + a[at + 3]! + a[at + 4]!;
}

/**
 * Puts up to `n` colonists from nowhere on the empty circles of a place (island tile kind below 7,
 * building 7 + id); returns how many fit (../mayor.ts placeColonists).
 */
export function placeColonists(a: Int32Array, o: number, place: number, n: number): number {
  if (place >= 7) {
    const at = citySlot(a, o, place - 7);
    if (at < 0) return 0;
    const free = CIRCLES[place - 7]! - a[at + 1]!;
    const k = free < n ? free : n;
    setCityColonists(a, o, at, a[at + 1]! + k);
    return k;
  }
  if (place === FOREST) return 0;
  let placed = 0;
  const len = a[o + P.islandLength]!;
  for (let i = 0; i < len && placed < n; i++) {
    if (a[o + P.island + 2 * i] === place && a[o + P.island + 2 * i + 1] === 0) {
      a[o + P.island + 2 * i + 1] = 1;
      placed++;
    }
  }
  return placed;
}

// ---- Supplies (../supply.ts) ------------------------------------------------------------

const VP_CHIPS_END = /* @__PURE__ */ endReasonId('vp-chips');
const COLONISTS_END = /* @__PURE__ */ endReasonId('colonists');
const BUILDINGS_END = /* @__PURE__ */ endReasonId('buildings');

/** Records an end condition (the full-city variant ignores the colonist and chip ends). */
export function trigger(a: Int32Array, options: GameOptions, reason: EndReason): void {
  if (options.fullCityEnd && (reason === 'colonists' || reason === 'vp-chips')) return;
  // Constant ids: once the chips are gone every VP given calls this, and the id Map showed in profiles.
  const id = reason === 'vp-chips' ? VP_CHIPS_END : reason === 'colonists' ? COLONISTS_END : reason === 'buildings' ? BUILDINGS_END : endReasonId(reason);
  if (!listHas(a, G.endTriggers, id)) listPush(a, G.endTriggers, id);
}

export function giveVp(a: Int32Array, options: GameOptions, o: number, n: number): void {
  if (n <= 0) return;
  a[o + P.vp] = a[o + P.vp]! + n;
  const chips = n < a[G.vpChips]! ? n : a[G.vpChips]!;
  a[G.vpChips] = a[G.vpChips]! - chips;
  a[G.vpOnPaper] = a[G.vpOnPaper]! + n - chips;
  if (a[G.vpChips] === 0) trigger(a, options, 'vp-chips');
}

/** The bonus VP that leave one chip when only the bonus would take the last (../supply.ts bonusTaken); -1 otherwise. */
export function bonusTaken(a: Int32Array, options: GameOptions, base: number, bonus: number, chips: number): number {
  if (bonus <= 0 || base >= chips || base + bonus < chips) return -1;
  if (options.fullCityEnd || a[G.endTriggers]! > 0) return -1;
  return chips - base - 1;
}

export function returnVp(a: Int32Array, o: number): void {
  a[o + P.vp] = a[o + P.vp]! - 1;
  if (a[G.vpOnPaper]! > 0) a[G.vpOnPaper] = a[G.vpOnPaper]! - 1;
  else a[G.vpChips] = a[G.vpChips]! + 1;
}

export function payFromBank(a: Int32Array, o: number, n: number): void {
  if (n <= 0) return;
  a[o + P.doubloons] = a[o + P.doubloons]! + n;
  a[G.bank] = a[G.bank]! - n;
}

export function payToBank(a: Int32Array, o: number, n: number): void {
  if (n <= 0) return;
  a[o + P.doubloons] = a[o + P.doubloons]! - n;
  a[G.bank] = a[G.bank]! + n;
}

/** A Hospice or University colonist: from the supply, else the ship, else none. */
export function takeFreeColonist(a: Int32Array): boolean {
  if (a[G.colonists]! > 0) {
    a[G.colonists] = a[G.colonists]! - 1;
    return true;
  }
  if (a[G.colonistShip]! > 0) {
    a[G.colonistShip] = a[G.colonistShip]! - 1;
    return true;
  }
  return false;
}

/**
 * The top face-down plantation, the discards reshuffled into a new stack when it runs out (the
 * same sfc32 draws as ../shuffle.ts); NONE when no tile is left.
 */
export function drawPlantation(a: Int32Array): number {
  tilesWritten(a);
  if (a[G.stack] === 0) {
    const n = a[G.discards]!;
    if (n === 0) return NONE;
    shuffleDiscards(a, n);
    for (let i = 1; i <= n; i++) a[G.stack + i] = a[G.discards + i]!;
    a[G.stack] = n;
    a[G.discards] = 0;
  }
  return listPop(a, G.stack);
}

/**
 * The discards reshuffled with the game's own generator: ../shuffle.ts shuffleInPlace's draws and
 * swaps, done on the array itself so that no list or generator tuple is allocated (issue #18.3).
 */
function shuffleDiscards(a: Int32Array, len: number): void {
  const at = G.discards + 1;
  let ra = a[G.rng]! >>> 0;
  let rb = a[G.rng + 1]! >>> 0;
  let rc = a[G.rng + 2]! >>> 0;
  let rd = a[G.rng + 3]! >>> 0;
  for (let i = len - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = Math.floor(0x1_0000_0000 / bound) * bound;
    let t: number;
    do {
      t = (((ra + rb) >>> 0) + rd) >>> 0;
      rd = (rd + 1) >>> 0;
      ra = (rb ^ (rb >>> 9)) >>> 0;
      rb = (rc + (rc << 3)) >>> 0;
      rc = ((rc << 21) | (rc >>> 11)) >>> 0;
      rc = (rc + t) >>> 0;
    } while (t >= limit);
    const j = t % bound;
    const tmp = a[at + i]!;
    a[at + i] = a[at + j]!;
    a[at + j] = tmp;
  }
  a[G.rng] = ra | 0;
  a[G.rng + 1] = rb | 0;
  a[G.rng + 2] = rc | 0;
  a[G.rng + 3] = rd | 0;
}

export { NONE, playerAt };
