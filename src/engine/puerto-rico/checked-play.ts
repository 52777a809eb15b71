/**
 * Playing a game on from any state with every invariant checked after every move: the one
 * harness behind the soak command (scripts/soak.ts) and the gate fuzz test. It never throws: an
 * exception, a dead end, an endless game or a broken conservation law becomes a problem in words.
 */
import { type CheckedPlay as Shared, randomPicker as sharedPicker, replayProblem as replayShared } from '../checked-play';
import { applyLegalMoveInPlace, applyMove, isLegal, legalMoves } from './game';
import { censusVector, negatives } from './invariants';
import type { Move } from './moves';
import type { GameState } from './state';
import { cloneState } from './state';

export type CheckedPlay = Shared<GameState, Move>;
export const randomPicker = (seed: number | string) => sharedPicker<Move>(seed);

/** Longest game accepted before it counts as endless (random base games take about 400 moves). */
export const MAX_GAME_MOVES = 20_000;

/**
 * Plays from `start` (not changed) until the game is over, choosing with `pick`, checking after
 * every move that no count is negative, that the census of pieces is unchanged (the draft adds
 * the drafted buildings, so it is taken anew while drafting), that a legal move exists until
 * the end, and that each move as a link carries it (plain JSON) is one the checked `isLegal`
 * accepts. Stops at the first problem.
 */
export function playChecked(start: GameState, pick: (legal: readonly Move[]) => Move, maxMoves = MAX_GAME_MOVES): CheckedPlay {
  const s = cloneState(start);
  const moves: Move[] = [];
  const problems: string[] = [];
  const before: number[] = [];
  const now: number[] = [];
  try {
    const neg = negatives(s);
    if (neg.length > 0) problems.push(`negative counts at the start: ${neg.join(', ')}`);
    censusVector(s, before);
    while (problems.length === 0 && s.phase !== 'over') {
      if (moves.length >= maxMoves) {
        problems.push(`no end after ${maxMoves} moves (phase ${s.phase}, round ${s.round})`);
        break;
      }
      const legal = legalMoves(s);
      if (legal.length === 0) {
        problems.push(`dead end: no legal move in the ${s.phase} phase at ply ${s.ply} and the game is not over`);
        break;
      }
      const m = pick(legal);
      const drafting = s.phase === 'draft';
      moves.push(m);
      // The move list is cached for this state, so this costs a lookup, not a new list.
      if (!isLegal(s, JSON.parse(JSON.stringify(m)))) {
        problems.push(`listed move ${JSON.stringify(m)} refused as plain JSON at ply ${s.ply}`);
        break;
      }
      applyLegalMoveInPlace(s, m);
      const bad = negatives(s);
      if (bad.length > 0) problems.push(`negative counts after ${JSON.stringify(m)} at ply ${s.ply}: ${bad.join(', ')}`);
      censusVector(s, now);
      if (drafting) censusVector(s, before);
      else if (differs(now, before)) problems.push(`pieces created or lost by ${JSON.stringify(m)} at ply ${s.ply}: census ${before.join(',')} became ${now.join(',')}`);
    }
  } catch (e) {
    problems.push(`exception after ${moves.length} moves: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { final: s, moves, problems };
}

/** Replays `moves` from `start` as plain JSON: a problem when a move is refused or the end differs from `final`. */
export const replayProblem = (start: GameState, moves: readonly Move[], final: GameState): string | null => replayShared(applyMove, start, moves, final);

function differs(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return true;
  return a.length !== b.length;
}
