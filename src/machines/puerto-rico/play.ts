/** The shared phase-machine kit (../engine-play.ts) bound to the Puerto Rico engine. */
import { applyMove, isLegal } from '../../engine/puerto-rico/game';
import type { MoveError } from '../../engine/puerto-rico/errors';
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import type { Phase } from '../../engine/puerto-rico/vocabulary';
import { playKit, type MoveEventOf, type PlayContextOf, type PlayInputOf } from '../engine-play';

/** The context of a phase or round machine. */
export type PlayContext = PlayContextOf<GameState, Move, MoveError>;
/** Input of every Puerto Rico machine: the position to start from (already through fromSetup/newGame). */
export type PlayInput = PlayInputOf<GameState>;
/** An event that carries a move, e.g. { type: 'captain.load', move: { type: 'load', good: 'sugar', ship: 2 } }. */
export type MoveEvent<T extends string = string> = MoveEventOf<Move, T>;

export const { playContext, isLegalMove, applied, refused, inPhase, leftPhase } = playKit<GameState, Move, MoveError, Phase>({ isLegal, applyMove });
