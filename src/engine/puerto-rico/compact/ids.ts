/**
 * Integer ids for the compact form (issue #18.1): each vocabulary tuple's index is its id, so the
 * tuples in ../vocabulary.ts stay the one naming and the ids follow them.
 */
import type { BuildingId, EndReason, Good, IslandTile, Phase, Role } from '../vocabulary';
import { BUILDINGS, END_REASONS, GOODS, ISLAND_TILES, PHASES, ROLES } from '../vocabulary';

/** "None" in a slot that holds an id or nothing (an empty ship's good, no drawn tile, no settled count). */
export const NONE = -1;

const indexer = <T extends string>(tuple: readonly T[]): ((x: T) => number) => {
  const map = new Map<string, number>(tuple.map((x, i) => [x, i]));
  return (x) => map.get(x)!;
};

export const goodId: (g: Good) => number = indexer(GOODS);
/** Island tiles: the five plantations share the goods' ids (0-4), then quarry 5 and forest 6. */
export const tileId: (t: IslandTile) => number = indexer(ISLAND_TILES);
export const buildingId: (b: BuildingId) => number = indexer(BUILDINGS);
export const roleId: (r: Role) => number = indexer(ROLES);
export const phaseId: (p: Phase) => number = indexer(PHASES);
export const endReasonId: (e: EndReason) => number = indexer(END_REASONS);

export const QUARRY = tileId('quarry');
export const FOREST = tileId('forest');

/** Phase ids by name, for the compact loop's comparisons. */
export const PH = {
  draft: phaseId('draft'),
  role: phaseId('role'),
  settler: phaseId('settler'),
  mayor: phaseId('mayor'),
  builder: phaseId('builder'),
  craftsman: phaseId('craftsman'),
  trader: phaseId('trader'),
  captain: phaseId('captain'),
  storage: phaseId('storage'),
  prospector: phaseId('prospector'),
  over: phaseId('over'),
} as const;
