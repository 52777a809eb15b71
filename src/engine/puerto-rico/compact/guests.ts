/** Guest House moves and the building draft in compact form (../guests.ts, ../draft.ts). */
import type { CompactGame } from './state';
import { B, CIRCLES, COST, NONE, VIOLET, citySlot, islandCircles, listHas, listPush, placeColonists, playerAt, setCityColonists, supplyWritten } from './board';
import { G, P } from './layout';
import { type MoveList, draftCode, guestCode } from './move-list';
import { BUILDING } from '../buildings';
import { draftCopies } from '../draft';
import { BUILDINGS } from '../vocabulary';

/** Guests on the Guest House at `at` (its colonists that are not settled). */
const guestsAt = (a: Int32Array, at: number): number => a[at + 1]! - (a[at + 2] === NONE ? 0 : a[at + 2]!);

/** Appends the Guest House moves of `seat`: one per place with an empty circle. */
export function guestMovesInto(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  if (seat < 0 || seat >= a[G.players]! || ((a[G.guestHouses]! >> seat) & 1) === 0) return;
  const o = playerAt(seat);
  const gh = citySlot(a, o, B.guestHouse);
  if (gh < 0 || guestsAt(a, gh) <= 0) return;
  let seenTiles = 0;
  for (let i = 0; i < a[o + P.islandLength]!; i++) {
    const t = a[o + P.island + 2 * i]!;
    if (a[o + P.island + 2 * i + 1]! < islandCircles(t) && (seenTiles & (1 << t)) === 0) {
      seenTiles |= 1 << t;
      out.push(guestCode(t));
    }
  }
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const b = a[o + P.city + 3 * i]!;
    if (b !== B.guestHouse && a[o + P.city + 3 * i + 1]! < CIRCLES[b]!) out.push(guestCode(7 + b));
  }
}

export function applyGuest(g: CompactGame, seat: number, code: number): void {
  const a = g.a;
  const o = playerAt(seat);
  const gh = citySlot(a, o, B.guestHouse);
  if (gh < 0 || guestsAt(a, gh) <= 0) return;
  if (placeColonists(a, o, (code >> 5) & 63, 1) === 1) setCityColonists(a, o, gh, a[gh + 1]! - 1);
}

/** Whether any player has a colonist on a Guest House. */
export function anyGuests(g: CompactGame): boolean {
  const a = g.a;
  const owners = a[G.guestHouses]!;
  if (owners === 0) return false;
  for (let seat = 0; seat < a[G.players]!; seat++) {
    if (((owners >> seat) & 1) === 0) continue;
    const gh = citySlot(a, playerAt(seat), B.guestHouse);
    if (gh >= 0 && a[gh + 1]! > 0) return true;
  }
  return false;
}

// ---- The draft ---------------------------------------------------------------------------

const HACIENDA = BUILDINGS.indexOf('hacienda');
const FOREST_HOUSE = BUILDINGS.indexOf('forestHouse');
const COPIES = [2, 3, 4, 5].map((n) => Int32Array.from(BUILDINGS.map((b) => (BUILDING[b].kind === 'violet' ? draftCopies(n, b) : 0))));

export function draftMoves(g: CompactGame, out: MoveList): void {
  const a = g.a;
  if (a[G.hasDraft] !== 1) return;
  for (let b = 0; b < VIOLET.length; b++) {
    if (VIOLET[b] !== 1 || listHas(a, G.draftPicked, b)) continue;
    const cost = COST[b]!;
    if (cost >= a[G.draftFree]! || a[G.draftFree + 1 + cost]! <= 0) continue;
    // Seed 001: Hacienda and Forest House are never both in the game.
    if ((b === HACIENDA && listHas(a, G.draftPicked, FOREST_HOUSE)) || (b === FOREST_HOUSE && listHas(a, G.draftPicked, HACIENDA))) continue;
    out.push(draftCode(b));
  }
}

export function draftApply(g: CompactGame, code: number): boolean {
  const a = g.a;
  if (a[G.hasDraft] !== 1) return true;
  const b = (code >> 5) & 63;
  listPush(a, G.draftPicked, b);
  const cost = COST[b]!;
  a[G.draftFree + 1 + cost] = (cost < a[G.draftFree]! ? a[G.draftFree + 1 + cost]! : 0) - 1;
  supplyWritten(a);
  a[G.buildings + b] = COPIES[a[G.players]! - 2]![b]!;
  return true;
}

function draftDone(a: Int32Array): boolean {
  for (let i = 1; i <= a[G.draftFree]!; i++) if (a[G.draftFree + i] !== 0) return false;
  return true;
}

export function draftEndTurn(g: CompactGame, seat: number): void {
  const a = g.a;
  if (a[G.hasDraft] === 1 && !draftDone(a)) listPush(a, G.queue, (seat + 1) % a[G.players]!);
}
