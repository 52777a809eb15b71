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

export const goodId: (g: Good) => number = /* @__PURE__ */ indexer(GOODS);
/** Island tiles: the five plantations share the goods' ids (0-4), then quarry 5 and forest 6. */
export const tileId: (t: IslandTile) => number = /* @__PURE__ */ indexer(ISLAND_TILES);
export const buildingId: (b: BuildingId) => number = /* @__PURE__ */ indexer(BUILDINGS);
export const roleId: (r: Role) => number = /* @__PURE__ */ indexer(ROLES);
export const phaseId: (p: Phase) => number = /* @__PURE__ */ indexer(PHASES);
export const endReasonId: (e: EndReason) => number = /* @__PURE__ */ indexer(END_REASONS);

export const QUARRY = /* @__PURE__ */ tileId('quarry');
export const FOREST = /* @__PURE__ */ tileId('forest');

/** Phase ids by name, for the compact loop's comparisons. */
export const PH = {
  draft: /* @__PURE__ */ phaseId('draft'),
  role: /* @__PURE__ */ phaseId('role'),
  settler: /* @__PURE__ */ phaseId('settler'),
  mayor: /* @__PURE__ */ phaseId('mayor'),
  builder: /* @__PURE__ */ phaseId('builder'),
  craftsman: /* @__PURE__ */ phaseId('craftsman'),
  trader: /* @__PURE__ */ phaseId('trader'),
  captain: /* @__PURE__ */ phaseId('captain'),
  storage: /* @__PURE__ */ phaseId('storage'),
  prospector: /* @__PURE__ */ phaseId('prospector'),
  over: /* @__PURE__ */ phaseId('over'),
} as const;
