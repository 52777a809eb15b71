/**
 * Equivalence games (issue #18.2): fixed random games over every setup and option, each reduced to
 * hashes of its legal-move lists and of the state after every move. A second way of playing (the
 * compact playout path) is proved identical to today's engine by giving the same hashes.
 */
import { nextUint32, seedRandom } from '../random';
import { applyLegalMoveInPlace, applyMove, legalMoves } from './game';
import type { Move } from './moves';
import type { GameOptions } from './options';
import { newGame } from './setup';
import type { GameState } from './state';
import { cloneState } from './state';
import type { BuildingId } from './vocabulary';

/** One way of playing a game through to its end: what is compared. */
export interface Player {
  /** A private working copy of `s` (the input is not changed). */
  start(s: GameState): unknown;
  /** The legal moves of the player to act, in the order the engine gives them. */
  moves(game: unknown): readonly Move[];
  /** Plays a legal move in place. */
  play(game: unknown, m: Move): void;
  /** The position as the public JSON state. */
  state(game: unknown): GameState;
}

/** Today's engine: legalMoves and applyLegalMoveInPlace on the JSON state. */
export const JSON_PLAYER: Player = {
  start: (s) => cloneState(s),
  moves: (g) => legalMoves(g as GameState),
  play: (g, m) => {
    applyLegalMoveInPlace(g as GameState, m);
  },
  state: (g) => g as GameState,
};

/**
 * The checked API, as the pages play (issue #18.3): legalMoves, then applyMove handing out a new
 * state per move that shares unchanged parts with the one before (./sharing.ts). Every other move
 * goes as a plain JSON copy (as a link carries it), the rest as the listed object.
 */
export const PAGE_PLAYER: Player = {
  start: (s) => ({ state: cloneState(s) }),
  moves: (g) => legalMoves((g as { state: GameState }).state),
  play: (g, m) => {
    const box = g as { state: GameState };
    const r = applyMove(box.state, box.state.ply % 2 === 0 ? JSON.parse(JSON.stringify(m)) : m);
    if (!r.ok) throw new Error(`applyMove refused a listed move: ${r.error.message}`);
    box.state = r.value;
  },
  state: (g) => (g as { state: GameState }).state,
};

/** A violet building list for the `list` setup: small and large, base and expansion. */
const LIST: readonly BuildingId[] = [
  'hacienda',
  'smallWarehouse',
  'guestHouse',
  'blackMarket',
  'forestHouse',
  'smallWharf',
  'library',
  'unionHall',
  'university',
  'residence',
  'statue',
  'wharf',
  'specialtyFactory',
];

/**
 * The options of equivalence game `i`. Each option cycles with its own period, so the games
 * meet every value of every option (src/engine/puerto-rico/options.ts) in many combinations.
 */
export function gameOptions(i: number): GameOptions {
  const kinds = [{ kind: 'base' }, { kind: 'draft' }, { kind: 'all' }, { kind: 'list', buildings: LIST }] as const;
  return {
    players: ([2, 3, 4, 5] as const)[i % 4]!,
    buildings: kinds[Math.floor(i / 4) % 4]!,
    vpChips5p: i % 3 === 0 ? 126 : 122,
    wharfCapacity: ([null, 11, 3, null, 6] as const)[i % 5]!,
    smallWharfHarbor: i % 7 < 4,
    forestTiles: [12, 0, 15, 3][i % 6 < 4 ? i % 6 : 0]!,
    fullCityEnd: i % 9 === 4,
  };
}

/** The seed of equivalence game `i` (its setup and its moves). */
export const gameSeed = (i: number): number => 18_000 + i;

/** JSON with object keys sorted: two deep-equal states give the same text. */
export function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/** FNV-1a over the UTF-16 code units of a text, continuing from `h`. */
export function fnv(text: string, h = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** What one equivalence game gives: a hash per decision and one over the whole game. */
export interface GameHashes {
  /** Per decision: the hash of its legal-move list and of the state after the chosen move. */
  steps: number[];
  /** Over the start state and every step, as 16 hex digits (two independent 32-bit chains). */
  game: string;
}

/** The hex form of a 32-bit hash. */
export const hex = (h: number): string => h.toString(16).padStart(8, '0');

/**
 * Plays equivalence game `i` with `player`: moves chosen uniformly at random by a generator of
 * the game's own seed (index into the legal list), so the same lists give the same game.
 */
export function hashGame(i: number, player: Player, maxMoves = 5_000): GameHashes {
  const seed = gameSeed(i);
  const g = player.start(newGame(gameOptions(i), seed));
  let rng = seedRandom(`pick:${seed}`);
  const start = canonical(player.state(g));
  let a = fnv(start);
  let b = fnv(start, 0x01234567);
  const steps: number[] = [];
  for (let n = 0; player.state(g).phase !== 'over'; n++) {
    if (n >= maxMoves) throw new Error(`equivalence game ${i}: no end after ${maxMoves} moves`);
    const legal = player.moves(g);
    const movesText = canonical(legal);
    let v: number;
    [v, rng] = nextUint32(rng);
    player.play(g, legal[v % legal.length]!);
    const stateText = canonical(player.state(g));
    steps.push(fnv(stateText, fnv(movesText)));
    a = fnv(stateText, fnv(movesText, a));
    b = fnv(stateText, fnv(movesText, b ^ 0x9e3779b9));
  }
  return { steps, game: hex(a) + hex(b) };
}
