import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLegal, legalMoves, newGame, playGame } from '../../engine/puerto-rico';
import { casualBot, casualDecision } from './casual';
import { heuristicDecision } from './heuristic';
import { randomDecision } from './random';
import { arbitraryGameState } from './test-games';

/** A position where a seat has a choice (a random game's state, or the start when it has none). */
const choice = arbitraryGameState().filter((s) => s.phase !== 'over' && legalMoves(s).length > 1);

describe('the casual bot', () => {
  it('plays only legal moves, the same move for the same seed', () => {
    fc.assert(
      fc.property(choice, fc.string({ maxLength: 6 }), fc.double({ min: 0, max: 1, noNaN: true }), (s, seed, share) => {
        const a = casualDecision(s, s.toAct, { seed, randomShare: share });
        expect(isLegal(s, a.move)).toBe(true);
        expect(casualDecision(s, s.toAct, { seed, randomShare: share })).toEqual(a);
      }),
      { numRuns: 25 },
    );
  });

  it('is the heuristic bot with no random share and the random bot with a full one', () => {
    fc.assert(
      fc.property(choice, fc.nat(1000), (s, seed) => {
        expect(casualDecision(s, s.toAct, { seed, randomShare: 0 })).toEqual(heuristicDecision(s, s.toAct, { seed }));
        expect(casualDecision(s, s.toAct, { seed, randomShare: 1 })).toEqual(randomDecision(s, s.toAct, { seed }));
      }),
      { numRuns: 15 },
    );
  });

  it('plays about its share of decisions at random', () => {
    const s = newGame({ players: 4 }, 5);
    let careless = 0;
    for (let seed = 0; seed < 200; seed++) if (casualDecision(s, s.toAct, { seed, randomShare: 0.5 }).explanation.pick === 'random') careless++;
    // 200 draws at one half: 100 ± 3 standard deviations (21).
    expect(careless).toBeGreaterThan(79);
    expect(careless).toBeLessThan(121);
  });

  it('plays whole games to the end, the same game for the same seed', () => {
    const start = newGame({ players: 3 }, 9);
    const one = playGame(start, casualBot('x', 0.5));
    expect(one.state.phase).toBe('over');
    expect(playGame(start, casualBot('x', 0.5)).moves).toEqual(one.moves);
  });
});
