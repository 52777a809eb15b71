/**
 * Link codes: a scenario as a short base64url text for the hash of a URL.
 *
 * Layout (versions 1 to 4; fields added later are marked `since(version, ...)` in the codecs), after
 * base64url decoding:
 *   byte 0       notation version
 *   bits         game (3: index in GAME_IDS), kind (2: 0 position, 1 replay), view flags (3: seat, puzzle, lesson)
 *   bits         position: the whole state (puerto-rico/state-codec.ts, endeavor/state-codec.ts)
 *                replay: options, seed, move count, each move as its index among the legal moves
 *                (sorted by canonical JSON, so the engine's listing order does not matter)
 *                (Endeavor, version 4: the seed is a number or the text a player typed)
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
import type { GameState as EndeavorState, Move as EndeavorMove } from '../engine/endeavor';
import { applyMove as applyEndeavorMove, isGameOver as endeavorOver } from '../engine/endeavor';
import { fromBase64Url, toBase64Url } from './base64url';
import { BitReader, BitWriter, readText, writeText } from './bits';
import { crc16 } from './checksum';
import type { AnyDecoded, Decoded, EndeavorDecoded, EndeavorEnvelope, Envelope, PuertoRicoScenario } from './envelope';
import { GAME_IDS, NOTATION_VERSION, REAL_COMPONENTS_VERSION, SEED_TEXT_MAX } from './envelope';
import type { NotationError } from './errors';
import { notationError } from './errors';
import { explicitMove, readMoveAt, writeMoveAt } from './puerto-rico/move-codec';
import { END_WINDOW_VERSION, UNION_HALL_MOVES_VERSION, checkPosition, olderRulesError, passEndWindows, startPosition, takeUnionHall } from './puerto-rico/scenario';
import { RULE_FIX_VERSION } from './puerto-rico/move-codec';
import { optionsCodec, readState, writeState } from './puerto-rico/state-codec';
import { readView, viewFlags, writeView } from './view-codec';
import { explicitEndeavorMove, readEndeavorMoveAt, writeEndeavorMoveAt } from './endeavor/move-codec';
import { checkEndeavorPosition, isSeed, practiceComponents, startEndeavor } from './endeavor/scenario';
import { playerCount, readEndeavorState, writeEndeavorState } from './endeavor/state-codec';
import type { BitReader as Reader, BitWriter as Writer } from './bits';

/** Longest code accepted: a whole long game is under 2,000 characters. Longer is refused unread. */
export const MAX_CODE_LENGTH = 16_000;

const KINDS = ['position', 'replay'] as const;

/** The link code of a scenario (no '#'). The envelope must hold a state the engine produced. */
export function encodeLink(env: Envelope): string {
  const w = new BitWriter();
  w.bits(NOTATION_VERSION, 8);
  w.bits(GAME_IDS.indexOf(env.game), 3);
  w.bits(KINDS.indexOf(env.scenario.kind), 2);
  w.bits(viewFlags(env.view), 3);
  if (env.game === 'endeavor') writeEndeavor(w, env);
  else {
    const c = { players: playersOf(env.scenario), version: NOTATION_VERSION };
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
    writeView(w, env.view, c, explicitMove);
  }
  const body = w.finish();
  const crc = crc16(body);
  const out = new Uint8Array(body.length + 2);
  out.set(body);
  out[body.length] = crc >> 8;
  out[body.length + 1] = crc & 0xff;
  return toBase64Url(out);
}

const playersOf = (sc: PuertoRicoScenario): number => (sc.kind === 'position' ? sc.state.options.players : sc.options.players);

/** An Endeavor seed: a number, or a short text (the table's seed field), one UTF-16 unit at a time. */
function writeSeed(w: Writer, seed: number | string): void {
  if (!isSeed(seed)) throw new RangeError(`notation: ${String(seed)} is not a seed a link can carry`);
  w.bool(typeof seed === 'string');
  if (typeof seed === 'number') return w.uint(seed, 7);
  writeText(w, seed);
}

function readSeed(r: Reader): number | string {
  if (!r.bool()) return r.uint(7);
  return readText(r, SEED_TEXT_MAX);
}

function writeEndeavor(w: Writer, env: EndeavorEnvelope): void {
  const sc = env.scenario;
  const players = sc.kind === 'position' ? sc.state.players.length : sc.options.players;
  const c = { players, version: NOTATION_VERSION };
  if (sc.kind === 'position') writeEndeavorState(w, sc.state, NOTATION_VERSION);
  else {
    playerCount.write(w, players - 3, c);
    writeSeed(w, sc.seed);
    w.uint(sc.moves.length, 6);
    const start = startEndeavor(sc.options, sc.seed);
    if (!start.ok) throw new RangeError(`notation: cannot start an Endeavor game: ${start.error.message}`);
    let state = start.value;
    for (const m of sc.moves) {
      writeEndeavorMoveAt(w, state, m, c);
      const next = applyEndeavorMove(state, m);
      if (!next.ok) throw new RangeError(`notation: an illegal move in the replay: ${next.error.message}`);
      state = next.value;
    }
  }
  writeView(w, env.view, c, explicitEndeavorMove);
}

/** Reads one version's layout; `bytes` excludes the checksum trailer, which is already verified. */
type VersionDecoder = (bytes: Uint8Array) => Result<AnyDecoded, NotationError>;

/**
 * Every layout this site can still read. When the notation changes, add the new version here and
 * keep the old decoder (converting to today's envelope) for as long as old links should open;
 * dropping one makes its links say "too old" instead of opening the wrong thing.
 */
const DECODERS: Readonly<Record<number, VersionDecoder>> = {
  1: (bytes) => decodeBody(bytes, 1),
  2: (bytes) => decodeBody(bytes, 2),
  3: (bytes) => decodeBody(bytes, 3),
  4: (bytes) => decodeBody(bytes, 4),
  5: (bytes) => decodeBody(bytes, 5),
  6: (bytes) => decodeBody(bytes, 6),
  7: (bytes) => decodeBody(bytes, 7),
  8: (bytes) => decodeBody(bytes, 8),
  9: (bytes) => decodeBody(bytes, 9),
};
const OLDEST = Math.min(...Object.keys(DECODERS).map(Number));

/** The scenario in a link code of any game (with or without its leading '#'). Never throws. */
export function decodeAnyLink(input: string): Result<AnyDecoded, NotationError> {
  try {
    return decodeUnsafe(input);
  } catch (e) {
    return err(notationError('notation/internal', `Unexpected failure: ${e instanceof Error ? e.message : String(e)}`));
  }
}

const otherGame = (game: string, page: string): Result<never, NotationError> =>
  err({ code: 'notation/unknown-game', game, message: `This is a link to a ${game} scenario; it opens on the ${page} pages.` });

/** A Puerto Rico scenario in a link code; a link to another game is an 'unknown-game' error. Never throws. */
export function decodeLink(input: string): Result<Decoded, NotationError> {
  const d = decodeAnyLink(input);
  if (!d.ok) return d;
  return d.value.envelope.game === 'puerto-rico' ? ok(d.value as Decoded) : otherGame(d.value.envelope.game, 'Endeavor');
}

/** An Endeavor scenario in a link code; a link to another game is an 'unknown-game' error. Never throws. */
export function decodeEndeavorLink(input: string): Result<EndeavorDecoded, NotationError> {
  const d = decodeAnyLink(input);
  if (!d.ok) return d;
  return d.value.envelope.game === 'endeavor' ? ok(d.value as EndeavorDecoded) : otherGame(d.value.envelope.game, 'Puerto Rico');
}

function decodeUnsafe(input: string): Result<AnyDecoded, NotationError> {
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

/** Versions 1 to 5 share one layout; the codecs skip the fields a version lacks. */
function decodeBody(bytes: Uint8Array, version: number): Result<AnyDecoded, NotationError> {
  const r = new BitReader(bytes);
  r.bits(8);
  const gameIndex = r.bits(3);
  const kind = KINDS[r.bits(2)];
  const flags = r.bits(3);
  const game = GAME_IDS[gameIndex];
  if (game === undefined) return err({ code: 'notation/unknown-game', game: `#${gameIndex}`, message: `Game number ${gameIndex} is not known.` });
  if (kind === undefined) return err(notationError('notation/malformed', 'Unknown kind of scenario.'));
  if (game === 'endeavor') {
    // Endeavor links exist from version 4; an older code naming Endeavor was never made.
    if (version < 4) return err({ code: 'notation/unknown-game', game, message: `Version ${version} links cannot hold Endeavor scenarios.` });
    if (version < REAL_COMPONENTS_VERSION) return err(practiceComponents(version));
    return decodeEndeavor(r, kind, flags, version);
  }
  const malformed = (): Result<Decoded, NotationError> => err(notationError('notation/malformed', 'The code is intact but its contents cannot be read.'));

  if (kind === 'position') {
    const raw = readState(r, version);
    if (r.failed) return malformed();
    const view = readView(r, flags, { players: raw.options.players, version }, explicitMove);
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
  const legacy = version < END_WINDOW_VERSION;
  const olderRules = version < RULE_FIX_VERSION;
  const unionHall = version < UNION_HALL_MOVES_VERSION;
  for (let i = 0; i < count; i++) {
    // Older games had no end-of-phase Guest House window: pass it, as their phase simply ended.
    if (legacy) s = passEndWindows(s, moves);
    // Nor a move for the Union Hall's VP: take them, as the engine then did.
    if (unionHall) s = takeUnionHall(s, moves);
    if (s.phase === 'over') return malformed();
    const differs = olderRules ? olderRulesError(s, i, true) : null;
    if (differs) return err(differs);
    const { move, listed } = readMoveAt(r, s, c);
    if (r.failed) return malformed();
    if (listed) s = applyLegalMoveInPlace(s, move);
    else {
      const next = applyMove(s, move);
      if (!next.ok) return err({ code: 'notation/illegal-move', index: i, error: next.error, message: `Move ${i + 1}: ${next.error.message}` });
      s = next.value;
    }
    const played = olderRules ? olderRulesError(s, i, false) : null;
    if (played) return err(played);
    moves.push(move);
  }
  if (legacy) s = passEndWindows(s, moves);
  if (unionHall) s = takeUnionHall(s, moves);
  const view = readView(r, flags, c, explicitMove);
  if (r.failed || !r.atCleanEnd()) return malformed();
  return ok({ envelope: { game, scenario: { kind, options: start.value.options, seed, moves }, view }, state: s });
}

function decodeEndeavor(r: Reader, kind: 'position' | 'replay', flags: number, version: number): Result<EndeavorDecoded, NotationError> {
  const malformed = (): Result<EndeavorDecoded, NotationError> => err(notationError('notation/malformed', 'The code is intact but its contents cannot be read.'));
  if (kind === 'position') {
    const raw = readEndeavorState(r, version);
    if (r.failed) return malformed();
    const view = readView(r, flags, { players: raw.players.length, version }, explicitEndeavorMove);
    if (r.failed || !r.atCleanEnd()) return malformed();
    const checked = checkEndeavorPosition(raw);
    if (!checked.ok) return checked;
    return ok({ envelope: { game: 'endeavor', scenario: { kind, state: checked.value }, view }, state: checked.value });
  }
  const players = 3 + playerCount.read(r, { players: 0, version });
  const c = { players, version };
  const seed = readSeed(r);
  const count = r.uint(6);
  if (r.failed || count > 100_000) return malformed();
  const start = startEndeavor({ players }, seed);
  if (!start.ok) return start;
  let s: EndeavorState = start.value;
  const moves: EndeavorMove[] = [];
  for (let i = 0; i < count; i++) {
    if (endeavorOver(s)) return malformed();
    const move = readEndeavorMoveAt(r, s, c);
    if (r.failed) return malformed();
    const next = applyEndeavorMove(s, move);
    if (!next.ok) return err({ code: 'notation/illegal-move', index: i, error: next.error, message: `Move ${i + 1}: ${next.error.message}` });
    s = next.value;
    moves.push(move);
  }
  const view = readView(r, flags, c, explicitEndeavorMove);
  if (r.failed || !r.atCleanEnd()) return malformed();
  return ok({ envelope: { game: 'endeavor', scenario: { kind, options: { players: players as 3 | 4 | 5 }, seed, moves }, view }, state: s });
}
