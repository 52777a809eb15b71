/**
 * What every phase machine of either game shares: the context (the engine's state, plus the last
 * refusal) and the guard and actions that put every rule question to the engine. A machine built
 * on these never decides a rule itself: `isLegalMove` asks the engine, `applied` lets the engine
 * change the state, `refused` keeps the engine's reason ({code, rule, message}) for the island.
 * Each game binds this kit to its own engine once (machines/<game>/play.ts).
 */
import type { Result } from '../engine/result';

/** The two engine calls a phase machine needs; both engines export them with these shapes. */
export interface JudgingEngine<S, E> {
  isLegal(state: S, move: unknown): boolean;
  applyMove(state: S, move: unknown): Result<S, E>;
}

/** The context of a phase machine: the engine's plain JSON state and what happened last. */
export interface PlayContextOf<S, M, E> {
  /** The game as the engine sees it; replaced (never mutated) by each applied move. */
  state: S;
  /** Why the engine refused the last attempt, or null after a legal move. */
  refusal: E | null;
  /** The last move the engine accepted. */
  last: M | null;
}

/** Input of every phase machine: the position to start from (already through the engine's own setup). */
export interface PlayInputOf<S> {
  state: S;
}

/** An event that carries a move for the engine, e.g. { type: 'captain.load', move: {...} }. */
export interface MoveEventOf<M, T extends string = string> {
  type: T;
  move: M;
}

/** The context builder, guards and assigners of a game's phase machines, bound to its engine. */
export function playKit<S extends { readonly phase: P }, M, E, P extends string>(engine: JudgingEngine<S, E>) {
  type Ctx = PlayContextOf<S, M, E>;
  return {
    playContext: ({ input }: { input: PlayInputOf<S> }): Ctx => ({ state: input.state, refusal: null, last: null }),
    /** Guard: the engine says the move is legal now. */
    isLegalMove: ({ context, event }: { context: Ctx; event: { move?: unknown } }): boolean => engine.isLegal(context.state, event.move),
    /** Assigner for `apply`: the engine's next state. Only reached behind `isLegalMove`. */
    applied(context: Ctx, event: { move?: unknown }): Partial<Ctx> {
      const r = engine.applyMove(context.state, event.move);
      return r.ok ? { state: r.value, refusal: null, last: event.move as M } : { refusal: r.error };
    },
    /** Assigner for `refuse`: the engine's reason for turning the move down. */
    refused(context: Ctx, event: { move?: unknown }): Partial<Ctx> {
      const r = engine.applyMove(context.state, event.move);
      return r.ok ? { refusal: null } : { refusal: r.error };
    },
    /** Guard factory: the engine's state is in one of these phases. */
    inPhase:
      (...phases: readonly P[]) =>
      ({ context }: { context: Ctx }): boolean =>
        phases.includes(context.state.phase),
    /** Guard factory: the engine has left these phases (the phase or role is played out). */
    leftPhase:
      (...phases: readonly P[]) =>
      ({ context }: { context: Ctx }): boolean =>
        !phases.includes(context.state.phase),
  };
}
