/**
 * Property tests over random complete games: conservation after every move, seven rounds, a
 * legal move always available, replay from the seed, JSON round trip.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/endeavor/random';
import { applyMove, isGameOver, legalMoves, playGame } from './game';
import { invariantProblems } from './invariants';
import { newGame, setupDefaults, type PlayerCount } from './setup';
import type { Move } from './moves';
import type { GameState } from './state';

const seatsArb = fc.constantFrom<PlayerCount>(3, 4, 5);

describe('random complete games', () => {
  it('[round.check-tracks] conservation of markers, tokens, cards and tiles after every move, and [round.seven-rounds] every game ends after exactly seven rounds, over 1,000 games', () => {
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), seatsArb, (seed, players) => {
        let state = newGame({ players }, seed);
        const pick = randomBot(seed ^ 0x5a5a);
        let roundsStarted = 1;
        expect(invariantProblems(state)).toEqual([]);
        let guard = 0;
        while (!isGameOver(state)) {
          const moves = legalMoves(state);
          // Plain checks inside the loop: expect() per move would dominate the run time.
          if (moves.length === 0) throw new Error('no legal move before the end');
          const r = applyMove(state, pick(state, moves));
          if (!r.ok) throw new Error(`legal move refused: ${r.error.code}`);
          if (r.value.round !== state.round) roundsStarted++;
          state = r.value;
          const problems = invariantProblems(state);
          if (problems.length > 0) throw new Error(problems.join('; '));
          if (++guard > 5000) throw new Error('game did not end');
        }
        expect(state.round).toBe(7);
        expect(roundsStarted).toBe(7);
        expect(legalMoves(state)).toEqual([]);
        games++;
      }),
      { numRuns: 1000 },
    );
    expect(games).toBe(1000);
  });

  it('[action.turns] always a legal move until the game ends, and every listed move is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), seatsArb, (seed, players) => {
        let state = newGame({ players }, seed);
        const pick = randomBot(seed + 7);
        while (!isGameOver(state)) {
          const moves = legalMoves(state);
          expect(moves.length).toBeGreaterThan(0);
          for (const m of moves) expect(applyMove(state, m).ok).toBe(true);
          const r = applyMove(state, pick(state, moves));
          if (!r.ok) throw new Error(r.error.code);
          state = r.value;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('[setup.start] replay from the seed and the moves reproduces the final state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), seatsArb, (seed, players) => {
        const first = playGame(newGame({ players }, seed), randomBot(seed + 1));
        let again: GameState = newGame({ players }, seed);
        for (const m of first.moves) {
          const r = applyMove(again, m);
          if (!r.ok) throw new Error(r.error.code);
          again = r.value;
        }
        expect(again).toEqual(first.state);
        expect(newGame({ players }, seed)).toEqual(newGame({ players }, seed));
      }),
      { numRuns: 100 },
    );
  });

  it('JSON round trip deep-equals the state and the moves, at every move of a game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), seatsArb, (seed, players) => {
        let state = newGame({ players }, seed);
        const pick = randomBot(seed + 3);
        while (!isGameOver(state)) {
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          const move: Move = pick(state, legalMoves(state));
          expect(JSON.parse(JSON.stringify(move))).toEqual(move);
          const r = applyMove(JSON.parse(JSON.stringify(state)) as GameState, JSON.parse(JSON.stringify(move)));
          if (!r.ok) throw new Error(r.error.code);
          state = r.value;
        }
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 15 },
    );
  });

  it('applyMove never changes its input state', () => {
    const state = newGame({ players: 4 }, 99);
    const frozen = JSON.stringify(state);
    for (const m of legalMoves(state)) applyMove(state, m);
    expect(JSON.stringify(state)).toBe(frozen);
  });
});

describe('random hand-built positions', () => {
  const cityIds = ['london', 'paris', 'rome', 'havana', 'goa', 'canton', 'lima', 'elmina'];
  const partialArb = fc.record({
    players: seatsArb,
    seed: fc.integer({ min: 0, max: 1000 }),
    round: fc.integer({ min: 1, max: 7 }),
    phase: fc.constantFrom<'build' | 'action'>('build', 'action'),
    harbours: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 5, maxLength: 5 }),
    built: fc.array(fc.constantFrom('market', 'shipyard', 'workshop', 'bank', 'docks', 'theatre') as fc.Arbitrary<'market'>, { maxLength: 4 }),
    owners: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: cityIds.length, maxLength: cityIds.length }),
    india: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 9 }),
  });

  it('[setup.valid-position] every accepted position has a legal move and plays to the end conserving everything', () => {
    fc.assert(
      fc.property(partialArb, (p) => {
        const cities: Record<string, number> = {};
        cityIds.forEach((id, i) => {
          const o = p.owners[i] ?? 0;
          if (o > 0) cities[id] = o - 1;
        });
        const r = setupDefaults({
          players: p.players,
          seed: p.seed,
          round: p.round,
          phase: p.phase,
          seats: p.harbours.slice(0, p.players).map((h, i) => ({ harbour: h, buildings: i === 0 ? p.built : [] })),
          cities,
          shipTracks: { india: p.india },
        });
        if (!r.ok) return; // e.g. a level-5 pair or too many tiles: refused with reasons
        let state = r.value;
        const pick = randomBot(p.seed);
        while (!isGameOver(state)) {
          const moves = legalMoves(state);
          if (moves.length === 0) throw new Error('no legal move');
          const next = applyMove(state, pick(state, moves));
          if (!next.ok) throw new Error(next.error.code);
          state = next.value;
          const problems = invariantProblems(state);
          if (problems.length > 0) throw new Error(problems.join('; '));
        }
      }),
      { numRuns: 60 },
    );
  });
});
