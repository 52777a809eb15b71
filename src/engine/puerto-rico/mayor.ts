/** The Mayor phase (seed 000, "A polgármester"). */
import { note } from '../rule-notes';
import { BUILDING, buildingData } from './buildings';
import { moveError } from './errors';
import type { Move } from './moves';
import type { PhaseHandler } from './phase';
import { COLONIST_MOVES, colonistMove } from './moves';
import type { GameState, PlayerState } from './state';
import { emptyBuildingCircles, islandCircles, works } from './state';
import { seatsFrom, trigger } from './supply';
import type { BuildingId, IslandTile } from './vocabulary';
import { isBuildingId } from './vocabulary';

/** Empty circles on the player's tiles and buildings. */
export function emptyCircles(p: PlayerState): number {
  let n = 0;
  for (const i of p.island) n += islandCircles(i.tile) - i.colonists;
  for (const c of p.city) n += buildingData(c.building).circles - c.colonists;
  return n;
}

/** Takes every colonist off the board into San Juan: the full rearrangement (seed 000). */
export function gatherColonists(p: PlayerState): void {
  scanned = null;
  for (const i of p.island) {
    p.sanJuan += i.colonists;
    i.colonists = 0;
  }
  for (const c of p.city) {
    p.sanJuan += c.colonists;
    c.colonists = 0;
    // Whoever is put on a Guest House in this phase is a guest (seed 001, Vendégház).
    if (c.settled !== undefined) delete c.settled;
  }
}

/** Empty circles of one target: all tiles of a kind, or one building. */
function roomOf(p: PlayerState, to: IslandTile | BuildingId): number {
  let n = 0;
  if (isBuildingId(to)) {
    for (const c of p.city) if (c.building === to) n += buildingData(to).circles - c.colonists;
    return n;
  }
  if (to === 'forest') return 0;
  for (const i of p.island) if (i.tile === to && i.colonists === 0) n++;
  return n;
}

/** Puts `n` colonists on the empty circles of a tile kind or building; returns how many fit. */
export function placeColonists(p: PlayerState, to: IslandTile | BuildingId, n: number): number {
  scanned = null;
  let placed = 0;
  if (isBuildingId(to)) {
    for (const c of p.city) {
      if (c.building !== to) continue;
      const free = buildingData(to).circles - c.colonists;
      const k = free < n ? free : n;
      c.colonists += k;
      placed += k;
      break;
    }
  } else if (to !== 'forest') {
    for (const i of p.island) {
      if (placed >= n) break;
      if (i.tile === to && i.colonists === 0) {
        i.colonists = 1;
        placed++;
      }
    }
  }
  return placed;
}

/** Puts one colonist on the first empty circle of this tile kind or building; false if none. */
export function placeColonist(p: PlayerState, to: IslandTile | BuildingId): boolean {
  return placeColonists(p, to, 1) === 1;
}

const KINDS: readonly IslandTile[] = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry', 'forest'];
/** The shared moves of each island kind, by count (KINDS order). */
const KIND_MOVES: ReadonlyArray<readonly Move[]> = KINDS.map((k) => COLONIST_MOVES.get(k)!);
/** Scratch per island kind (hot path, reused): empty tiles of a kind nobody decided yet. */
const kindRoom = new Int32Array(7);

function kindIndex(t: IslandTile): number {
  switch (t) {
    case 'corn':
      return 0;
    case 'indigo':
      return 1;
    case 'sugar':
      return 2;
    case 'tobacco':
      return 3;
    case 'coffee':
      return 4;
    case 'quarry':
      return 5;
    default:
      return 6;
  }
}

/**
 * The last scan, so that the move generator does not repeat the scan the same move's
 * fillIfForced has just made. Keyed by the player object and the ply: every change to a board
 * goes through a move (which advances the ply), and the functions here that move colonists
 * forget the scan themselves.
 */
let scanned: PlayerState | null = null;
let scannedPly = -1;
let scannedTotal = 0;

/**
 * Counts the circles still open in this Mayor turn and leaves the island part in `kindRoom`.
 * Every colonist was taken off at the start of the turn, so a place (a tile kind or a building)
 * is decided exactly when some colonist stands on it again.
 */
function scanOpen(p: PlayerState, ply: number): number {
  if (scanned === p && scannedPly === ply) return scannedTotal;
  let decided = 0;
  for (let k = 0; k < 7; k++) kindRoom[k] = 0;
  for (const i of p.island) {
    const k = kindIndex(i.tile);
    if (i.colonists > 0) decided |= 1 << k;
    else kindRoom[k]!++;
  }
  let total = 0;
  for (let k = 0; k < 6; k++) {
    if ((decided & (1 << k)) !== 0) kindRoom[k] = 0;
    else total += kindRoom[k]!;
  }
  kindRoom[6] = 0; // forests take no colonist
  for (const c of p.city) if (c.colonists === 0) total += buildingData(c.building).circles;
  scanned = p;
  scannedPly = ply;
  scannedTotal = total;
  return total;
}

/**
 * When the colonists left cover every open circle there is nothing to decide: fill them all
 * (seed 000 / reference §2.4: circles must be filled while colonists remain). Returns the
 * circles still open afterwards.
 */
function fillIfForced(p: PlayerState, ply: number): number {
  const total = scanOpen(p, ply);
  if (p.sanJuan === 0 || total === 0 || p.sanJuan < total) return total;
  scanned = null;
  for (const i of p.island) if (i.colonists === 0 && kindRoom[kindIndex(i.tile)]! > 0) i.colonists = 1;
  for (const c of p.city) if (c.colonists === 0) c.colonists = buildingData(c.building).circles;
  p.sanJuan -= total;
  return 0;
}

/** Adds the moves for one open place with `room` circles (`row`: its shared moves by count). */
function pushCounts(out: Move[], to: IslandTile | BuildingId, row: readonly Move[], room: number, left: number, total: number): void {
  const max = room < left ? room : left;
  let min = left - (total - room);
  if (min < 1) min = 1;
  for (let n = min; n <= max; n++) out.push(row[n] ?? colonistMove(to, n));
}

/** Colonists the Mayor's privilege gives `seat` now: 1, 2 with a working Library (seed 001), at most the supply. */
export function privilegeColonists(s: GameState, seat: number): number {
  return Math.min(works(s.players[seat]!, 'library') ? 2 : 1, s.colonists);
}

/**
 * The start of the Mayor phase, the Mayor taking at most `take` of his privilege colonists
 * (seed 000: "ha él a privilégiumával", if he uses his privilege; he may take fewer).
 */
export function startMayor(s: GameState, take: number): void {
  const n = s.players.length;
  const m = s.players[s.chooser]!;
  // Privilege: from the supply, not the ship (seed 000); twice with a Library (seed 001).
  const extra = Math.min(privilegeColonists(s, s.chooser), take);
  note(extra < privilegeColonists(s, s.chooser) ? 'mayor.privilege-decline' : 'mayor.privilege');
  m.sanJuan += extra;
  s.colonists -= extra;
  // The ship is handed out one colonist at a time, clockwise from the Mayor.
  const ship = s.colonistShip;
  if (ship > 0) note('mayor.distribute');
  for (let i = 0; i < ship; i++) s.players[(s.chooser + i) % n]!.sanJuan++;
  s.colonistShip = 0;
  s.queue = seatsFrom(s, s.chooser);
}

/** The Mayor phase: privilege, the ship handed out, each player's placement, the refill. */
export const mayor: PhaseHandler = {
  start(s) {
    startMayor(s, 2);
  },

  beginTurn(s, seat) {
    const p = s.players[seat]!;
    note('mayor.rearrange');
    gatherColonists(p);
    fillIfForced(p, s.ply);
  },

  moves(s, seat, out) {
    // One decision per tile kind or building: how many colonists go there. The count is at least
    // what the other open places cannot take, so no placement leads to unfilled circles.
    const p = s.players[seat]!;
    const left = p.sanJuan;
    if (left === 0) return;
    const total = scanOpen(p, s.ply);
    for (let k = 0; k < 6; k++) if (kindRoom[k]! > 0) pushCounts(out, KINDS[k]!, KIND_MOVES[k]!, kindRoom[k]!, left, total);
    for (const c of p.city) {
      if (c.colonists !== 0) continue;
      const room = buildingData(c.building).circles;
      if (room > 0) pushCounts(out, c.building, COLONIST_MOVES.get(c.building)!, room, left, total);
    }
  },

  apply(s, seat, m) {
    const p = s.players[seat]!;
    if (m.type === 'colonist') {
      const count = m.count ?? 1;
      p.sanJuan -= placeColonists(p, m.to, count < p.sanJuan ? count : p.sanJuan);
    }
    const open = fillIfForced(p, s.ply);
    return p.sanJuan === 0 || open === 0;
  },

  end(s) {
    // Refill: one per empty building circle, at least one per player (seed 000).
    note('mayor.refill');
    let need = s.players.length;
    let empty = 0;
    for (const p of s.players) empty += emptyBuildingCircles(p);
    if (empty > need) need = empty;
    if (s.colonists >= need) {
      s.colonistShip = need;
      s.colonists -= need;
    } else {
      s.colonistShip = s.colonists;
      s.colonists = 0;
      trigger(s, 'colonists');
    }
  },

  diagnose(s, seat, m) {
    if (m.type !== 'colonist') return null;
    const p = s.players[seat]!;
    const count = m.count ?? 1;
    const decided = isBuildingId(m.to) ? p.city.some((c) => c.building === m.to && c.colonists > 0) : p.island.some((t) => t.tile === m.to && t.colonists > 0);
    if (decided) return moveError('mayor/already-placed', 'mayor.rearrange', `You have already decided how many colonists go on your ${isBuildingId(m.to) ? BUILDING[m.to].name : m.to}.`);
    if (count > p.sanJuan) return moveError('mayor/not-enough', 'mayor.rearrange', `You have only ${p.sanJuan} colonist(s) left to place.`);
    const room = roomOf(p, m.to);
    if (room > 0 && count > room) return moveError('mayor/too-many', 'mayor.no-circle', `Only ${room} circle(s) are free there.`);
    if (room > 0) return moveError('mayor/fill-circles', 'mayor.fill-circles', 'That would leave colonists in San Juan while circles stay empty; place more here.');
    if (p.sanJuan === 0) return moveError('mayor/no-colonist', 'mayor.rearrange', 'You have no colonist left to place.');
    if (isBuildingId(m.to) && !p.city.some((c) => c.building === m.to)) return moveError('mayor/no-such-building', 'mayor.no-circle', `You have no ${BUILDING[m.to].name}.`);
    return moveError('mayor/no-empty-circle', 'mayor.no-circle', `There is no empty circle on your ${isBuildingId(m.to) ? BUILDING[m.to].name : m.to}.`);
  },
};
