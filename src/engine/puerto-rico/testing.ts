/** Helpers for tests and puzzles: build a position from a partial setup or fail loudly. */
import { applyMove } from './game';
import type { Move } from './moves';
import type { GameState } from './state';
import type { PartialSetup } from './setup';
import { fromSetup, setupFromPartial } from './setup';
import type { Role } from './vocabulary';
import { outcome, type FinalOutcome } from './scoring';

/** A validated position from only what matters; throws with the setup errors if it is invalid. */
export function position(partial: PartialSetup): GameState {
  const r = fromSetup(setupFromPartial(partial));
  if (!r.ok) throw new Error(`invalid test position:\n${r.error.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
  return r.value;
}

/** Role cards of a base game with `role` already taken by `seat` (for positions inside a phase). */
export function rolesWithTaken(players: number, taken: ReadonlyArray<readonly [Role, number]>): { role: Role; doubloons: number; takenBy: number }[] {
  const roles: Role[] = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'];
  if (players !== 3) roles.push('prospector');
  if (players === 5) roles.push('prospector');
  return roles.map((role) => ({ role, doubloons: 0, takenBy: taken.find(([r]) => r === role)?.[1] ?? -1 }));
}

/** Plays moves that must all be legal; throws with the engine's refusal otherwise. */
export function play(s: GameState, ...ms: Move[]): GameState {
  for (const m of ms) {
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** The result of a game that must be over; throws (failing the test) while it still runs. */
export function finalOutcome(s: GameState): FinalOutcome {
  const o = outcome(s);
  if (!o.over) throw new Error(`the game is not over (round ${s.round}, phase ${s.phase})`);
  return o;
}
