/**
 * Which buildings a lesson's bank board draws: those the bank holds, and any building a move the
 * step offers names, legal or not. So the violet candidates of the New Buildings draft (the bank
 * holds none of them yet) and a sold-out building the step offers as a mistake get a place the
 * learner can click. Kept apart from ../puerto-rico/board/on-board.ts, which asks the setup code
 * for the game's starting bank: lesson pages do not ship it.
 */
import type { BuildingId, GameState, Move } from '../../engine/puerto-rico';

export function lessonBuildings(s: GameState, offered: readonly Move[]): (b: BuildingId) => boolean {
  const named = new Set<BuildingId>();
  for (const m of offered) if ('building' in m && typeof m.building === 'string') named.add(m.building);
  return (b) => s.buildings[b] > 0 || named.has(b);
}
