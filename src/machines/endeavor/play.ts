/** The shared phase-machine kit (../engine-play.ts) bound to the Endeavor engine. */
import { applyMove, isLegal, type GameState, type Move, type MoveError, type Phase } from '../../engine/endeavor';
import { playKit, type MoveEventOf, type PlayContextOf, type PlayInputOf } from '../engine-play';

/** The context of an Endeavor phase machine. */
export type PlayContext = PlayContextOf<GameState, Move, MoveError>;
/** Input of every Endeavor machine: the position to start from (already through fromSetup/newGame/setupDefaults). */
export type PlayInput = PlayInputOf<GameState>;
/** An event that carries a move, e.g. { type: 'build.take', move: { type: 'build', building: 'market' } }. */
export type MoveEvent<T extends string = string> = MoveEventOf<Move, T>;

export const { playContext, isLegalMove, applied, refused, inPhase, leftPhase } = playKit<GameState, Move, MoveError, Phase>({ isLegal, applyMove });
