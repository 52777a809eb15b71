/**
 * Moves that engines before issue 15 offered and the seed texts forbid, for reading replays
 * recorded then (their moves are indices into the legal move lists of that time). Nothing here is
 * ever legal: the notation lists these moves only to keep an old replay's indices in place, and a
 * replay that picks one stops with the engine's refusal.
 */
import { builderMoves } from './builder';
import { guestMoves } from './guests';
import type { Move } from './moves';
import { CITY_SPACES, MAX_LARGE_BUILDINGS } from './options';
import { BUILDING, buildingData } from './buildings';
import type { GameState } from './state';
import { citySpacesUsed, largeBuildings, owns } from './state';
import { BUILDINGS } from './vocabulary';

/** The moves the player to act had besides today's legal ones: guest moves mid-phase, a fifth large building. */
export function withdrawnMoves(s: GameState): Move[] {
  const out: Move[] = [];
  if (s.phase === 'over' || s.phase === 'mayor' || s.phase === 'draft' || s.turn.guestWindow) return out;
  const seat = s.toAct;
  const p = s.players[seat];
  if (p === undefined) return out;
  if (s.phase === 'builder' && largeBuildings(p) >= MAX_LARGE_BUILDINGS) {
    const old: Move[] = [];
    builderMoves(s, seat, old, false);
    for (const m of old) if (m.type === 'build' && buildingData(m.building).size === 2) out.push(m);
  }
  // Guest moves were offered whenever the owner was to act (role choice, turns, storage).
  guestMoves(s, seat, out);
  return out;
}

/**
 * Whether a Builder phase under way (or about to be chosen) may reach a player whom the old
 * engines asked about a fifth large building and today's engine skips: he has four large
 * buildings, two free spaces and a large building he does not own is in the bank. Conservative
 * (money aside): a replay reaching such a phase cannot be read safely any further.
 */
export function fifthLargeMayDiffer(s: GameState): boolean {
  for (const p of s.players) {
    if (largeBuildings(p) < MAX_LARGE_BUILDINGS || CITY_SPACES - citySpacesUsed(p) < 2) continue;
    for (const b of BUILDINGS) if (BUILDING[b].size === 2 && s.buildings[b] > 0 && !owns(p, b)) return true;
  }
  return false;
}
