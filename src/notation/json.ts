/**
 * The readable form of a scenario, for files and for people: the same envelope as a link, as
 * JSON. Parsing it is as distrustful as decoding a link: the position goes through the engine's
 * gate, a replay is rebuilt move by move, and every problem is a typed NotationError.
 *
 *   { "notation": 1, "game": "puerto-rico", "position": { ...the state... }, "view": { "seat": 2 } }
 *   { "notation": 1, "game": "puerto-rico", "replay": { "options": {...}, "seed": 42, "moves": [...] } }
 *   { "notation": 4, "game": "endeavor", "replay": { "options": { "players": 4 }, "seed": "friday", "moves": [...] } }
 */
import type { Result } from '../engine/result';
import { err, ok } from '../engine/result';
import { type Obj, isObject as isObj } from '../engine/validate';
import type { GameOptions } from '../engine/puerto-rico';
import type { Move as EndeavorMove } from '../engine/endeavor';
import type { AnyDecoded, Decoded, EndeavorDecoded, Envelope, View } from './envelope';
import { GAME_IDS, ID_PATTERN, NOTATION_VERSION, REAL_COMPONENTS_VERSION, isSeatName } from './envelope';
import type { NotationError } from './errors';
import { notationError } from './errors';
import { checkPosition, replay, startPosition } from './puerto-rico/scenario';
import { explicitMove } from './puerto-rico/move-codec';
import { checkEndeavorPosition, isSeed, practiceComponents, replayEndeavor, startEndeavor } from './endeavor/scenario';
import { explicitEndeavorMove } from './endeavor/move-codec';
import type { Codec } from './fields';
import { isChallengeResult, survivesCodec } from './view-codec';

/** The JSON form of a scenario, pretty-printed. */
export function makeJson(env: Envelope): string {
  const sc = env.scenario;
  const view: Record<string, unknown> = {};
  if (env.view.seat !== null) view.seat = env.view.seat;
  if (env.view.puzzle !== null) view.puzzle = env.view.puzzle;
  if (env.view.lesson !== null) view.lesson = env.view.lesson;
  if (env.view.names) view.names = env.view.names;
  const body = sc.kind === 'position' ? { position: sc.state } : { replay: { options: sc.options, seed: sc.seed, moves: sc.moves } };
  return JSON.stringify({ notation: NOTATION_VERSION, game: env.game, ...body, ...(Object.keys(view).length > 0 ? { view } : {}) }, null, 2);
}

const malformed = (message: string): Result<never, NotationError> => err(notationError('notation/malformed', message));

/** The scenario of any game in a JSON text (or an already parsed value). Never throws. */
export function parseAnyJson(input: string | unknown): Result<AnyDecoded, NotationError> {
  try {
    return parseUnsafe(input);
  } catch (e) {
    return err(notationError('notation/internal', `Unexpected failure: ${e instanceof Error ? e.message : String(e)}`));
  }
}

/** A Puerto Rico scenario in a JSON text; another game's file is an 'unknown-game' error. Never throws. */
export function parseJson(input: string | unknown): Result<Decoded, NotationError> {
  const d = parseAnyJson(input);
  if (!d.ok || d.value.envelope.game === 'puerto-rico') return d as Result<Decoded, NotationError>;
  return err({ code: 'notation/unknown-game', game: d.value.envelope.game, message: `This is a ${d.value.envelope.game} file, not a Puerto Rico one.` });
}

function parseUnsafe(input: unknown): Result<AnyDecoded, NotationError> {
  let x: unknown = input;
  if (typeof input === 'string') {
    try {
      x = JSON.parse(input);
    } catch {
      return malformed('The file is not JSON.');
    }
  }
  if (!isObj(x)) return malformed('A scenario file is a JSON object.');
  const version = x.notation;
  if (typeof version !== 'number' || !Number.isInteger(version)) return malformed('"notation" must give the version number, e.g. 1.');
  if (version > NOTATION_VERSION) return err({ code: 'notation/too-new', version, message: `Notation version ${version} is newer than this site (${NOTATION_VERSION}).` });
  if (version < 1) return err({ code: 'notation/too-old', version, message: `Notation version ${version} is not read by this site.` });
  if (!GAME_IDS.includes(x.game as never)) return err({ code: 'notation/unknown-game', game: String(x.game), message: `"${String(x.game)}" is not a game this site knows.` });
  if (x.game === 'endeavor') return version < REAL_COMPONENTS_VERSION ? err(practiceComponents(version)) : parseEndeavor(x);

  let decoded: Decoded;
  if (x.position !== undefined) {
    const s = checkPosition(x.position);
    if (!s.ok) return s;
    decoded = { envelope: { game: 'puerto-rico', scenario: { kind: 'position', state: s.value }, view: { seat: null, puzzle: null, lesson: null } }, state: s.value };
  } else if (isObj(x.replay)) {
    const { options, seed, moves } = x.replay;
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) return malformed('"replay.seed" must be a whole number from 0 to 4294967295.');
    if (!Array.isArray(moves)) return malformed('"replay.moves" must be a list of moves.');
    const start = startPosition((options ?? {}) as GameOptions, seed);
    if (!start.ok) return start;
    const end = replay(start.value, moves, version);
    if (!end.ok) return end;
    decoded = {
      envelope: { game: 'puerto-rico', scenario: { kind: 'replay', options: start.value.options, seed, moves: end.value.moves }, view: { seat: null, puzzle: null, lesson: null } },
      state: end.value.state,
    };
  } else return malformed('A scenario file needs "position" or "replay".');

  const view = parseView(x.view, decoded.state.options.players, explicitMove);
  if (!view.ok) return view;
  return ok({ envelope: { ...decoded.envelope, view: view.value }, state: decoded.state });
}

function parseEndeavor(x: Obj): Result<EndeavorDecoded, NotationError> {
  const none = { seat: null, puzzle: null, lesson: null };
  let decoded: EndeavorDecoded;
  if (x.position !== undefined) {
    const s = checkEndeavorPosition(x.position);
    if (!s.ok) return s;
    decoded = { envelope: { game: 'endeavor', scenario: { kind: 'position', state: s.value }, view: none }, state: s.value };
  } else if (isObj(x.replay)) {
    const { options, seed, moves } = x.replay;
    if (!isSeed(seed)) return malformed('"replay.seed" must be a whole number from 0 to 4294967295 or a text of at most 40 characters.');
    if (!Array.isArray(moves)) return malformed('"replay.moves" must be a list of moves.');
    const start = startEndeavor(options, seed);
    if (!start.ok) return start;
    const end = replayEndeavor(start.value, moves);
    if (!end.ok) return end;
    const players = start.value.players.length as 3 | 4 | 5;
    decoded = { envelope: { game: 'endeavor', scenario: { kind: 'replay', options: { players }, seed, moves: moves as EndeavorMove[] }, view: none }, state: end.value };
  } else return malformed('A scenario file needs "position" or "replay".');
  const view = parseView(x.view, decoded.state.players.length, explicitEndeavorMove);
  if (!view.ok) return view;
  return ok({ envelope: { ...decoded.envelope, view: view.value }, state: decoded.state });
}

function parseView<M>(x: unknown, players: number, move: Codec<M>): Result<View<M>, NotationError> {
  if (x === undefined) return ok({ seat: null, puzzle: null, lesson: null });
  if (!isObj(x)) return malformed('"view" must be an object.');
  const seat = x.seat ?? null;
  if (seat !== null && (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players)) return malformed(`"view.seat" must be a seat from 0 to ${players - 1}.`);
  let puzzle: View<M>['puzzle'] = null;
  if (x.puzzle !== undefined && x.puzzle !== null) {
    const p = x.puzzle;
    if (!isObj(p) || typeof p.id !== 'string' || !ID_PATTERN.test(p.id)) return malformed('"view.puzzle.id" must be a puzzle id.');
    const attempt = p.attempt ?? [];
    if (!Array.isArray(attempt) || !attempt.every((m) => survivesCodec(m, move, players))) return malformed('"view.puzzle.attempt" must be a list of moves.');
    const result = p.result ?? null;
    if (result !== null && !isChallengeResult(result)) return malformed('"view.puzzle.result" must give solved, clean, hints and value.');
    puzzle = result === null ? { id: p.id, attempt: attempt as M[] } : { id: p.id, attempt: attempt as M[], result: { ...result, clean: result.clean && result.solved } };
  }
  let lesson: View<M>['lesson'] = null;
  if (x.lesson !== undefined && x.lesson !== null) {
    const l = x.lesson;
    if (!isObj(l) || typeof l.id !== 'string' || !ID_PATTERN.test(l.id)) return malformed('"view.lesson.id" must be a lesson id.');
    if (typeof l.step !== 'number' || !Number.isInteger(l.step) || l.step < 0 || l.step > 10_000) return malformed('"view.lesson.step" must be a step number.');
    lesson = { id: l.id, step: l.step };
  }
  const names = x.names ?? null;
  if (names !== null && (!Array.isArray(names) || names.length !== players || !names.every(isSeatName))) return malformed(`"view.names" must give ${players} names of 1 to 24 characters.`);
  return ok(names === null ? { seat: seat as number | null, puzzle, lesson } : { seat: seat as number | null, puzzle, lesson, names: names as string[] });
}
