/** The common shape of a phase: what the engine asks each role module. */
import type { MoveError } from './errors';
import type { Move } from './moves';
import type { GameState } from './state';

export interface PhaseHandler {
  /** Called once when the phase begins (after the role is chosen): privileges, automatic work, the queue. */
  start(s: GameState): void;
  /** Automatic work at the start of a seat's turn (e.g. the Mayor's rearrangement). */
  beginTurn?(s: GameState, seat: number): void;
  /** Legal moves of `seat`; none means the seat has nothing to decide and is skipped. */
  moves(s: GameState, seat: number, out: Move[]): void;
  /** Applies a legal move in place; true when the seat's turn is over. */
  apply(s: GameState, seat: number, m: Move): boolean;
  /** After a seat's turn; `skipped` when it had nothing to decide. Default: the queue moves on. */
  endTurn?(s: GameState, seat: number, skipped: boolean): void;
  /** End of phase; may switch to a follow-up phase by changing `s.phase`. */
  end(s: GameState): void;
  /** Why an illegal move is illegal, in the words of the rules (null if no specific rule found). */
  diagnose(s: GameState, seat: number, m: Move): MoveError | null;
}
