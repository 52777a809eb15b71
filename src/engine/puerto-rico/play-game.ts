/**
 * Plays from `state` to the end of the game, asking `pick` for every decision: a position-only
 * picker (the random bot) on the compact path (./compact/), any other on the JSON state
 * (playJson in ./game.ts). Its own module so that code which only applies moves (lesson, puzzle
 * and game pages) does not load the compact engine, whose tables are built when it loads.
 */
import { playCompact } from './compact/playout';
import type { Move } from './moves';
import { playJson, type Picker } from './game';
import type { GameState } from './state';

/** The final state and the moves played; the input state is not changed. */
export function playGame(state: GameState, pick: Picker, maxMoves = 100_000): { state: GameState; moves: Move[] } {
  if (pick.pickIndex !== undefined) {
    const played = playCompact(state, pick.pickIndex, maxMoves);
    if (played !== null) return played;
  }
  return playJson(state, pick, maxMoves);
}
