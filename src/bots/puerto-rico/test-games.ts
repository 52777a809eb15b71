/** Positions from random complete games, for the notation's property tests and the link benchmark. */
import fc from 'fast-check';
import type { BuildingSetup, GameState } from '../../engine/puerto-rico';
import { EXPANSION_BUILDINGS, applyLegalMove, legalMoves, newGame } from '../../engine/puerto-rico';
import { randomBot } from './random';

export const BUILDING_SETUPS: readonly BuildingSetup[] = [
  { kind: 'base' },
  { kind: 'draft' },
  { kind: 'all' },
  { kind: 'list', buildings: ['hacienda', 'smallMarket', 'office', 'harbor', 'wharf', 'guildHall', ...EXPANSION_BUILDINGS.slice(0, 6)] },
];

/** Every state of one random game, start to end. */
export function gameStates(players: 2 | 3 | 4 | 5, buildings: BuildingSetup, seed: number): GameState[] {
  let s = newGame({ players, buildings }, seed);
  const bot = randomBot(seed + 1);
  const out = [s];
  while (s.phase !== 'over') {
    s = applyLegalMove(s, bot(s, legalMoves(s)));
    out.push(s);
  }
  return out;
}

/** A state somewhere in a random complete game (the start and the end included). */
export const arbitraryGameState = (players?: 2 | 3 | 4 | 5): fc.Arbitrary<GameState> =>
  fc
    .record({
      players: players === undefined ? fc.constantFrom<2 | 3 | 4 | 5>(2, 3, 4, 5) : fc.constant(players),
      buildings: fc.constantFrom(...BUILDING_SETUPS),
      seed: fc.nat(1_000_000),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ players: n, buildings, seed, at }) => {
      const states = gameStates(n, buildings, seed);
      return states[Math.min(states.length - 1, Math.floor(at * states.length))]!;
    });
