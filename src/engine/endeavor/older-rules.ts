/**
 * The legal move lists as engines before issue 15 gave them, for reading replays recorded then
 * (their moves are indices into those lists). Two readings changed: a Payment may now free another
 * Payment building (seed 004: „maar niet op dit gebouw", only the paying one is excluded), and
 * the free governor card is no longer offered as a discard („De gratis gouverneurkaart wordt niet
 * meegeteld"). A replay that picks such a discard stops with the engine's refusal.
 */
import type { Move, Step } from './moves';
import { buildingData, type GameState } from './state';

/** Whether a step is a Payment freeing a building whose action is Payment (refused before issue 15). */
export function freesPaymentBuilding(state: GameState, seat: number, step: Step): boolean {
  if (step.action !== 'payment') return false;
  const b = state.players[seat]?.buildings[step.slot];
  return b !== undefined && buildingData(b.building).choices.some((c) => c.steps.includes('payment'));
}

/** `legal` (today's legal moves of `state`) as the older engines listed them. */
export function olderRulesMoves(state: GameState, legal: readonly Move[]): Move[] {
  const seat = state.toAct;
  if (seat === null) return [...legal];
  const out = legal.filter((m) => {
    if (m.type === 'activate') return !m.steps.some((st) => freesPaymentBuilding(state, seat, st));
    if (m.type === 'spendToken') return !freesPaymentBuilding(state, seat, m.step);
    return true;
  });
  // Every card in hand was a discard, the free governor included.
  const player = state.players[seat];
  if (state.phase === 'action' && state.discarding && player) {
    for (const card of player.cards) if (!out.some((m) => m.type === 'discard' && m.card === card)) out.push({ type: 'discard', card });
  }
  return out;
}
