/**
 * Which buildings the bank board has a place for in this position: every building the game
 * starts with (shown even when sold out), and in the New Buildings draft every violet building
 * while the draft runs (the candidates; the bank holds none of them yet) and the drafted ones
 * after it. Without the draft's share, a drafted game showed only the production buildings and
 * could not be played (issue #24).
 */
import { BUILDING } from '../../../engine/puerto-rico/buildings';
import type { BuildingId, GameState } from '../../../engine/puerto-rico';
// Not in the engine's index: the bank a game with these options starts with.
import { startingBuildings } from '../../../engine/puerto-rico/setup';

export function buildingsOnBoard(s: GameState): (b: BuildingId) => boolean {
  const start = startingBuildings(s.options);
  const drafting = s.phase === 'draft';
  const picked = new Set(s.draft?.picked ?? []);
  return (b) => start[b] > 0 || s.buildings[b] > 0 || picked.has(b) || (drafting && BUILDING[b].kind === 'violet');
}
