/**
 * Moving pieces between the supplies and the players: victory points, colonists, doubloons,
 * plantation draws. Every change of a count in the game goes through these few functions or
 * through the phase modules, so the conservation invariants are easy to audit.
 */
import { shuffleInPlace } from './shuffle';
import type { GameState, PlayerState } from './state';
import type { EndReason, Plantation } from './vocabulary';

/** Seats in playing order starting with `from` (clockwise = increasing seat number). */
export function seatsFrom(s: GameState, from: number): number[] {
  const n = s.players.length;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = (from + i) % n;
  return out;
}

/** Records an end condition; the game ends when the current round is over. */
export function trigger(s: GameState, reason: EndReason): void {
  // Seed 001 variant: with every colonist and chip in play, only a full city ends the game.
  if (s.options.fullCityEnd && (reason === 'colonists' || reason === 'vp-chips')) return;
  if (!s.endTriggers.includes(reason)) s.endTriggers.push(reason);
}

/**
 * Hands out victory points as chips; once the chips are gone the rest is recorded on paper
 * (seed 000, game end: VPs earned after the last chip still count). Handing out the last chip
 * ends the game at the end of the round, in any phase (RULINGS.md).
 */
export function giveVp(s: GameState, p: PlayerState, n: number): void {
  if (n <= 0) return;
  p.vp += n;
  const chips = n < s.vpChips ? n : s.vpChips;
  s.vpChips -= chips;
  s.vpOnPaper += n - chips;
  if (s.vpChips === 0) trigger(s, 'vp-chips');
}

/**
 * The bonus VP a player may take instead of all `bonus` of them when a gain of `base` + `bonus` VP
 * would hand out the last of `chips` VP chips and only the bonus takes it: as many as leave one
 * chip (RULINGS.md base 22: optional privileges and violet buildings). -1 when declining changes
 * nothing: chips to spare, the base alone takes the last one, the game end is already triggered,
 * or chips end nothing (the full-city variant).
 */
export function bonusTaken(s: GameState, base: number, bonus: number, chips: number): number {
  if (bonus <= 0 || base >= chips || base + bonus < chips) return -1;
  if (s.options.fullCityEnd || s.endTriggers.length > 0) return -1;
  return chips - base - 1;
}

/** A VP chip given back (Black Market): paper points are struck first, else a chip returns to the supply. */
export function returnVp(s: GameState, p: PlayerState): void {
  p.vp -= 1;
  if (s.vpOnPaper > 0) s.vpOnPaper -= 1;
  else s.vpChips += 1;
}

/** The bank pays `n` doubloons to the player. */
export function payFromBank(s: GameState, p: PlayerState, n: number): void {
  if (n <= 0) return;
  p.doubloons += n;
  s.bank -= n;
}

/** The player pays `n` doubloons to the bank. */
export function payToBank(s: GameState, p: PlayerState, n: number): void {
  if (n <= 0) return;
  p.doubloons -= n;
  s.bank += n;
}

/**
 * A colonist for a Hospice or University: from the supply, else from the colonist ship, else
 * none (reference §3 item 8).
 */
export function takeFreeColonist(s: GameState): boolean {
  if (s.colonists > 0) {
    s.colonists--;
    return true;
  }
  if (s.colonistShip > 0) {
    s.colonistShip--;
    return true;
  }
  return false;
}

/**
 * The top face-down plantation; the discards are reshuffled into a new stack when it runs out
 * (seed 000, Az ültetvényes; reference §2.4). Null when no tile is left anywhere.
 */
export function drawPlantation(s: GameState): Plantation | null {
  if (s.stack.length === 0) {
    if (s.discards.length === 0) return null;
    s.rng = shuffleInPlace(s.discards, s.rng);
    s.stack = s.discards;
    s.discards = [];
  }
  return s.stack.pop() ?? null;
}
