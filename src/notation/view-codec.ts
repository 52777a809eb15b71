/**
 * What the friend should see (seat, puzzle attempt and challenge, lesson step), in bits and
 * checked. The same for every game: only the codec of an explicitly written move differs.
 */
import type { BitReader, BitWriter } from './bits';
import { BitReader as Reader, BitWriter as Writer, readText, writeText } from './bits';
import type { ChallengeResult, View } from './envelope';
import { ID_PATTERN, NOTATION_VERSION, NAME_MAX, cleanSeatName, isSeatName } from './envelope';
import type { Codec, Ctx } from './fields';
import { bool, int, list, nullable, perSeat, record, since } from './fields';
import { canonical } from './canonical';

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

/** Most hints or the largest goal value a challenge reports; more is a damaged code. */
const CHALLENGE_MAX = 999;

const goalValue: Codec<number | null> = {
  write(w, v, c) {
    // Goal values are whole numbers (VP, doubloons, barrels); anything else travels as "not finished".
    nullable(int(4)).write(w, v !== null && Number.isSafeInteger(v) && Math.abs(v) <= CHALLENGE_MAX ? v : null, c);
  },
  read(r, c) {
    const v = nullable(int(4)).read(r, c);
    if (v !== null && Math.abs(v) > CHALLENGE_MAX) r.failed = true;
    return v;
  },
};

const challenge = record<ChallengeResult>({
  solved: bool,
  clean: bool,
  hints: {
    write: (w, v) => w.uint(Math.min(v, CHALLENGE_MAX), 3),
    read(r) {
      const v = r.uint(3);
      if (v > CHALLENGE_MAX) r.failed = true;
      return v;
    },
  },
  value: goalValue,
});

/** Version 4: a challenge link carries the challenger's result after the attempt. */
const challengeField = since(4, nullable(challenge), () => null);

/** A seat name: its length, then each UTF-16 unit; a control character or an overlong name fails the read. */
const seatName: Codec<string> = {
  write(w, v) {
    if (!isSeatName(v)) throw new RangeError(`notation: ${JSON.stringify(v)} is not a seat name a link can carry`);
    writeText(w, v);
  },
  read(r) {
    const text = readText(r, NAME_MAX);
    // eslint-disable-next-line no-control-regex
    if (!r.failed && (text.length === 0 || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text))) r.failed = true;
    // A name that is blank, or carries direction controls or half characters, is cleaned rather
    // than refused: '' shows as the seat's default name.
    return cleanSeatName(text);
  },
};

/** Version 4: seat names after the other view fields (one bit when there are none). */
const namesField = since(4, nullable(perSeat(seatName)), () => null);

/** Presence flags (3 bits), written in the header byte so an empty view costs nothing more. */
export function viewFlags(v: View<unknown>): number {
  return (v.seat !== null ? 4 : 0) | (v.puzzle !== null ? 2 : 0) | (v.lesson !== null ? 1 : 0);
}

/** Writes the view; `move` writes one move in full (the link may not carry the puzzle's position). */
export function writeView<M>(w: BitWriter, v: View<M>, c: Ctx, move: Codec<M>): void {
  if (v.seat !== null) w.bits(v.seat, 3);
  if (v.puzzle !== null) {
    writeId(w, v.puzzle.id);
    list(move, 3).write(w, [...v.puzzle.attempt], c);
    challengeField.write(w, v.puzzle.result ?? null, c);
  }
  if (v.lesson !== null) {
    writeId(w, v.lesson.id);
    w.uint(v.lesson.step, 4);
  }
  namesField.write(w, v.names ? [...v.names] : null, c);
}

export function readView<M>(r: BitReader, flags: number, c: Ctx, move: Codec<M>): View<M> {
  let seat: number | null = null;
  if (flags & 4) {
    seat = r.bits(3);
    if (seat >= c.players) r.failed = true;
  }
  let puzzle: View<M>['puzzle'] = null;
  if (flags & 2) {
    const id = readId(r);
    const attempt = list(move, 3).read(r, c);
    const result = challengeField.read(r, c);
    // A challenge says it was clean only if it was solved.
    puzzle = result === null ? { id, attempt } : { id, attempt, result: { ...result, clean: result.clean && result.solved } };
  }
  const lesson = flags & 1 ? { id: readId(r), step: r.uint(4) } : null;
  const names = namesField.read(r, c);
  return names === null ? { seat, puzzle, lesson } : { seat, puzzle, lesson, names };
}

/**
 * Whether an unknown value is a well-formed move: exactly what survives the explicit move codec.
 * (Legality is the engine's question, asked where the position is known.)
 */
export function survivesCodec<M>(x: unknown, move: Codec<M>, players = 5): x is M {
  try {
    const w = new Writer();
    const c: Ctx = { players, version: NOTATION_VERSION };
    move.write(w, x as M, c);
    const back = move.read(new Reader(w.finish()), c);
    return canonical(back) === canonical(x);
  } catch {
    return false;
  }
}

/** Whether an unknown value is a well-formed challenge result (for the JSON form). */
export function isChallengeResult(x: unknown): x is ChallengeResult {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    typeof o.solved === 'boolean' &&
    typeof o.clean === 'boolean' &&
    Number.isSafeInteger(o.hints) &&
    (o.hints as number) >= 0 &&
    (o.hints as number) <= CHALLENGE_MAX &&
    (o.value === null || (Number.isSafeInteger(o.value) && Math.abs(o.value as number) <= CHALLENGE_MAX)) &&
    Object.keys(o).length === 4
  );
}
