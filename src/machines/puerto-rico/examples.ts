/**
 * Starting positions the phase machines' tests (and the lessons) share. Each is a partial setup
 * for the engine's gate (setupFromPartial + fromSetup), built to match a worked example.
 */
import type { PartialSetup } from '../../engine/puerto-rico/setup';
import type { ByGood } from '../../engine/puerto-rico/vocabulary';

/** A goods table with only the kinds given, e.g. goods({ corn: 2 }). */
export const goods = (g: Partial<ByGood<number>>): ByGood<number> => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });

/**
 * The rulebook's captain example (seed 000, "Példa a kapitány-fázisra", 4 players): Anna (seat 0)
 * is about to choose the Captain. Ships of 5 and 7 are empty, the ship of 6 holds 3 corn.
 */
export const CAPTAIN_EXAMPLE: PartialSetup = {
  options: { players: 4 },
  players: [{ goods: goods({ corn: 2, sugar: 6 }) }, { goods: goods({ sugar: 2, tobacco: 3 }) }, { goods: goods({ corn: 2, tobacco: 1 }) }, { goods: goods({ corn: 1, indigo: 5 }) }],
  ships: [
    { capacity: 5, good: null, count: 0 },
    { capacity: 6, good: 'corn', count: 3 },
    { capacity: 7, good: null, count: 0 },
  ],
};
