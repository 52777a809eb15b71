/** The Mayor phase in compact form (../mayor.ts). */
import type { CompactGame } from './state';
import { B, CIRCLES, NONE, placeColonists, playerAt, seatsFrom, setCityColonists, trigger, works } from './board';
import { G, P } from './layout';
import { type MoveList, colonistCode } from './move-list';
import { T } from './moves';

/** Colonists the Mayor's privilege gives `seat` now: 1, 2 with a working Library, at most the supply. */
export function privilegeColonists(g: CompactGame, seat: number): number {
  const n = works(g.a, playerAt(seat), B.library) ? 2 : 1;
  return n < g.a[G.colonists]! ? n : g.a[G.colonists]!;
}

export function startMayor(g: CompactGame, take: number): void {
  const a = g.a;
  const n = a[G.players]!;
  const chooser = a[G.chooser]!;
  const p = privilegeColonists(g, chooser);
  const extra = p < take ? p : take;
  const o = playerAt(chooser);
  a[o + P.sanJuan] = a[o + P.sanJuan]! + extra;
  a[G.colonists] = a[G.colonists]! - extra;
  const ship = a[G.colonistShip]!;
  for (let i = 0; i < ship; i++) {
    const q = playerAt((chooser + i) % n);
    a[q + P.sanJuan] = a[q + P.sanJuan]! + 1;
  }
  a[G.colonistShip] = 0;
  seatsFrom(a, G.queue, chooser);
}

/** Takes every colonist off the board into San Juan (seed 000: the full rearrangement). */
function gather(a: Int32Array, o: number): void {
  scannedA = null;
  let s = a[o + P.sanJuan]!;
  for (let i = 0; i < a[o + P.islandLength]!; i++) {
    s += a[o + P.island + 2 * i + 1]!;
    a[o + P.island + 2 * i + 1] = 0;
  }
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    s += a[o + P.city + 3 * i + 1]!;
    a[o + P.city + 3 * i + 1] = 0;
    a[o + P.city + 3 * i + 2] = NONE;
  }
  // No building works with every colonist in San Juan (P.working).
  a[o + P.working] = 0;
  a[o + P.working + 1] = 0;
  a[o + P.sanJuan] = s;
}

/** Empty tiles per island kind not yet decided this turn (kinds 0-5; forests take none). */
const kindRoom = new Int32Array(7);

/**
 * The last scan, so that the move listing does not repeat the scan the turn's start (or the move
 * just played) has made on the same board: keyed by the array, the board and the ply, and
 * forgotten whenever colonists are put on the board here.
 */
let scannedA: Int32Array | null = null;
let scannedO = -1;
let scannedPly = -1;
let scannedTotal = 0;

/** Forgets the last scan: for a caller that writes another position into an array already played on. */
export function forgetScan(): void {
  scannedA = null;
}

/** The circles still open in this Mayor turn, the island part left in kindRoom (../mayor.ts scanOpen). */
function scanOpen(a: Int32Array, o: number): number {
  if (scannedA === a && scannedO === o && scannedPly === a[G.ply]) return scannedTotal;
  let decided = 0;
  // A plain loop: TypedArray fill is a builtin call, slower than seven stores here (issue #18.3).
  for (let k = 0; k < 7; k++) kindRoom[k] = 0;
  const islands = a[o + P.islandLength]!;
  for (let i = 0, at = o + P.island; i < islands; i++, at += 2) {
    const k = a[at]!;
    if (a[at + 1]! > 0) decided |= 1 << k;
    else kindRoom[k]!++;
  }
  let total = 0;
  for (let k = 0; k < 6; k++) {
    if ((decided & (1 << k)) !== 0) kindRoom[k] = 0;
    else total += kindRoom[k]!;
  }
  kindRoom[6] = 0;
  const city = a[o + P.cityLength]!;
  for (let i = 0, at = o + P.city; i < city; i++, at += 3) if (a[at + 1] === 0) total += CIRCLES[a[at]!]!;
  scannedA = a;
  scannedO = o;
  scannedPly = a[G.ply]!;
  scannedTotal = total;
  return total;
}

/** Fills every open circle when the colonists left cover them all; returns the circles still open. */
function fillIfForced(a: Int32Array, o: number): number {
  const total = scanOpen(a, o);
  const left = a[o + P.sanJuan]!;
  if (left === 0 || total === 0 || left < total) return total;
  scannedA = null;
  for (let i = 0; i < a[o + P.islandLength]!; i++) if (a[o + P.island + 2 * i + 1] === 0 && kindRoom[a[o + P.island + 2 * i]!]! > 0) a[o + P.island + 2 * i + 1] = 1;
  for (let i = 0, at = o + P.city; i < a[o + P.cityLength]!; i++, at += 3) if (a[at + 1] === 0) setCityColonists(a, o, at, CIRCLES[a[at]!]!);
  a[o + P.sanJuan] = left - total;
  return 0;
}

export function mayorBeginTurn(g: CompactGame, seat: number): void {
  const o = playerAt(seat);
  gather(g.a, o);
  fillIfForced(g.a, o);
}

function pushCounts(out: MoveList, place: number, room: number, left: number, total: number): void {
  const max = room < left ? room : left;
  let min = left - (total - room);
  if (min < 1) min = 1;
  for (let n = min; n <= max; n++) out.push(colonistCode(place, n));
}

export function mayorMoves(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  const o = playerAt(seat);
  const left = a[o + P.sanJuan]!;
  if (left === 0) return;
  const total = scanOpen(a, o);
  for (let k = 0; k < 6; k++) if (kindRoom[k]! > 0) pushCounts(out, k, kindRoom[k]!, left, total);
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    if (a[o + P.city + 3 * i + 1] !== 0) continue;
    const b = a[o + P.city + 3 * i]!;
    if (CIRCLES[b]! > 0) pushCounts(out, 7 + b, CIRCLES[b]!, left, total);
  }
}

export function mayorApply(g: CompactGame, seat: number, code: number): boolean {
  const a = g.a;
  const o = playerAt(seat);
  // The scan made for the listing this move came from (one ply back) still holds but for the place
  // the move fills: a legal move puts colonists only on a place still open, which it decides, so
  // that place's room leaves the total. Kept up to date here instead of scanned again (issue #18).
  const held = scannedA === a && scannedO === o && scannedPly === a[G.ply]! - 1;
  if ((code & 31) === T.colonist) {
    const count = (code >> 11) & 31;
    const left = a[o + P.sanJuan]!;
    const place = (code >> 5) & 63;
    a[o + P.sanJuan] = left - placeColonists(a, o, place, count < left ? count : left);
    if (held) {
      if (place < 7) {
        scannedTotal -= kindRoom[place]!;
        kindRoom[place] = 0;
      } else scannedTotal -= CIRCLES[place - 7]!;
    }
  }
  if (held) scannedPly = a[G.ply]!;
  else scannedA = null;
  const open = fillIfForced(a, o);
  return a[o + P.sanJuan] === 0 || open === 0;
}

export function mayorEnd(g: CompactGame): void {
  const a = g.a;
  // Refill: one per empty building circle, at least one per player (seed 000).
  let need = a[G.players]!;
  let empty = 0;
  for (let seat = 0; seat < a[G.players]!; seat++) {
    const o = playerAt(seat);
    for (let i = 0; i < a[o + P.cityLength]!; i++) empty += CIRCLES[a[o + P.city + 3 * i]!]! - a[o + P.city + 3 * i + 1]!;
  }
  if (empty > need) need = empty;
  if (a[G.colonists]! >= need) {
    a[G.colonistShip] = need;
    a[G.colonists] = a[G.colonists]! - need;
  } else {
    a[G.colonistShip] = a[G.colonists]!;
    a[G.colonists] = 0;
    trigger(a, g.options, 'colonists');
  }
}
