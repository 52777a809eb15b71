/**
 * What a link carries: a game, a scenario (a position, or a replay rebuilt by the engine from
 * options, seed and moves) and what the friend should see (a seat, a puzzle attempt, a lesson
 * step). The `game` field selects the codec, so Endeavor's scenarios can join this union.
 */
import type { GameOptions, GameState, Move } from '../engine/puerto-rico';

/**
 * The notation's current version; it is the first byte of every link code.
 * 1: first release. 2: a Mayor move may carry a count of colonists; the state records what the
 * Craftsman phase produced (turn.produced). Version 1 positions still open (the new field reads
 * as its default); version 1 replays were recorded under the old Mayor and are too old.
 * 3: the state records the Guest House window at the start of a phase (turn.guestWindow).
 */
export const NOTATION_VERSION = 3;

/** Games a link can name; the index is the game's code in the binary form (never reorder). */
export const GAME_IDS = ['puerto-rico', 'endeavor'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Puzzle and lesson ids in links: the characters the content schemas allow, and a sane length. */
export const ID_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,119}$/;

/** What the friend should see; every field optional (null). */
export interface View<M> {
  /** Seat to view the board from (0-based), e.g. 2; null = the player to act. */
  readonly seat: number | null;
  /** A puzzle and the moves tried so far, e.g. { id: 'captain-rulebook', attempt: [{ type: 'load', good: 'corn', ship: 0 }] }. */
  readonly puzzle: { readonly id: string; readonly attempt: readonly M[] } | null;
  /** A lesson and its 0-based step, e.g. { id: 'puerto-rico/03-mayor', step: 4 }. */
  readonly lesson: { readonly id: string; readonly step: number } | null;
}

export const NO_VIEW: View<never> = { seat: null, puzzle: null, lesson: null };

/**
 * A Puerto Rico scenario. A game with a history travels as its inputs (`replay`: the engine
 * rebuilds it); a position without one (editor, puzzle) travels as the whole state (`position`,
 * random generator included, so play continues identically).
 */
export type PuertoRicoScenario =
  | { readonly kind: 'position'; readonly state: GameState }
  | { readonly kind: 'replay'; readonly options: GameOptions; readonly seed: number; readonly moves: readonly Move[] };

export interface PuertoRicoEnvelope {
  readonly game: 'puerto-rico';
  readonly scenario: PuertoRicoScenario;
  readonly view: View<Move>;
}

/** Everything a link can carry (Endeavor's envelope joins this union when its codec exists). */
export type Envelope = PuertoRicoEnvelope;

/** A decoded link: the envelope and the position to show (for a replay, the state after its last move). */
export interface Decoded {
  readonly envelope: Envelope;
  readonly state: GameState;
}
