/** What the friend should see (seat, puzzle attempt, lesson step), in bits and checked. */
import type { BitReader, BitWriter } from '../bits';
import { BitReader as Reader, BitWriter as Writer } from '../bits';
import type { View } from '../envelope';
import { ID_PATTERN, NOTATION_VERSION } from '../envelope';
import type { Ctx } from './fields';
import type { Move } from '../../engine/puerto-rico';
import { canonical } from '../canonical';
import { explicitMove, moveList } from './move-codec';

/** The characters an id may use (ID_PATTERN), six bits each. */
const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789/_.-';

function writeId(w: BitWriter, id: string): void {
  if (!ID_PATTERN.test(id)) throw new RangeError(`notation: "${id}" is not a valid id`);
  w.uint(id.length, 4);
  for (const ch of id) w.bits(ID_CHARS.indexOf(ch), 6);
}

function readId(r: BitReader): string {
  const len = r.uint(4);
  if (len > 120) {
    r.failed = true;
    return '';
  }
  let id = '';
  for (let i = 0; i < len && !r.failed; i++) id += ID_CHARS[r.bits(6)] ?? '?';
  if (!ID_PATTERN.test(id)) r.failed = true;
  return id;
}

/** Presence flags (3 bits), written in the header byte so an empty view costs nothing more. */
export function viewFlags(v: View<Move>): number {
  return (v.seat !== null ? 4 : 0) | (v.puzzle !== null ? 2 : 0) | (v.lesson !== null ? 1 : 0);
}

export function writeView(w: BitWriter, v: View<Move>, c: Ctx): void {
  if (v.seat !== null) w.bits(v.seat, 3);
  if (v.puzzle !== null) {
    writeId(w, v.puzzle.id);
    moveList.write(w, [...v.puzzle.attempt], c);
  }
  if (v.lesson !== null) {
    writeId(w, v.lesson.id);
    w.uint(v.lesson.step, 4);
  }
}

export function readView(r: BitReader, flags: number, c: Ctx): View<Move> {
  let seat: number | null = null;
  if (flags & 4) {
    seat = r.bits(3);
    if (seat >= c.players) r.failed = true;
  }
  const puzzle = flags & 2 ? { id: readId(r), attempt: moveList.read(r, c) } : null;
  const lesson = flags & 1 ? { id: readId(r), step: r.uint(4) } : null;
  return { seat, puzzle, lesson };
}

/**
 * Whether an unknown value is a well-formed move: exactly what survives the explicit move codec.
 * (Legality is the engine's question, asked where the position is known.)
 */
export function isWellFormedMove(x: unknown): x is Move {
  try {
    const w = new Writer();
    const c: Ctx = { players: 5, version: NOTATION_VERSION };
    explicitMove.write(w, x as Move, c);
    const back = explicitMove.read(new Reader(w.finish()), c);
    return canonical(back) === canonical(x);
  } catch {
    return false;
  }
}
