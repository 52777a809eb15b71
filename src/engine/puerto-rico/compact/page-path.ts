/**
 * The checked path (legalMoves + applyMove, a new state per move) played in compact form (issue
 * #18.3): each move is played on a copy of the compact form of the state handed out last, the
 * next moves are listed from it, and the state handed out is decoded from it sharing every part
 * the move left equal (./sharing.ts). Importing this module hands it to the engine (usePagePath);
 * the JSON engine still plays moves while rule notes are taken and for states with no compact form.
 *
 * Only code that already loads the compact engine imports it (the table a game is played at, the
 * benchmarks): a lesson page applies a move at a person's pace and would pay about 14 kB gzip for
 * it (BENCHMARKS.md, "Speed targets, ninth pass"). `npm run equivalence -- --player page` and
 * ./page-path.test.ts check that it hands out the JSON engine's states and moves.
 */
import { type PagePath, usePagePath } from '../game';
import type { Move } from '../moves';
import type { GameState } from '../state';
import { G } from './layout';
import { forgetScan } from './mayor';
import { decodeMove, encodeMove } from './moves';
import { compactMoves, playCode } from './play';
import { shareCompact } from './sharing';
import { type CompactGame, toCompact } from './state';

/**
 * The compact form of `twinState`, the state handed out last, and a spare array the next move
 * plays on. Two arrays reused by turns: a new Int32Array of a game's size costs about 0.7 us to
 * allocate (its memory lives outside V8's heap), as much as the rest of a move, while copying one
 * into another costs about 30 ns.
 */
let twinState: GameState | null = null;
let twin: Int32Array | null = null;
let spare: Int32Array | null = null;

/** The state whose moves were listed last, and their codes in the same order. */
let codesOf: GameState | null = null;
let codes = new Int32Array(64);

/** The compact form of `s` when it is the state handed out last and not advanced in place since (its ply). */
const twinOf = (s: GameState): Int32Array | null => (twinState === s && twin !== null && twin[G.ply] === s.ply ? twin : null);

function list(s: GameState, into: Move[]): void {
  const listed = compactMoves({ options: s.options, a: twinOf(s)! });
  if (codes.length < listed.n) codes = new Int32Array(listed.n * 2);
  for (let i = 0; i < listed.n; i++) {
    const code = listed.codes[i]!;
    codes[i] = code;
    into.push(decodeMove(code));
  }
  codesOf = s;
}

function apply(s: GameState, m: Move, index: number): GameState | null {
  let from = twinOf(s);
  if (from === null) {
    const r = toCompact(s);
    if (!r.ok) return null;
    from = r.value.a;
  }
  const code = index >= 0 && codesOf === s ? codes[index]! : encodeMove(m);
  const a = spare !== null && spare !== from ? spare : new Int32Array(from.length);
  // Taken while the move plays: an exception (the step guard) leaves no half-played twin behind.
  twinState = twin = spare = null;
  codesOf = null;
  a.set(from);
  // The reused array may hold a scan of another position at this ply (./mayor.ts).
  forgetScan();
  const g: CompactGame = { options: s.options, a };
  playCode(g, code);
  const next = shareCompact(s, from, a);
  twinState = next;
  twin = a;
  spare = from;
  return next;
}

export const COMPACT_PAGE_PATH: PagePath = { lists: (s) => twinOf(s) !== null, list, apply };

usePagePath(COMPACT_PAGE_PATH);
