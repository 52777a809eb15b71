/**
 * Whole games on the compact path (issue #18.1): the JSON state converted in once, every move
 * listed and played as a code, then either the final state and the moves converted out once
 * (playCompact, for playGame) or only the result (playOutCompact, for playouts that need no more).
 */
import type { Move } from '../moves';
import type { GameOptions } from '../options';
import type { FinalOutcome } from '../scoring';
import type { GameState } from '../state';
import { PH } from './ids';
import { G } from './layout';
import { decodeMove } from './moves';
import { compactMoves, playCode } from './play';
import { newCompactGame } from './setup';
import { compactOutcome } from './score';
import { type CompactGame, fromCompact, toCompact } from './state';

/** A code buffer kept between games; taken (null) while a game plays, so a picker that itself plays games gets its own. */
let spare: Int32Array | null = new Int32Array(1024);

/**
 * Plays `g` in place to the end, `choose(count)` picking each move by its position in the legal
 * list (the order legalMoves gives), and hands each played code to `keep` (the JSON moves to
 * build, or nothing); returns the number of decisions.
 */
function playCodes(g: CompactGame, choose: (count: number) => number, maxMoves: number, keep: ((codes: Int32Array, n: number) => void) | null): number {
  // The played codes in a reused buffer: a growing number[] per game showed in the profile.
  let played = spare ?? new Int32Array(1024);
  spare = null;
  let n = 0;
  while (g.a[G.phase] !== PH.over) {
    if (n >= maxMoves) throw new Error(`playGame: no end after ${maxMoves} moves`);
    const pick = choose(compactMoves(g).n);
    // Listed again after the pick (a cheap check when nothing changed): a picker that plays games
    // itself has used the shared list for those.
    const code = compactMoves(g).codes[pick]!;
    if (n === played.length) {
      const bigger = new Int32Array(played.length * 2);
      bigger.set(played);
      played = bigger;
    }
    played[n++] = code;
    playCode(g, code);
  }
  if (keep !== null) keep(played, n);
  spare = played;
  return n;
}

/**
 * Plays from `state` to the end (see playCodes). Null when the state has no compact form (the
 * caller plays it on the JSON path); the input state is not changed.
 */
export function playCompact(state: GameState, choose: (count: number) => number, maxMoves: number): { state: GameState; moves: Move[] } | null {
  const r = toCompact(state);
  if (!r.ok) return null;
  const g = r.value;
  let moves: Move[] = [];
  playCodes(g, choose, maxMoves, (played, n) => {
    moves = new Array<Move>(n);
    for (let i = 0; i < n; i++) moves[i] = decodeMove(played[i]!);
  });
  return { state: fromCompact(g), moves };
}

/**
 * Plays from `state` to the end like playCompact, but hands back only the result and the number
 * of decisions: no move is decoded to JSON and no final state built (issue #18.3, a playout).
 */
export function playOutCompact(state: GameState, choose: (count: number) => number, maxMoves: number): { outcome: FinalOutcome; decisions: number } | null {
  const r = toCompact(state);
  return r.ok ? playOutGame(r.value, choose, maxMoves) : null;
}

/** playOutCompact from newGame(options, seed), the game set up straight in compact form (./setup.ts). */
export function playOutNewCompact(options: Partial<GameOptions>, seed: number | string, choose: (count: number) => number, maxMoves: number): { outcome: FinalOutcome; decisions: number } {
  return playOutGame(newCompactGame(options, seed), choose, maxMoves);
}

function playOutGame(g: CompactGame, choose: (count: number) => number, maxMoves: number): { outcome: FinalOutcome; decisions: number } {
  const n = playCodes(g, choose, maxMoves, null);
  return { outcome: compactOutcome(g.a), decisions: n };
}
