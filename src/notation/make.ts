/** Shortcuts for the two everyday links: a position as it stands, and a game from its start. */
import type { GameOptions, GameState, Move } from '../engine/puerto-rico';
import type { GameState as EndeavorState, Move as EndeavorMove, PlayerCount } from '../engine/endeavor';
import type { View } from './envelope';
import { NO_VIEW } from './envelope';
import { encodeLink } from './link';

/** The link code of a position (the whole state, so play continues identically). */
export function positionLink(state: GameState, view: Partial<View<Move>> = {}): string {
  return encodeLink({ game: 'puerto-rico', scenario: { kind: 'position', state }, view: { ...NO_VIEW, ...view } });
}

/** The link code of a game as its inputs: options, seed and the moves played so far. */
export function replayLink(options: GameOptions, seed: number, moves: readonly Move[], view: Partial<View<Move>> = {}): string {
  return encodeLink({ game: 'puerto-rico', scenario: { kind: 'replay', options, seed, moves }, view: { ...NO_VIEW, ...view } });
}

/** The link code of an Endeavor position (checked by the engine's gate when opened). */
export function endeavorPositionLink(state: EndeavorState, view: Partial<View<EndeavorMove>> = {}): string {
  return encodeLink({ game: 'endeavor', scenario: { kind: 'position', state }, view: { ...NO_VIEW, ...view } });
}

/** The link code of an Endeavor game as its inputs: player count, the seed the table started with, the moves so far. */
export function endeavorReplayLink(players: PlayerCount, seed: number | string, moves: readonly EndeavorMove[], view: Partial<View<EndeavorMove>> = {}): string {
  return encodeLink({ game: 'endeavor', scenario: { kind: 'replay', options: { players }, seed, moves }, view: { ...NO_VIEW, ...view } });
}
