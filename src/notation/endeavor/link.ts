/**
 * Endeavor's body of a link code (the frame around it: src/notation/frame.ts): a position as its
 * whole state, or a replay as player count, seed (a number or the text a player typed), move count
 * and each move as its index among the legal moves; then the view. Positions go through the
 * engine's gate, replays are rebuilt by the engine.
 */
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { GameState, Move, PlayerCount } from '../../engine/endeavor';
import { applyMove, isGameOver } from '../../engine/endeavor';
import type { BitReader as Reader, BitWriter as Writer } from '../bits';
import { readText, writeText } from '../bits';
import type { EndeavorDecoded, EndeavorEnvelope, View } from '../envelope';
import { NOTATION_VERSION, NO_VIEW, REAL_COMPONENTS_VERSION, SEED_TEXT_MAX } from '../envelope';
import type { NotationError } from '../errors';
import { decodeFrame, encodeFrame, type Header, malformed, writeReplayMoves } from '../frame';
import { readView, writeView } from '../view-codec';
import { explicitEndeavorMove, readEndeavorMoveAt, writeEndeavorMoveAt } from './move-codec';
import { checkEndeavorPosition, isSeed, practiceComponents, startEndeavor } from './scenario';
import { playerCount, readEndeavorState, writeEndeavorState } from './state-codec';

/** The link code of an Endeavor scenario (no '#'). The envelope must hold a state the engine produced. */
export function encodeEndeavorLink(env: EndeavorEnvelope): string {
  return encodeFrame(env.game, env.scenario.kind, env.view, (w) => writeEndeavor(w, env));
}

/** An Endeavor scenario in a link code; a link to another game is an 'unknown-game' error. Never throws. */
export function decodeEndeavorLink(input: string): Result<EndeavorDecoded, NotationError> {
  return decodeFrame(input, { endeavor: readEndeavor });
}

/** The link code of an Endeavor position (checked by the engine's gate when opened). */
export function endeavorPositionLink(state: GameState, view: Partial<View<Move>> = {}): string {
  return encodeEndeavorLink({ game: 'endeavor', scenario: { kind: 'position', state }, view: { ...NO_VIEW, ...view } });
}

/** The link code of an Endeavor game as its inputs: player count, the seed the table started with, the moves so far. */
export function endeavorReplayLink(players: PlayerCount, seed: number | string, moves: readonly Move[], view: Partial<View<Move>> = {}): string {
  return encodeEndeavorLink({ game: 'endeavor', scenario: { kind: 'replay', options: { players }, seed, moves }, view: { ...NO_VIEW, ...view } });
}

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

export function writeEndeavor(w: Writer, env: EndeavorEnvelope): void {
  const sc = env.scenario;
  const players = sc.kind === 'position' ? sc.state.players.length : sc.options.players;
  const c = { players, version: NOTATION_VERSION };
  if (sc.kind === 'position') writeEndeavorState(w, sc.state, NOTATION_VERSION);
  else {
    playerCount.write(w, players - 3, c);
    writeSeed(w, sc.seed);
    writeReplayMoves(w, startEndeavor(sc.options, sc.seed), sc.moves, (w, s, m) => writeEndeavorMoveAt(w, s, m, c), applyMove);
  }
  writeView(w, env.view, c, explicitEndeavorMove);
}

export function readEndeavor(r: Reader, { kind, flags, version }: Header): Result<EndeavorDecoded, NotationError> {
  // Endeavor links exist from version 4; an older code naming Endeavor was never made.
  if (version < 4) return err({ code: 'notation/unknown-game', game: 'endeavor', message: `Version ${version} links cannot hold Endeavor scenarios.` });
  if (version < REAL_COMPONENTS_VERSION) return err(practiceComponents(version));
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
  let s: GameState = start.value;
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    if (isGameOver(s)) return malformed();
    const move = readEndeavorMoveAt(r, s, c);
    if (r.failed) return malformed();
    const next = applyMove(s, move);
    if (!next.ok) return err({ code: 'notation/illegal-move', index: i, error: next.error, message: `Move ${i + 1}: ${next.error.message}` });
    s = next.value;
    moves.push(move);
  }
  const view = readView(r, flags, c, explicitEndeavorMove);
  if (r.failed || !r.atCleanEnd()) return malformed();
  return ok({ envelope: { game: 'endeavor', scenario: { kind, options: { players: players as PlayerCount }, seed, moves }, view }, state: s });
}
