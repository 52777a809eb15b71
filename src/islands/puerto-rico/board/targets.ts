/**
 * Which legal moves a part of the board stands for. No rules here: every function only filters
 * the `legal` list the host computed with the engine, so a part is clickable exactly when some
 * legal move names it (chessground's "no chess logic inside").
 */
import type { Move } from '../../../engine/puerto-rico';
import type { BuildingId, Good, IslandTile, Plantation, Role } from '../../../engine/puerto-rico';

export type Legal = readonly Move[];

/** Moves that put barrels on cargo ship `ship` (index, smallest first). */
export const shipMoves = (legal: Legal, ship: number): Move[] => legal.filter((m) => m.type === 'load' && m.ship === ship);

/** Moves that ship with the Wharf, or (expansion) put a barrel on the Small Wharf. */
export const wharfMoves = (legal: Legal, small: boolean): Move[] => legal.filter((m) => m.type === (small ? 'small-wharf' : 'wharf'));

/** Moves that name a kind of good the player to act has or gets: load, ship, sell, craft. */
export const goodMoves = (legal: Legal, good: Good): Move[] =>
  legal.filter((m) => (m.type === 'load' || m.type === 'wharf' || m.type === 'small-wharf' || m.type === 'sell' || m.type === 'trading-post' || m.type === 'craft') && m.good === good);

/** Sales to the trading house (`post` = the Trading Post instead). */
export const sellMoves = (legal: Legal, post = false): Move[] => legal.filter((m) => m.type === (post ? 'trading-post' : 'sell'));

/** Build (or, in the expansion draft, place) this building from the bank. */
export const buildMoves = (legal: Legal, b: BuildingId): Move[] => legal.filter((m) => (m.type === 'build' || m.type === 'draft') && m.building === b);

export const roleMoves = (legal: Legal, r: Role): Move[] => legal.filter((m) => m.type === 'role' && m.role === r);

/** Mayor or Guest House moves onto this tile kind or building. */
export const colonistMoves = (legal: Legal, to: IslandTile | BuildingId): Move[] => legal.filter((m) => (m.type === 'colonist' || m.type === 'guest') && m.to === to);

/** Take this face-up plantation (as a plantation, or as a forest with the Forest House), or a quarry. */
export const plantMoves = (legal: Legal, tile: Plantation | 'quarry'): Move[] => legal.filter((m) => (m.type === 'plant' && m.tile === tile) || (m.type === 'forest' && m.tile === tile));

/** Moves that no part of the board stands for: pass, the Hacienda draw, what to keep after shipping, the Union Hall's VP. */
export const otherMoves = (legal: Legal): Move[] => legal.filter((m) => m.type === 'pass' || m.type === 'hacienda' || m.type === 'keep' || m.type === 'union-hall');
