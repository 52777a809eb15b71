/** The engine's move types as a tuple, for the schema; typed so a new move type is a compile error here. */
import type { MoveType } from '../../../engine/puerto-rico/moves';

const ALL = {
  draft: 1,
  role: 1,
  hacienda: 1,
  plant: 1,
  forest: 1,
  colonist: 1,
  build: 1,
  craft: 1,
  sell: 1,
  'trading-post': 1,
  load: 1,
  wharf: 1,
  'small-wharf': 1,
  'union-hall': 1,
  keep: 1,
  guest: 1,
  pass: 1,
} as const satisfies Record<MoveType, 1>;

export const MOVE_TYPES = Object.keys(ALL) as [MoveType, ...MoveType[]];
