/**
 * What a link carries: a game, a scenario (a position, or a replay rebuilt by the engine from
 * options, seed and moves) and what the friend should see (a seat, a puzzle attempt, a lesson
 * step). The `game` field selects the codec, so Endeavor's scenarios can join this union.
 */
import type { GameOptions, GameState, Move } from '../engine/puerto-rico';
import type { GameState as EndeavorState, Move as EndeavorMove, NewGameOptions as EndeavorOptions } from '../engine/endeavor';

/**
 * The notation's current version; it is the first byte of every link code.
 * 1: first release. 2: a Mayor move may carry a count of colonists; the state records what the
 * Craftsman phase produced (turn.produced). Version 1 positions still open (the new field reads
 * as its default); version 1 replays were recorded under the old Mayor and are too old.
 * 3: the state records the Guest House window at the start of a phase (turn.guestWindow).
 * 4: a puzzle view may carry the challenger's result (view.puzzle.result); the view may carry
 *    seat names (view.names); Endeavor scenarios (game code 1) can be read. Older codes read the
 *    new view fields as absent.
 * 5: the Guest House window at the end of a phase (turn.guestEnd); the full-city variant
 * (options.fullCityEnd); moves declining a free colonist (role `colonists`, plant/forest/build
 * `noColonist`), which are new entries in the legal move lists. Older replays decode as they were
 * recorded: their move indices are read among the moves that existed then, and the new end-of-phase
 * windows are passed (puerto-rico/scenario.ts passEndWindows).
 * When a version is added, list it here and in link.ts's DECODERS; field codecs mark what is new
 * with `since(version, ...)`, so older codes keep opening.
 * 6: rule fixes of issue 15 (RULINGS.md): no fifth large building, Guest House moves only in the
 * windows at the start and end of a phase, a University colonist on a new Guest House is not a
 * guest (CitySpace.settled); Endeavor: a Payment may free another Payment building, the free
 * governor is no discard. Older replays read their move indices among the moves that existed
 * then; one that used a move the rules no longer allow, or reached a position the fixes play
 * differently, stops there with a notation/illegal-move error (puerto-rico/scenario.ts
 * olderRulesError).
 */
export const NOTATION_VERSION = 9;

/**
 * 7: Endeavor on the real components (reference/endeavor-components.md): the 29 cities and 26
 * connections, new track lengths, cards, buildings and action tokens. An Endeavor link of an older
 * version was made with the earlier practice components; its positions and move indices mean
 * something else now, so it opens with that message (notation/practice-components) instead of a
 * different game. Puerto Rico links of every version open as before.
 * 8: Puerto Rico moves declining a VP bonus that would hand out the last VP chip (load, wharf and
 * build `bonus`, RULINGS.md base 22): new entries in the legal move lists. Older replays read their
 * move indices among the moves without them, so they decode to the game they recorded.
 * 9: the same declines for the Union Hall (`union-hall` moves: the VP wait for the player's first
 * move while a decline is offered) and the moves that end a Small Wharf loading (small-wharf and
 * pass `bonus`). Older replays read their move indices among the moves without them and take the
 * waiting Union Hall VP as the engine then did, without a move (puerto-rico/scenario.ts
 * takeUnionHall), so they decode to the game they recorded.
 */
export const REAL_COMPONENTS_VERSION = 7;

/** Games a link can name; the index is the game's code in the binary form (never reorder). */
export const GAME_IDS = ['puerto-rico', 'endeavor'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Puzzle and lesson ids in links: the characters the content schemas allow, and a sane length. */
export const ID_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,119}$/;

/**
 * How a challenger did on a puzzle, sent to a friend who then tries the same puzzle, e.g.
 * { solved: true, clean: false, hints: 1, value: 7 }. The challenger's moves are the attempt.
 */
export interface ChallengeResult {
  readonly solved: boolean;
  /** Solved at the first try without hints. */
  readonly clean: boolean;
  readonly hints: number;
  /** The goal value reached (a whole number), or null if the line was not finished. */
  readonly value: number | null;
}

/** A puzzle and the moves tried so far, with the challenger's result when the link is a challenge. */
export interface PuzzleView<M> {
  /** Puzzle id, e.g. 'captain-rulebook'. */
  readonly id: string;
  /** e.g. [{ type: 'load', good: 'corn', ship: 0 }]. */
  readonly attempt: readonly M[];
  /** Since version 4; absent or null when the link only shows an attempt. */
  readonly result?: ChallengeResult | null;
}

/** What the friend should see; every field optional (null). */
export interface View<M> {
  /** Seat to view the board from (0-based), e.g. 2; null = the player to act. */
  readonly seat: number | null;
  /** A puzzle and the moves tried so far, e.g. { id: 'captain-rulebook', attempt: [{ type: 'load', good: 'corn', ship: 0 }] }. */
  readonly puzzle: PuzzleView<M> | null;
  /** A lesson and its 0-based step, e.g. { id: 'puerto-rico/03-mayor', step: 4 }. */
  readonly lesson: { readonly id: string; readonly step: number } | null;
  /**
   * Since version 4: names for the seats, shown on the board (the engine never sees them), one
   * per seat, e.g. ['Anna', 'Bence', 'Csilla']; absent or null = "Player 1", ... Shown as text only.
   */
  readonly names?: readonly string[] | null;
}

/** Longest seat name a link carries (UTF-16 units). */
export const NAME_MAX = 24;

/** Direction controls (embeddings, overrides, isolates, marks): in a name they reorder the text around it. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Half of a surrogate pair with no other half: no character at all, drawn as a box or garbage. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A seat name from a link as it may be shown: direction controls and lone surrogates dropped,
 * spaces (any kind, the non-breaking one too) trimmed; '' when nothing visible is left, which
 * every page shows as the seat's default name (issue #24.6).
 */
export function cleanSeatName(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(LONE_SURROGATE, '').trim();
}

/** Whether a text is a seat name a link can carry: 1 to NAME_MAX characters, no control characters, nothing cleanSeatName would change. */
export function isSeatName(x: unknown): x is string {
  // eslint-disable-next-line no-control-regex
  return typeof x === 'string' && x.length >= 1 && x.length <= NAME_MAX && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(x) && cleanSeatName(x) === x;
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

/**
 * An Endeavor scenario: a game as its inputs (player count, seed, moves; the engine rebuilds it),
 * or a position checked by the engine's gate (fromSetup). The seed is what the table was started
 * with: a number, or the text a player typed (at most 40 characters).
 */
export type EndeavorScenario =
  | { readonly kind: 'position'; readonly state: EndeavorState }
  | { readonly kind: 'replay'; readonly options: EndeavorOptions; readonly seed: number | string; readonly moves: readonly EndeavorMove[] };

export interface EndeavorEnvelope {
  readonly game: 'endeavor';
  readonly scenario: EndeavorScenario;
  readonly view: View<EndeavorMove>;
}

/** Everything a link can carry. */
export type Envelope = PuertoRicoEnvelope | EndeavorEnvelope;

/** A decoded Puerto Rico link: the envelope and the position to show (for a replay, the state after its last move). */
export interface Decoded {
  readonly envelope: PuertoRicoEnvelope;
  readonly state: GameState;
}

/** A decoded Endeavor link, likewise. */
export interface EndeavorDecoded {
  readonly envelope: EndeavorEnvelope;
  readonly state: EndeavorState;
}

/** Any decoded link; `envelope.game` tells which. */
export type AnyDecoded = Decoded | EndeavorDecoded;

/** Longest seed text an Endeavor link carries (the table's seed field allows 40 characters). */
export const SEED_TEXT_MAX = 40;
