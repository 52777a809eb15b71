/** Fase 3, the Salary phase: markers come back from buildings, as many as Finance allows. */
import { note } from '../rule-notes';
import { moveError, type MoveError } from './moves';
import { markersOnBuildings, trackAmount, type GameState } from './state';

/** Payments `seat` may make this Salary phase (salary.finance-level). */
export function salaryAllowance(state: GameState, seat: number): number {
  const player = state.players[seat];
  return player ? trackAmount(player, 'finance') : 0;
}

/**
 * Starts a player's salary. Returns true if the player must choose (salary.choose); otherwise
 * every marker has come back at once (salary.take-all). Mutates.
 */
export function startSalary(state: GameState, seat: number): boolean {
  const player = state.players[seat];
  if (!player) return false;
  const allowed = salaryAllowance(state, seat);
  if (markersOnBuildings(player) <= allowed) {
    if (markersOnBuildings(player) > 0) note('salary.take-all');
    for (const slot of player.buildings) {
      if (slot.marker) {
        slot.marker = false;
        player.harbour += 1;
      }
    }
    state.salaryLeft = 0;
    return false;
  }
  state.salaryLeft = allowed;
  note('salary.finance-level');
  return allowed > 0;
}

export function salaryRefusal(state: GameState, seat: number, slot: number): MoveError | null {
  const b = state.players[seat]?.buildings[slot];
  if (!b) return moveError('salary/no-such-building', 'salary.return-markers', `You have no building in space ${slot}.`);
  if (!b.marker) return moveError('salary/no-marker', 'salary.return-markers', 'There is no marker on that building to take back.');
  return null;
}

/** Slots whose marker `seat` may take back. */
export function salaryOptions(state: GameState, seat: number): number[] {
  const player = state.players[seat];
  if (!player) return [];
  return player.buildings.flatMap((b, i) => (b.marker ? [i] : []));
}

/** Takes one marker back to the harbour. Mutates. */
export function applySalary(state: GameState, seat: number, slot: number): void {
  const player = state.players[seat];
  const b = player?.buildings[slot];
  if (!player || !b) return;
  note('salary.choose');
  note('salary.return-markers');
  b.marker = false;
  player.harbour += 1;
  state.salaryLeft -= 1;
}
