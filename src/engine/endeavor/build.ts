/** Fase 1, the Build phase: each player in turn takes one building from the stock. */
import { note, noting } from '../rule-notes';
import { BUILDING_SPACES, BUILDING_DATA, UNIQUE_LEVEL } from './components';
import { moveError, type MoveError } from './moves';
import { buildingData, syncTracks, trackAmount, type GameState } from './state';
import { BUILDINGS, type StockBuilding } from './vocabulary';

/** Why `seat` may not build `building` now, or null if it may. */
export function buildRefusal(state: GameState, seat: number, building: StockBuilding): MoveError | null {
  const player = state.players[seat];
  if (!player) return moveError('turn/no-such-seat', 'round.phase-order');
  const data = BUILDING_DATA[building];
  if (player.buildings.length >= BUILDING_SPACES.value) {
    return moveError('build/board-full', 'build.none-fits', 'Every building space on your board is full.');
  }
  if (state.stock[building] <= 0) {
    return moveError('build/not-in-stock', 'build.must-build', `No ${data.name} is left in the stock.`);
  }
  // "slechts één gebouw met waarde 5": one level-5 tile per player, of any kind.
  if (data.level === UNIQUE_LEVEL.value && hasLevelFive(state, seat)) {
    return moveError('build/second-level-five', 'build.one-level-five', 'You already have a level-5 building; you may build only one.');
  }
  const buildLevel = allowedLevel(state, seat);
  if (data.level > buildLevel) {
    return moveError('build/level-too-high', 'build.level-limit', `Your Industry lets you build up to level ${buildLevel}; the ${data.name} is level ${data.level}.`);
  }
  return null;
}

function hasLevelFive(state: GameState, seat: number): boolean {
  return (state.players[seat]?.buildings ?? []).some((b) => buildingData(b.building).level === UNIQUE_LEVEL.value);
}

/**
 * The highest level `seat` may build: the Industry level, or, when no tile at or below it is left,
 * the lowest level still in stock (build.lowest-level-fallback, reference §1, one source).
 */
export function allowedLevel(state: GameState, seat: number): number {
  const player = state.players[seat];
  if (!player) return 0;
  const industry = trackAmount(player, 'industry');
  const takable = BUILDINGS.filter((b) => state.stock[b] > 0 && !(BUILDING_DATA[b].level === UNIQUE_LEVEL.value && hasLevelFive(state, seat))).map((b) => BUILDING_DATA[b].level);
  if (takable.length === 0 || takable.some((l) => l <= industry)) return industry;
  return Math.min(...takable);
}

/** The buildings `seat` may take now (duplicates allowed: build.duplicates). */
export function buildOptions(state: GameState, seat: number): StockBuilding[] {
  // The checks of buildRefusal, with what every building shares worked out once (the refusal
  // builds words and recomputes the allowed level for each of them). build.test.ts holds both equal.
  const player = state.players[seat];
  if (!player || player.buildings.length >= BUILDING_SPACES.value) return [];
  const levelFive = hasLevelFive(state, seat);
  const limit = allowedLevel(state, seat);
  const out: StockBuilding[] = [];
  for (const b of BUILDINGS) {
    if (state.stock[b] <= 0) continue;
    const level = BUILDING_DATA[b].level;
    if ((level === UNIQUE_LEVEL.value && levelFive) || level > limit) continue;
    out.push(b);
  }
  return out;
}

/** Takes the tile from the stock and moves the tracks at once (build.icons-at-once). Mutates. */
export function applyBuild(state: GameState, seat: number, building: StockBuilding): void {
  const player = state.players[seat];
  if (!player) return;
  if (noting()) {
    const data = BUILDING_DATA[building];
    if (data.level > trackAmount(player, 'industry')) note('build.lowest-level-fallback');
    if (player.buildings.some((b) => b.building === building)) note('build.duplicates');
    note('build.icons-at-once');
  }
  state.stock[building] -= 1;
  player.buildings.push({ building, marker: false });
  syncTracks(player);
}
