import { COLONIST_MOVE } from './moves';
/** The Mayor phase (seed 000, "A polgármester"). */
import { BUILDING } from './buildings';
import { moveError } from './errors';
import type { PhaseHandler } from './phase';
import type { GameState, PlayerState } from './state';
import { emptyBuildingCircles, islandCircles, works } from './state';
import { seatsFrom, trigger } from './supply';
import type { BuildingId, IslandTile } from './vocabulary';
import { isBuildingId } from './vocabulary';

/** Empty circles on the player's tiles and buildings. */
export function emptyCircles(p: PlayerState): number {
  let n = 0;
  for (const i of p.island) n += islandCircles(i.tile) - i.colonists;
  for (const c of p.city) n += BUILDING[c.building].circles - c.colonists;
  return n;
}

/** Takes every colonist off the board into San Juan: the full rearrangement (seed 000). */
export function gatherColonists(p: PlayerState): void {
  for (const i of p.island) {
    p.sanJuan += i.colonists;
    i.colonists = 0;
  }
  for (const c of p.city) {
    p.sanJuan += c.colonists;
    c.colonists = 0;
  }
}

/** Fills every empty circle when there are colonists enough for all: there is no choice to make. */
function fillIfForced(p: PlayerState): void {
  const empty = emptyCircles(p);
  if (empty === 0 || p.sanJuan < empty) return;
  for (const i of p.island) {
    const free = islandCircles(i.tile) - i.colonists;
    i.colonists += free;
  }
  for (const c of p.city) c.colonists = BUILDING[c.building].circles;
  p.sanJuan -= empty;
}

/** Puts one colonist on the first empty circle of this tile kind or building; false if none. */
export function placeColonist(p: PlayerState, to: IslandTile | BuildingId): boolean {
  if (isBuildingId(to)) {
    for (const c of p.city) {
      if (c.building === to && c.colonists < BUILDING[to].circles) {
        c.colonists++;
        return true;
      }
    }
    return false;
  }
  for (const i of p.island) {
    if (i.tile === to && i.colonists < islandCircles(to)) {
      i.colonists++;
      return true;
    }
  }
  return false;
}

export const mayor: PhaseHandler = {
  start(s) {
    const n = s.players.length;
    const m = s.players[s.chooser]!;
    // Privilege: from the supply, not the ship (seed 000); twice with a Library (seed 001).
    const extra = Math.min(works(m, 'library') ? 2 : 1, s.colonists);
    m.sanJuan += extra;
    s.colonists -= extra;
    // The ship is handed out one colonist at a time, clockwise from the Mayor.
    const ship = s.colonistShip;
    for (let i = 0; i < ship; i++) s.players[(s.chooser + i) % n]!.sanJuan++;
    s.colonistShip = 0;
    s.queue = seatsFrom(s, s.chooser);
  },

  beginTurn(s, seat) {
    const p = s.players[seat]!;
    gatherColonists(p);
    fillIfForced(p);
  },

  moves(s, seat, out) {
    const p = s.players[seat]!;
    if (p.sanJuan === 0) return;
    // One move per distinct target: identical empty tiles are the same decision.
    for (const i of p.island) {
      if (i.colonists === 0 && i.tile !== 'forest') {
        const m = COLONIST_MOVE[i.tile];
        if (!out.includes(m)) out.push(m);
      }
    }
    for (const c of p.city) if (c.colonists < BUILDING[c.building].circles) out.push(COLONIST_MOVE[c.building]);
  },

  apply(s, seat, m) {
    const p = s.players[seat]!;
    if (m.type === 'colonist' && placeColonist(p, m.to)) p.sanJuan--;
    fillIfForced(p);
    return p.sanJuan === 0 || emptyCircles(p) === 0;
  },

  end(s) {
    // Refill: one per empty building circle, at least one per player (seed 000).
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
    if (p.sanJuan === 0) return moveError('mayor/no-colonist', 'mayor.rearrange', 'You have no colonist left to place.');
    if (isBuildingId(m.to) && !p.city.some((c) => c.building === m.to)) return moveError('mayor/no-such-building', 'mayor.no-circle', `You have no ${BUILDING[m.to].name}.`);
    return moveError('mayor/no-empty-circle', 'mayor.no-circle', `There is no empty circle on your ${isBuildingId(m.to) ? BUILDING[m.to].name : m.to}.`);
  },
};
