/**
 * The frame every link code shares, whatever its game: the version byte, the game, the kind of
 * scenario, the view flags, and the CRC-16 trailer. Each game writes and reads its own body
 * (src/notation/puerto-rico/link.ts, src/notation/endeavor/link.ts), so a page that reads links of
 * one game loads only that game's codecs and engine.
 *
 * Layout (versions 1 to 9; fields added later are marked `since(version, ...)` in the codecs), after
 * base64url decoding:
 *   byte 0       notation version
 *   bits         game (3: index in GAME_IDS), kind (2: 0 position, 1 replay), view flags (3: seat, puzzle, lesson)
 *   bits         the game's body: a position's whole state, or a replay's inputs and moves, then the
 *                view fields the flags announce; zero bits up to the byte
 *   2 bytes      CRC-16 of everything before it (every version keeps this trailer, so a code from
 *                another version is told apart from a damaged one)
 *
 * Decoding never throws and never trusts: anything but a well-formed code gives a typed NotationError.
 */
import type { Result } from '../engine/result';
import { err } from '../engine/result';
import { fromBase64Url, toBase64Url } from './base64url';
import type { BitReader as Reader, BitWriter as Writer } from './bits';
import { BitReader, BitWriter } from './bits';
import { crc16 } from './checksum';
import type { AnyDecoded, GameId, View } from './envelope';
import { GAME_IDS, NOTATION_VERSION } from './envelope';
import type { NotationError } from './errors';
import { notationError } from './errors';
import { viewFlags } from './view-codec';

/** Longest code accepted: a whole long game is under 2,000 characters. Longer is refused unread. */
export const MAX_CODE_LENGTH = 16_000;

export const KINDS = ['position', 'replay'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * The oldest layout this site still reads. Every version from it to NOTATION_VERSION shares the
 * frame; the codecs skip the fields a version lacks. When the frame itself changes, give the old
 * one its own reader here; raising this makes older links say "too old" instead of opening the
 * wrong thing.
 */
export const OLDEST_VERSION = 1;

/** The link code (no '#') of a scenario whose body `body` writes after the frame's header. */
export function encodeFrame(game: GameId, kind: Kind, view: View<unknown>, body: (w: Writer) => void): string {
  const w = new BitWriter();
  w.bits(NOTATION_VERSION, 8);
  w.bits(GAME_IDS.indexOf(game), 3);
  w.bits(KINDS.indexOf(kind), 2);
  w.bits(viewFlags(view), 3);
  body(w);
  const bytes = w.finish();
  const crc = crc16(bytes);
  const out = new Uint8Array(bytes.length + 2);
  out.set(bytes);
  out[bytes.length] = crc >> 8;
  out[bytes.length + 1] = crc & 0xff;
  return toBase64Url(out);
}

/** What a game's body reader gets once the frame is read and checked. */
export interface Header {
  readonly kind: Kind;
  readonly flags: number;
  readonly version: number;
}

/** Reads one game's body after the header; `r` ends before the checksum trailer. */
export type BodyReader<D extends AnyDecoded> = (r: Reader, h: Header) => Result<D, NotationError>;

/** The body readers a page knows, by game; a code of another game is an 'unknown-game' error. */
export type BodyReaders<D extends AnyDecoded> = Partial<Record<GameId, BodyReader<D>>>;

const GAME_NAMES: Readonly<Record<GameId, string>> = { 'puerto-rico': 'Puerto Rico', endeavor: 'Endeavor' };

/** The scenario in a link code (with or without its leading '#'), read by `readers`. Never throws. */
export function decodeFrame<D extends AnyDecoded>(input: string, readers: BodyReaders<D>): Result<D, NotationError> {
  try {
    return decodeUnsafe(input, readers);
  } catch (e) {
    return err(notationError('notation/internal', `Unexpected failure: ${e instanceof Error ? e.message : String(e)}`));
  }
}

function decodeUnsafe<D extends AnyDecoded>(input: string, readers: BodyReaders<D>): Result<D, NotationError> {
  if (typeof input !== 'string') return err(notationError('notation/not-a-code', 'A link code is text.'));
  const code = input.startsWith('#') ? input.slice(1) : input;
  if (code.length === 0) return err(notationError('notation/empty', 'The link holds no scenario.'));
  if (code.length > MAX_CODE_LENGTH) return err(notationError('notation/too-long', `The code is ${code.length} characters; at most ${MAX_CODE_LENGTH} are read.`));
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return err(notationError('notation/not-a-code', 'The code has characters a link code never contains.'));
  const bytes = fromBase64Url(code);
  // Right characters but an impossible length or stray end bits: cut off or changed on the way.
  if (bytes === null) return err(notationError('notation/damaged', 'The code was cut off or changed.'));
  if (bytes.length < 4) return err(notationError('notation/damaged', 'The code is too short to hold a scenario.'));
  const bodyLength = bytes.length - 2;
  const crcOk = crc16(bytes, bodyLength) === ((bytes[bodyLength]! << 8) | bytes[bodyLength + 1]!);
  if (!crcOk) return err(notationError('notation/damaged', 'The check digits do not match: part of the link was lost or changed.'));
  const version = bytes[0]!;
  if (version > NOTATION_VERSION) return err({ code: 'notation/too-new', version, message: `Notation version ${version} is newer than this site (${NOTATION_VERSION}).` });
  if (version < OLDEST_VERSION) return err({ code: 'notation/too-old', version, message: `Notation version ${version} is older than the oldest this site reads (${OLDEST_VERSION}).` });
  const r = new BitReader(bytes.subarray(0, bodyLength));
  r.bits(8);
  const gameIndex = r.bits(3);
  const kind = KINDS[r.bits(2)];
  const flags = r.bits(3);
  const game = GAME_IDS[gameIndex];
  if (game === undefined) return err({ code: 'notation/unknown-game', game: `#${gameIndex}`, message: `Game number ${gameIndex} is not known.` });
  if (kind === undefined) return err(notationError('notation/malformed', 'Unknown kind of scenario.'));
  const read = readers[game];
  if (read === undefined) return err({ code: 'notation/unknown-game', game, message: `This is a link to a ${game} scenario; it opens on the ${GAME_NAMES[game]} pages.` });
  return read(r, { kind, flags, version });
}

/**
 * A replay's moves after its count, each written in the position it is played in (both games):
 * the start and every move must be the engine's, or this throws (a bug in the caller, not input).
 */
export function writeReplayMoves<S, M>(
  w: Writer,
  start: Result<S, { message: string }>,
  moves: readonly M[],
  writeMove: (w: Writer, s: S, m: M) => void,
  apply: (s: S, m: M) => Result<S, { message: string }>,
): void {
  if (!start.ok) throw new RangeError(`notation: cannot start the game: ${start.error.message}`);
  w.uint(moves.length, 6);
  let state = start.value;
  for (const m of moves) {
    writeMove(w, state, m);
    const next = apply(state, m);
    if (!next.ok) throw new RangeError(`notation: an illegal move in the replay: ${next.error.message}`);
    state = next.value;
  }
}

/** The error of a code whose frame is intact but whose body cannot be read. */
export const malformed = (): Result<never, NotationError> => err(notationError('notation/malformed', 'The code is intact but its contents cannot be read.'));
