/**
 * Puerto Rico's body of a link code (the frame around it: src/notation/frame.ts): a position as its
 * whole state, or a replay as options, seed, move count and each move as its index among the legal
 * moves (sorted by canonical JSON, so the engine's listing order does not matter); then the view.
 * Positions go through the engine's gate, replays are rebuilt by the engine.
 */
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { GameState, Move } from '../../engine/puerto-rico';
import { applyLegalMoveInPlace, applyMove } from '../../engine/puerto-rico';
import type { BitReader as Reader, BitWriter as Writer } from '../bits';
import type { Decoded, PuertoRicoEnvelope } from '../envelope';
import { NOTATION_VERSION } from '../envelope';
import type { NotationError } from '../errors';
import { decodeFrame, encodeFrame, type Header, malformed, writeReplayMoves } from '../frame';
import { readView, writeView } from '../view-codec';
import { RULE_FIX_VERSION, explicitMove, readMoveAt, writeMoveAt } from './move-codec';
import { END_WINDOW_VERSION, UNION_HALL_MOVES_VERSION, checkPosition, olderRulesError, passEndWindows, startPosition, takeUnionHall } from './scenario';
import { optionsCodec, readState, writeState } from './state-codec';

/** The link code of a Puerto Rico scenario (no '#'). The envelope must hold a state the engine produced. */
export function encodePuertoRicoLink(env: PuertoRicoEnvelope): string {
  return encodeFrame(env.game, env.scenario.kind, env.view, (w) => writePuertoRico(w, env));
}

/** A Puerto Rico scenario in a link code; a link to another game is an 'unknown-game' error. Never throws. */
export function decodeLink(input: string): Result<Decoded, NotationError> {
  return decodeFrame(input, { 'puerto-rico': readPuertoRico });
}

export function writePuertoRico(w: Writer, env: PuertoRicoEnvelope): void {
  const sc = env.scenario;
  const c = { players: sc.kind === 'position' ? sc.state.options.players : sc.options.players, version: NOTATION_VERSION };
  if (sc.kind === 'position') writeState(w, sc.state, NOTATION_VERSION);
  else {
    optionsCodec.write(w, sc.options, c);
    w.uint(sc.seed, 7);
    writeReplayMoves(w, startPosition(sc.options, sc.seed), sc.moves, (w, s, m) => writeMoveAt(w, s, m, c), applyMove);
  }
  writeView(w, env.view, c, explicitMove);
}

export function readPuertoRico(r: Reader, { kind, flags, version }: Header): Result<Decoded, NotationError> {
  const game = 'puerto-rico';
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
