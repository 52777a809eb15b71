/** Endeavor positions from random complete games, for the notation's property tests, fuzz and benchmark. */
import fc from 'fast-check';
import type { GameState, Move, PlayerCount } from '../../engine/endeavor';
import { applyMove, isGameOver, legalMoves, newGame } from '../../engine/endeavor';
import { randomBot } from './index';

export interface EndeavorGame {
  readonly players: PlayerCount;
  readonly seed: number | string;
  readonly moves: Move[];
  /** Every state, start to end (states[i] is before moves[i]). */
  readonly states: GameState[];
}

/** One random complete game. */
export function endeavorGame(players: PlayerCount, seed: number | string): EndeavorGame {
  let s = newGame({ players }, seed);
  const bot = randomBot(`${seed}:bot`);
  const states = [s];
  const moves: Move[] = [];
  while (!isGameOver(s)) {
    const m = bot(s, legalMoves(s));
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(`random game ${seed}: ${r.error.message}`);
    s = r.value;
    moves.push(m);
    states.push(s);
  }
  return { players, seed, moves, states };
}

/** A 3-player position `plies` moves into a seeded game, played by a random bot seeded with `botSeed`. */
export function positionAfter(seed: number, plies: number, botSeed: number | string): GameState {
  let s = newGame({ players: 3 }, seed);
  const pick = randomBot(botSeed);
  for (let i = 0; i < plies && !isGameOver(s); i++) {
    const r = applyMove(s, pick(s, legalMoves(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

/** A state somewhere in a random complete game of 3 to 5 players (start and end included). */
export const arbitraryEndeavorState = (): fc.Arbitrary<GameState> =>
  fc.record({ players: fc.constantFrom<PlayerCount>(3, 4, 5), seed: fc.nat(1_000_000), at: fc.double({ min: 0, max: 1, noNaN: true }) }).map(({ players, seed, at }) => {
    const g = endeavorGame(players, seed);
    return g.states[Math.min(g.states.length - 1, Math.floor(at * g.states.length))]!;
  });
