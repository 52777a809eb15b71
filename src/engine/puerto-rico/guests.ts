import { GUEST_MOVE } from './moves';
/**
 * Guest House moves (seed 001, Vendégház): colonists placed on a working Guest House in the Mayor
 * phase may later move to any empty circle and work at once; once moved they are ordinary
 * colonists until the next Mayor phase. The engine offers these moves only in the windows at the
 * start and end of the other phases („a többi fázis kezdetén, illetve végén", RULINGS.md), and
 * only for guests: colonists put on the Guest House in the Mayor phase, not a University colonist
 * (CitySpace.settled).
 */
import { note } from '../rule-notes';
import { BUILDING, buildingData } from './buildings';
import { moveError } from './errors';
import type { MoveError } from './errors';
import { placeColonist } from './mayor';
import type { Move } from './moves';
import type { GameState } from './state';
import { findBuilding, islandCircles } from './state';
import type { BuildingId, IslandTile } from './vocabulary';
import { isBuildingId } from './vocabulary';

/** Appends the Guest House moves of `seat` (one per place with an empty circle). */
export function guestMoves(s: GameState, seat: number, out: Move[]): void {
  const p = s.players[seat];
  if (p === undefined) return;
  const gh = findBuilding(p, 'guestHouse');
  if (gh === null || gh.colonists - (gh.settled ?? 0) <= 0) return;
  const seen: (IslandTile | BuildingId)[] = [];
  for (const i of p.island) {
    if (i.colonists < islandCircles(i.tile) && !seen.includes(i.tile)) {
      seen.push(i.tile);
      out.push(GUEST_MOVE[i.tile]);
    }
  }
  for (const c of p.city) if (c.building !== 'guestHouse' && c.colonists < buildingData(c.building).circles) out.push(GUEST_MOVE[c.building]);
}

/** Moves one guest of `seat` onto `to`. */
export function applyGuest(s: GameState, seat: number, to: IslandTile | BuildingId): void {
  const p = s.players[seat]!;
  const gh = findBuilding(p, 'guestHouse');
  if (gh === null || gh.colonists - (gh.settled ?? 0) <= 0) return;
  note(s.turn.guestEnd ? 'guest-house.end-window' : 'guest-house.move');
  note('guest-house.guests');
  if (placeColonist(p, to)) gh.colonists--;
}

/** Why a Guest House move of `seat` is refused. */
export function diagnoseGuest(s: GameState, seat: number, to: IslandTile | BuildingId): MoveError | null {
  const p = s.players[seat];
  if (p === undefined) return null;
  const gh = findBuilding(p, 'guestHouse');
  if (gh === null || gh.colonists === 0) return moveError('guest-house/no-guest', 'guest-house.move', 'You have no colonist on a Guest House.');
  if (gh.colonists - (gh.settled ?? 0) <= 0) {
    return moveError('guest-house/not-a-guest', 'guest-house.guests', 'Only colonists put on the Guest House in the Mayor phase are guests; this one stays until the next Mayor phase.');
  }
  if (s.phase === 'mayor') return moveError('guest-house/mayor', 'guest-house.move', 'Guests move in the other phases; in the Mayor phase all colonists are placed anew.');
  if (!s.turn.guestWindow) {
    return moveError('guest-house/mid-phase', 'guest-house.move', 'Guests move only at the start or the end of a phase, not in the middle of one.');
  }
  return moveError('guest-house/no-circle', 'guest-house.move', `There is no empty circle on your ${isBuildingId(to) ? BUILDING[to].name : to}.`);
}
