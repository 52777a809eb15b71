/**
 * Endeavor moves in bits: written out in full (puzzle attempts, escapes) or as their index among
 * the engine's legal moves sorted by canonical JSON (replays, which the decoder rebuilds anyway).
 */
import type { BitReader, BitWriter } from '../bits';
import { widthFor } from '../bits';
import type { GameState, Move, MoveType, Step } from '../../engine/endeavor';
import { ACTIONS, ACTION_TOKENS, BUILDINGS, DECKS, REGIONS, legalMoves } from '../../engine/endeavor';
import { canonical } from '../canonical';
import type { Codec, Ctx } from '../fields';
import { list, oneOf } from '../fields';
import { CITY_IDS, card } from './state-codec';

const city = oneOf(CITY_IDS);

export const step: Codec<Step> = {
  write(w, s, c) {
    oneOf(ACTIONS).write(w, s.action, c);
    switch (s.action) {
      case 'ship':
        return oneOf(REGIONS).write(w, s.region, c);
      case 'occupy':
      case 'attack':
        return city.write(w, s.city, c);
      case 'payment':
        return w.uint(s.slot, 2);
      case 'draw':
        return oneOf(DECKS).write(w, s.deck, c);
    }
  },
  read(r, c) {
    const action = oneOf(ACTIONS).read(r, c);
    switch (action) {
      case 'ship':
        return { action, region: oneOf(REGIONS).read(r, c) };
      case 'occupy':
      case 'attack':
        return { action, city: city.read(r, c) };
      case 'payment':
        return { action, slot: r.uint(2) };
      case 'draw':
        return { action, deck: oneOf(DECKS).read(r, c) };
    }
  },
};

type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

/** The arguments of each move type; keyed by MoveType, so a new kind of move must be added here. */
const ARGS: { readonly [T in MoveType]: Codec<MoveOf<T>> } = {
  build: { write: (w, m, c) => oneOf(BUILDINGS).write(w, m.building, c), read: (r, c) => ({ type: 'build', building: oneOf(BUILDINGS).read(r, c) }) },
  buildNothing: { write() {}, read: () => ({ type: 'buildNothing' }) },
  salary: { write: (w, m) => w.uint(m.slot, 2), read: (r) => ({ type: 'salary', slot: r.uint(2) }) },
  activate: {
    write(w, m, c) {
      w.uint(m.slot, 2);
      list(step, 2).write(w, [...m.steps], c);
    },
    read: (r, c) => ({ type: 'activate', slot: r.uint(2), steps: list(step, 2).read(r, c) }),
  },
  spendToken: {
    write(w, m, c) {
      oneOf(ACTION_TOKENS).write(w, m.token, c);
      step.write(w, m.step, c);
    },
    read: (r, c) => ({ type: 'spendToken', token: oneOf(ACTION_TOKENS).read(r, c), step: step.read(r, c) }),
  },
  pass: { write() {}, read: () => ({ type: 'pass' }) },
  discard: { write: (w, m, c) => card.write(w, m.card, c), read: (r, c) => ({ type: 'discard', card: card.read(r, c) }) },
};

const MOVE_TYPES = Object.keys(ARGS) as MoveType[];

export const explicitEndeavorMove: Codec<Move> = {
  write(w, m, c) {
    oneOf(MOVE_TYPES).write(w, m.type, c);
    (ARGS[m.type] as Codec<Move>).write(w, m, c);
  },
  read(r, c) {
    return (ARGS[oneOf(MOVE_TYPES).read(r, c)] as Codec<Move>).read(r, c);
  },
};

// Endeavor codes before notation 7 (the practice components) are refused before any move is read,
// so every move index is one among today's legal moves.
function sortedLegal(s: GameState, _version: number): { moves: readonly Move[]; keys: string[] } {
  const keyed = legalMoves(s).map((m) => ({ m, k: canonical(m) }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return { moves: keyed.map((x) => x.m), keys: keyed.map((x) => x.k) };
}

/** `m` as its index among the sorted legal moves of `s`; one past the end escapes to the full form. */
export function writeEndeavorMoveAt(w: BitWriter, s: GameState, m: Move, c: Ctx): void {
  const legal = sortedLegal(s, c.version);
  const width = widthFor(legal.moves.length + 1);
  const i = legal.keys.indexOf(canonical(m));
  if (i >= 0) return w.bits(i, width);
  w.bits(legal.moves.length, width);
  explicitEndeavorMove.write(w, m, c);
}

/** Reads a move written by writeEndeavorMoveAt for the same state; the caller asks the engine about it. */
export function readEndeavorMoveAt(r: BitReader, s: GameState, c: Ctx): Move {
  const legal = sortedLegal(s, c.version).moves;
  const i = r.bits(widthFor(legal.length + 1));
  const listed = legal[i];
  if (listed !== undefined) return listed;
  if (i > legal.length) r.failed = true;
  return explicitEndeavorMove.read(r, c);
}
