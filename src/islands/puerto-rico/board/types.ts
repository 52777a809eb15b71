/** What every board component takes from its host. */
import type { GameState, Move, PlayerState } from '../../../engine/puerto-rico';
import type { BuildingId, Good, Role } from '../../../engine/puerto-rico';
import type { BoardLang } from './names';

/**
 * A named place on the board, for `highlight` (lessons, hints) and for tests (`data-place`).
 * Examples: 'ship:0', 'wharf', 'trading-house', 'role:captain', 'supply:building:harbor',
 * 'faceup:2', 'quarries', 'colonist-ship', 'p0:island:3', 'p0:city:harbor', 'p0:goods:corn',
 * 'p0:doubloons', 'p0:vp', 'p0:san-juan', 'p0', and the buttons for moves with no place: 'move:pass',
 * 'move:hacienda', 'move:keep', 'move:union-hall'.
 */
export type BoardPlace =
  | `ship:${number}`
  | 'wharf'
  | 'small-wharf'
  | 'trading-house'
  | 'trading-post'
  | 'colonist-ship'
  | 'quarries'
  | `faceup:${number}`
  | `role:${Role}`
  | `supply:building:${BuildingId}`
  | `p${number}`
  | `p${number}:island:${number}`
  | `p${number}:city:${BuildingId}`
  | `p${number}:goods:${Good}`
  | `p${number}:doubloons`
  | `p${number}:vp`
  | `p${number}:san-juan`
  | 'move:pass'
  | 'move:hacienda'
  | 'move:keep'
  | 'move:union-hall';

export interface InteractionProps {
  /** The legal moves of the player to act, from the engine's legalMoves(state); [] or omitted = read-only. */
  legal?: readonly Move[] | undefined;
  /** Called with exactly one of `legal` when the user picks it. */
  onMove?: ((move: Move) => void) | undefined;
  /** Places to emphasise, e.g. ['ship:2', 'p0:goods:sugar']. */
  highlight?: readonly BoardPlace[] | ReadonlySet<string> | undefined;
  /** Language of the board's words: 'en' (default), 'hu' or 'nl'. */
  lang?: BoardLang | undefined;
}

export const isHighlighted = (h: InteractionProps['highlight'], place: BoardPlace): boolean => (h === undefined ? false : h instanceof Set ? h.has(place) : (h as readonly string[]).includes(place));

/** A player as the board draws him: `vp` null when the view hides it (engine playerView). */
export type BoardPlayer = Omit<PlayerState, 'vp'> & { vp: number | null };
/** A full GameState or a player's view of it (engine playerView): both draw the same. */
export type BoardState = Omit<GameState, 'players'> & { players: readonly BoardPlayer[] };
