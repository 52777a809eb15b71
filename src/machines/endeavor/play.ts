/**
 * What every Endeavor phase machine shares: the context (the engine's state, plus the last
 * refusal) and the guard and actions that put every rule question to the engine. A machine built
 * on these never decides a rule itself: `isLegal` asks the engine, `apply` lets the engine change
 * the state, `refuse` keeps the engine's reason ({code, rule, message}) for the island to show.
 */
import { applyMove, isLegal, type GameState, type Move, type MoveError, type Phase } from '../../engine/endeavor';

/** The context of an Endeavor phase machine: the engine's plain JSON state and what happened last. */
export interface PlayContext {
  /** The game as the engine sees it; replaced (never mutated) by each applied move. */
  state: GameState;
  /** Why the engine refused the last attempt, or null after a legal move. */
  refusal: MoveError | null;
  /** The last move the engine accepted. */
  last: Move | null;
}

/** Input of every Endeavor machine: the position to start from (already through fromSetup/newGame/setupDefaults). */
export interface PlayInput {
  state: GameState;
}

/** An event that carries a move for the engine, e.g. { type: 'build.take', move: { type: 'build', building: 'market' } }. */
export interface MoveEvent<T extends string = string> {
  type: T;
  move: Move;
}

export const playContext = ({ input }: { input: PlayInput }): PlayContext => ({ state: input.state, refusal: null, last: null });

/** Guard: the engine says the move is legal now. */
export const isLegalMove = ({ context, event }: { context: PlayContext; event: { move?: unknown } }): boolean => isLegal(context.state, event.move);

/** Assigner for `apply`: the engine's next state. Only reached behind `isLegalMove`. */
export function applied(context: PlayContext, event: { move?: unknown }): Partial<PlayContext> {
  const r = applyMove(context.state, event.move);
  return r.ok ? { state: r.value, refusal: null, last: event.move as Move } : { refusal: r.error };
}

/** Assigner for `refuse`: the engine's reason for turning the move down. */
export function refused(context: PlayContext, event: { move?: unknown }): Partial<PlayContext> {
  const r = applyMove(context.state, event.move);
  return r.ok ? { refusal: null } : { refusal: r.error };
}

/** Guard factory: the engine's state is in one of these phases. */
export const inPhase = (...phases: readonly Phase[]) => ({ context }: { context: PlayContext }): boolean => phases.includes(context.state.phase);

/** Guard factory: the engine has left these phases (the phase is played out). */
export const leftPhase = (...phases: readonly Phase[]) => ({ context }: { context: PlayContext }): boolean => !phases.includes(context.state.phase);
