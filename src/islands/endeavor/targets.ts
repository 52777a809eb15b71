/**
 * Which part of the board a legal move points at, so the board can make exactly those parts
 * clickable. The moves come from the engine's legalMoves; nothing here decides legality.
 */
import type { Attempt } from '../../engine/endeavor';

/** A clickable part: a region's ship track, a city, a deck, a stock building, a slot of the mover, a card. */
export type TargetKey = `region:${string}` | `city:${string}` | `deck:${string}` | `stock:${string}` | `slot:${number}` | `card:${string}`;

/** The part a move is drawn on; null for moves with no part (pass, build nothing). */
export function targetOf(move: Attempt): TargetKey | null {
  switch (move.type) {
    case 'build':
      return `stock:${move.building}`;
    case 'salary':
    case 'activate':
      return `slot:${move.slot}`;
    case 'discard':
    case 'give':
      return `card:${move.card}`;
    case 'spendToken': {
      const s = move.step;
      if (s.action === 'ship') return `region:${s.region}`;
      if (s.action === 'draw') return `deck:${s.deck}`;
      if (s.action === 'payment') return `slot:${s.slot}`;
      return `city:${s.city}`;
    }
    default:
      return null;
  }
}

/** A part drawn on the world map (a ship track, a city, a deck), not on the stock or a player's board. */
export const onMap = (key: TargetKey): boolean => key.startsWith('region:') || key.startsWith('city:') || key.startsWith('deck:');

/** Groups moves by the part they point at. */
export function movesByTarget<M extends Attempt>(moves: readonly M[]): Map<TargetKey, M[]> {
  const out = new Map<TargetKey, M[]>();
  for (const m of moves) {
    const k = targetOf(m);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(m);
    else out.set(k, [m]);
  }
  return out;
}
