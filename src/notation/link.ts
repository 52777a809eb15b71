/**
 * Link codes: a scenario as a short base64url text for the hash of a URL.
 *
 * Layout (versions 1 to 3; fields added later are marked `since(version, ...)` in the codecs), after
 * base64url decoding:
 *   byte 0       notation version
 *   bits         game (3: index in GAME_IDS), kind (2: 0 position, 1 replay), view flags (3: seat, puzzle, lesson)
 *   bits         position: the whole state (puerto-rico/state-codec.ts)
 *                replay: options, seed, move count, each move as its index among the legal moves
 *                (sorted by canonical JSON, so the engine's listing order does not matter)
 *   bits         the view fields that the flags announce; zero bits up to the byte
 *   2 bytes      CRC-16 of everything before it (every version keeps this trailer, so a code from
 *                another version is told apart from a damaged one)
 *
 * Decoding never throws and never trusts: positions go through the engine's gate, replays are
 * rebuilt by the engine, anything else gives a typed NotationError.
 */
import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import type { GameState, Move } from '../engine/puerto-rico';
import { applyLegalMoveInPlace, applyMove } from '../engine/puerto-rico';
import { fromBase64Url, toBase64Url } from './base64url';
import { BitReader, BitWriter } from './bits';
import { crc16 } from './checksum';
import type { Decoded, Envelope, PuertoRicoScenario } from './envelope';
import { GAME_IDS, NOTATION_VERSION } from './envelope';
import type { NotationError } from './errors';
import { notationError } from './errors';
import { readMoveAt, writeMoveAt } from './puerto-rico/move-codec';
import { checkPosition, startPosition } from './puerto-rico/scenario';
import { optionsCodec, readState, writeState } from './puerto-rico/state-codec';
import { readView, viewFlags, writeView } from './puerto-rico/view-codec';

/** Longest code accepted: a whole long game is under 2,000 characters. Longer is refused unread. */
export const MAX_CODE_LENGTH = 16_000;

const KINDS = ['position', 'replay'] as const;

/** The link code of a scenario (no '#'). The envelope must hold a state the engine produced. */
export function encodeLink(env: Envelope): string {
  const c = { players: playersOf(env.scenario), version: NOTATION_VERSION };
  const w = new BitWriter();
  w.bits(NOTATION_VERSION, 8);
  w.bits(GAME_IDS.indexOf(env.game), 3);
  w.bits(KINDS.indexOf(env.scenario.kind), 2);
  w.bits(viewFlags(env.view), 3);
  const sc = env.scenario;
  if (sc.kind === 'position') writeState(w, sc.state, NOTATION_VERSION);
  else {
    optionsCodec.write(w, sc.options, c);
    w.uint(sc.seed, 7);
    w.uint(sc.moves.length, 6);
    const s = startPosition(sc.options, sc.seed);
    if (!s.ok) throw new RangeError(`notation: cannot start a game with these options: ${s.error.message}`);
    let state = s.value;
    for (const m of sc.moves) {
      writeMoveAt(w, state, m, c);
      const next = applyMove(state, m);
      if (!next.ok) throw new RangeError(`notation: an illegal move in the replay: ${next.error.message}`);
      state = next.value;
    }
  }
  writeView(w, env.view, c);
  const body = w.finish();
  const crc = crc16(body);
  const out = new Uint8Array(body.length + 2);
  out.set(body);
  out[body.length] = crc >> 8;
  out[body.length + 1] = crc & 0xff;
  return toBase64Url(out);
}

const playersOf = (sc: PuertoRicoScenario): number => (sc.kind === 'position' ? sc.state.options.players : sc.options.players);

/** Reads one version's layout; `bytes` excludes the checksum trailer, which is already verified. */
type VersionDecoder = (bytes: Uint8Array) => Result<Decoded, NotationError>;

/**
 * Every layout this site can still read. When the notation changes, add the new version here and
 * keep the old decoder (converting to today's envelope) for as long as old links should open;
 * dropping one makes its links say "too old" instead of opening the wrong thing.
 */
const DECODERS: Readonly<Record<number, VersionDecoder>> = {
  1: (bytes) => decodeBody(bytes, 1),
  2: (bytes) => decodeBody(bytes, 2),
  3: (bytes) => decodeBody(bytes, 3),
};
const OLDEST = Math.min(...Object.keys(DECODERS).map(Number));

/** The scenario in a link code (with or without its leading '#'). Never throws. */
export function decodeLink(input: string): Result<Decoded, NotationError> {
  try {
    return decodeUnsafe(input);
  } catch (e) {
    return err(notationError('notation/internal', `Unexpected failure: ${e instanceof Error ? e.message : String(e)}`));
  }
}

function decodeUnsafe(input: string): Result<Decoded, NotationError> {
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
  const decoder = DECODERS[version];
  if (decoder !== undefined) return decoder(bytes.subarray(0, bodyLength));
  if (version > NOTATION_VERSION) return err({ code: 'notation/too-new', version, message: `Notation version ${version} is newer than this site (${NOTATION_VERSION}).` });
  return err({ code: 'notation/too-old', version, message: `Notation version ${version} is older than the oldest this site reads (${OLDEST}).` });
}

/** Versions 1 to 3 share one layout; the codecs skip the fields a version lacks. */
function decodeBody(bytes: Uint8Array, version: number): Result<Decoded, NotationError> {
  const r = new BitReader(bytes);
  r.bits(8);
  const gameIndex = r.bits(3);
  const kind = KINDS[r.bits(2)];
  const flags = r.bits(3);
  const game = GAME_IDS[gameIndex];
  if (game === undefined) return err({ code: 'notation/unknown-game', game: `#${gameIndex}`, message: `Game number ${gameIndex} is not known.` });
  if (game !== 'puerto-rico') return err({ code: 'notation/unknown-game', game, message: `Links to ${game} scenarios are not supported yet.` });
  if (kind === undefined) return err(notationError('notation/malformed', 'Unknown kind of scenario.'));
  const malformed = (): Result<Decoded, NotationError> => err(notationError('notation/malformed', 'The code is intact but its contents cannot be read.'));

  if (kind === 'position') {
    const raw = readState(r, version);
    if (r.failed) return malformed();
    const view = readView(r, flags, { players: raw.options.players, version });
    if (r.failed || !r.atCleanEnd()) return malformed();
    const checked = checkPosition(raw);
    if (!checked.ok) return checked;
    return ok({ envelope: { game, scenario: { kind, state: checked.value }, view }, state: checked.value });
  }

  // The Mayor's moves changed in version 2, so a version 1 replay would replay a different game.
  if (version < 2) return err({ code: 'notation/too-old', version, message: 'Version 1 replays were recorded under rules that have changed since.' });
  const options = optionsCodec.read(r, { players: 0, version });
  const c = { players: options.players, version };
  const seed = r.uint(7);
  const count = r.uint(6);
  if (r.failed || count > 100_000) return malformed();
  const start = startPosition(options, seed);
  if (!start.ok) return start;
  // A private copy (the start is ours), advanced in place: fast for a whole game.
  let s: GameState = start.value;
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    if (s.phase === 'over') return malformed();
    const { move, listed } = readMoveAt(r, s, c);
    if (r.failed) return malformed();
    if (listed) s = applyLegalMoveInPlace(s, move);
    else {
      const next = applyMove(s, move);
      if (!next.ok) return err({ code: 'notation/illegal-move', index: i, error: next.error, message: `Move ${i + 1}: ${next.error.message}` });
      s = next.value;
    }
    moves.push(move);
  }
  const view = readView(r, flags, c);
  if (r.failed || !r.atCleanEnd()) return malformed();
  return ok({ envelope: { game, scenario: { kind, options: start.value.options, seed, moves }, view }, state: s });
}
