/** Fase 2, the Growth phase: markers move from supply to harbour, as many as Culture gives. */
import { note } from '../rule-notes';
import { trackAmount, type GameState } from './state';

/** How many markers `seat` receives now (growth.culture-level: never more than the supply). */
export function growthFor(state: GameState, seat: number): number {
  const player = state.players[seat];
  if (!player) return 0;
  return Math.min(player.supply, trackAmount(player, 'culture'));
}

/** Every player takes their markers; no decision is involved (growth.to-harbour). Mutates. */
export function applyGrowth(state: GameState): void {
  note('build.phase-end');
  note('growth.to-harbour');
  note('growth.culture-level');
  note('growth.phase-end');
  state.players.forEach((player, seat) => {
    const n = growthFor(state, seat);
    player.supply -= n;
    player.harbour += n;
  });
}
