/**
 * What the two games' checked-play harnesses (engine/<game>/checked-play.ts) share: the seeded
 * random picker, the shape of a checked game, and the replay of its moves as a link carries them.
 * How a game is played on and which invariants hold stay with each game.
 */
import type { MoveError } from './contract';
import { Rng, seedRandom } from './random';
import type { Result } from './result';

/** A uniformly random choice among the legal moves, from its own seeded generator. */
export function randomPicker<M>(seed: number | string): (legal: readonly M[]) => M {
  const rng = new Rng(seedRandom(seed));
  return (legal) => legal[legal.length === 1 ? 0 : rng.int(legal.length)]!;
}

export interface CheckedPlay<S, M> {
  readonly final: S;
  readonly moves: M[];
  /** Every problem met, in words; empty when the game ran clean to its end. */
  readonly problems: string[];
}

/**
 * Replays `moves` from `start` through the checked applyMove, each move as plain JSON (as a link
 * carries it): a problem when a move is refused or the final state differs from `final`.
 */
export function replayProblem<S, M>(applyMove: (s: S, m: M) => Result<S, MoveError>, start: S, moves: readonly M[], final: S): string | null {
  let s = start;
  for (let i = 0; i < moves.length; i++) {
    const r = applyMove(s, JSON.parse(JSON.stringify(moves[i])));
    if (!r.ok) return `replay refused move ${i} ${JSON.stringify(moves[i])}: ${r.error.code}`;
    s = r.value;
  }
  return JSON.stringify(s) === JSON.stringify(final) ? null : 'replay ends in a different state';
}
