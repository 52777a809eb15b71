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

/*
 * The ids the compact loop compares against are enums of literal numbers, so that a bundler
 * writes them into the code (./layout.ts says why); ids.test.ts holds each one to its tuple's
 * index.
 */

/** Island tiles that are not plantations: ISLAND_TILES' quarry and forest. */
export enum Tile {
  quarry = 5,
  forest = 6,
}
export const QUARRY = Tile.quarry;
export const FOREST = Tile.forest;

/** Phase ids by name (PHASES' indices), for the compact loop's comparisons. */
export enum PH {
  draft = 0,
  role = 1,
  settler = 2,
  mayor = 3,
  builder = 4,
  craftsman = 5,
  trader = 6,
  captain = 7,
  storage = 8,
  prospector = 9,
  over = 10,
}
