/** Shortcuts for the two everyday Puerto Rico links: a position as it stands, and a game from its start (Endeavor's: src/notation/endeavor/link.ts). */
import type { GameOptions, GameState, Move } from '../engine/puerto-rico';
import type { View } from './envelope';
import { NO_VIEW } from './envelope';
import { encodePuertoRicoLink } from './puerto-rico/link';

/** The link code of a position (the whole state, so play continues identically). */
export function positionLink(state: GameState, view: Partial<View<Move>> = {}): string {
  return encodePuertoRicoLink({ game: 'puerto-rico', scenario: { kind: 'position', state }, view: { ...NO_VIEW, ...view } });
}

/** The link code of a game as its inputs: options, seed and the moves played so far. */
export function replayLink(options: GameOptions, seed: number, moves: readonly Move[], view: Partial<View<Move>> = {}): string {
  return encodePuertoRicoLink({ game: 'puerto-rico', scenario: { kind: 'replay', options, seed, moves }, view: { ...NO_VIEW, ...view } });
}
