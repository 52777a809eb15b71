/**
 * Plays from `state` to the end of the game, asking `pick` for every decision: a position-only
 * picker (the random bot) on the compact path (./compact/), any other on the JSON state
 * (playJson in ./game.ts). Its own module so that code which only applies moves (lesson, puzzle
 * and game pages) does not load the compact engine, whose tables are built when it loads.
 */
import { playCompact, playOutCompact, playOutNewCompact } from './compact/playout';
import type { Move } from './moves';
import { playJson, type Picker } from './game';
import type { GameOptions } from './options';
import { newGame } from './setup';
import { type FinalOutcome, outcome } from './scoring';
import type { GameState } from './state';

/** The final state and the moves played; the input state is not changed. */
export function playGame(state: GameState, pick: Picker, maxMoves = 100_000): { state: GameState; moves: Move[] } {
  if (pick.pickIndex !== undefined) {
    const played = playCompact(state, pick.pickIndex, maxMoves);
    if (played !== null) return played;
  }
  return playJson(state, pick, maxMoves);
}

/**
 * The same game as playGame, handing back only its result and how many decisions it took: a
 * playout (a bot's, the bench's) that never needs the moves or the final state pays for neither
 * (on the compact path no move is turned into JSON). The input state is not changed.
 */
export function playOut(state: GameState, pick: Picker, maxMoves = 100_000): { outcome: FinalOutcome; decisions: number } {
  if (pick.pickIndex !== undefined) {
    const played = playOutCompact(state, pick.pickIndex, maxMoves);
    if (played !== null) return played;
  }
  const { state: end, moves } = playJson(state, pick, maxMoves);
  return { outcome: outcome(end) as FinalOutcome, decisions: moves.length };
}

/** playOut(newGame(options, seed), pick): on the compact path the game is set up in compact form, no JSON state at all. */
export function playOutNew(options: Partial<GameOptions>, seed: number | string, pick: Picker, maxMoves = 100_000): { outcome: FinalOutcome; decisions: number } {
  if (pick.pickIndex !== undefined) return playOutNewCompact(options, seed, pick.pickIndex, maxMoves);
  return playOut(newGame(options, seed), pick, maxMoves);
}
