/**
 * Whether a Payment frees a Payment building: the heuristic bot avoids that round trip, which
 * gains nothing and could loop if two Payment buildings were ever held (issue 15 allowed it;
 * the real components give Payment only to level-5 tiles, one per player). Older Endeavor replays
 * (the practice components, before notation 7) are no longer read, so the older move lists went.
 */
import type { Step } from './moves';
import { buildingData, type GameState } from './state';

/** Whether a step is a Payment freeing a building whose action is Payment (refused before issue 15). */
export function freesPaymentBuilding(state: GameState, seat: number, step: Step): boolean {
  if (step.action !== 'payment') return false;
  const b = state.players[seat]?.buildings[step.slot];
  return b !== undefined && buildingData(b.building).choices.some((c) => c.steps.includes('payment'));
}
