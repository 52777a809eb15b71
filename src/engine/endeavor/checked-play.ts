/**
 * Playing an Endeavor game on from any state with every invariant checked after every move: the
 * harness behind the soak command (scripts/soak.ts) and the gate fuzz test. It never throws: an
 * exception, a refused legal move, a dead end, an endless game or a broken conservation law
 * becomes a problem in words.
 */
import { type CheckedPlay as Shared, randomPicker as sharedPicker, replayProblem as replayShared } from '../checked-play';
import { applyLegalInPlace, applyMove, isGameOver, legalMoves } from './game';
import { invariantProblems } from './invariants';
import type { Move } from './moves';
import { cloneState, type GameState } from './state';

export type CheckedPlay = Shared<GameState, Move>;
export const randomPicker = (seed: number | string) => sharedPicker<Move>(seed);

/** Longest game accepted before it counts as endless (random games take about 150 moves). */
export const MAX_GAME_MOVES = 10_000;

/** Plays from `start` (not changed) to the end with `pick`, checking the invariants after every move; stops at the first problem. */
export function playChecked(start: GameState, pick: (legal: readonly Move[]) => Move, maxMoves = MAX_GAME_MOVES): CheckedPlay {
  // One copy, then in place: the same checks as applyMove without a copy per move (issue #24.4).
  let s = cloneState(start);
  const moves: Move[] = [];
  const problems: string[] = [];
  try {
    const first = invariantProblems(s);
    if (first.length > 0) problems.push(`broken at the start: ${first.join('; ')}`);
    while (problems.length === 0 && !isGameOver(s)) {
      if (moves.length >= maxMoves) {
        problems.push(`no end after ${maxMoves} moves (phase ${s.phase}, round ${s.round})`);
        break;
      }
      const legal = legalMoves(s);
      if (legal.length === 0) {
        problems.push(`dead end: no legal move in the ${s.phase} phase of round ${s.round} and the game is not over`);
        break;
      }
      const m = pick(legal);
      const r = applyLegalInPlace(s, m);
      if (!r.ok) {
        problems.push(`listed move ${JSON.stringify(m)} refused: ${r.error.code}`);
        break;
      }
      s = r.value;
      moves.push(m);
      const bad = invariantProblems(s);
      if (bad.length > 0) problems.push(`after ${JSON.stringify(m)} (move ${moves.length}): ${bad.join('; ')}`);
    }
  } catch (e) {
    problems.push(`exception after ${moves.length} moves: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { final: s, moves, problems };
}

/** Replays `moves` from `start` as plain JSON: a problem when a move is refused or the end differs from `final`. */
export const replayProblem = (start: GameState, moves: readonly Move[], final: GameState): string | null => replayShared(applyMove, start, moves, final);
