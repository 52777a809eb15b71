import { DRAFT_MOVE } from './moves';
/** The New Buildings draft before the first round (seed 001, ELŐKÉSZÜLETEK). */
import { note } from '../rule-notes';
import { BUILDING, DRAFT_SLOTS } from './buildings';
import { moveError } from './errors';
import type { PhaseHandler } from './phase';
import type { DraftState, GameState } from './state';
import type { BuildingId } from './vocabulary';
import { VIOLET_BUILDINGS } from './buildings';

/** Empty bank board: free violet slots per printed cost. */
export function emptyDraft(): DraftState {
  const free = new Array<number>(11).fill(0);
  for (const [cost, slots] of DRAFT_SLOTS) free[cost] = slots;
  return { free, picked: [] };
}

/** Copies of a drafted type: small buildings in pairs (one with two players), large ones single. */
export function draftCopies(players: number, b: BuildingId): number {
  if (BUILDING[b].size === 2) return 1;
  return players === 2 ? 1 : 2;
}

/** Why `b` cannot be drafted now, or null. */
function draftBlocker(s: GameState, b: BuildingId): string | null {
  const d = s.draft;
  if (d === null) return 'no draft';
  const data = BUILDING[b];
  if (data.kind !== 'violet') return 'production';
  if (d.picked.includes(b)) return 'picked';
  if ((d.free[data.cost] ?? 0) <= 0) return 'no-slot';
  // Seed 001: Hacienda and Forest House are never both in the game.
  if ((b === 'hacienda' && d.picked.includes('forestHouse')) || (b === 'forestHouse' && d.picked.includes('hacienda'))) return 'exclusive';
  return null;
}

/** Whether every violet slot of the bank board is filled (the draft is over). */
export function draftDone(d: DraftState): boolean {
  return d.free.every((n) => n === 0);
}

/** The draft as a phase: one pick per turn, clockwise from the governor, until the slots are full. */
export const draft: PhaseHandler = {
  start() {},

  moves(s, _seat, out) {
    for (const b of VIOLET_BUILDINGS) if (draftBlocker(s, b) === null) out.push(DRAFT_MOVE[b]);
  },

  apply(s, _seat, m) {
    if (m.type !== 'draft' || s.draft === null) return true;
    const data = BUILDING[m.building];
    note('setup.draft');
    note('setup.draft-cost');
    if (m.building === 'hacienda' || m.building === 'forestHouse') note('setup.hacienda-forest-house');
    s.draft.picked.push(m.building);
    s.draft.free[data.cost] = (s.draft.free[data.cost] ?? 0) - 1;
    s.buildings[m.building] = draftCopies(s.players.length, m.building);
    return true;
  },

  endTurn(s, seat) {
    if (s.draft !== null && !draftDone(s.draft)) s.queue.push((seat + 1) % s.players.length);
  },

  end(s) {
    s.phase = 'role';
  },

  diagnose(s, _seat, m) {
    if (m.type !== 'draft') return null;
    const why = draftBlocker(s, m.building);
    const name = BUILDING[m.building].name;
    switch (why) {
      case 'production':
        return moveError('draft/production', 'setup.draft', 'Production buildings are always in the game; only violet buildings are drafted.');
      case 'picked':
        return moveError('draft/already-picked', 'setup.draft', `The ${name} is already on the bank board.`);
      case 'no-slot':
        return moveError('draft/no-slot', 'setup.draft-cost', `No free slot costs ${BUILDING[m.building].cost} doubloons.`);
      case 'exclusive':
        return moveError('draft/hacienda-forest-house', 'setup.hacienda-forest-house', 'Hacienda and Forest House are never both in the game.');
      default:
        return null;
    }
  },
};
