/**
 * Properties over thousands of random complete games: pieces are conserved, no count goes
 * negative, there is a legal move until the game ends, every game ends, and replaying the moves
 * from the seed through the checked applyMove reproduces the final state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/puerto-rico/random';
import { applyLegalMoveInPlace, applyMove, legalMoves } from './game';
import { playGame } from './play-game';
import { census, censusVector, negatives } from './invariants';
import type { Move } from './moves';
import type { GameOptions } from './options';
import { finalOutcome } from './testing';
import { newGame } from './setup';
import { cloneState } from './state';
import type { GameState } from './state';

/** Plays one game move by move, checking the invariants after every move. */
function checkedGame(options: Partial<GameOptions>, seed: number): { moves: Move[]; final: GameState; start: GameState } {
  const start = newGame(options, seed);
  const s = cloneState(start);
  // The draft puts buildings into the game; from then on nothing is created or lost.
  let before = census(s);
  let beforeVec = censusVector(s);
  const nowVec: number[] = [];
  const bot = randomBot(seed * 7 + 1);
  const moves: Move[] = [];
  while (s.phase !== 'over') {
    const legal = legalMoves(s);
    if (legal.length === 0) throw new Error(`no legal move in phase ${s.phase} at ply ${s.ply} (seed ${seed})`);
    const m = bot(s, legal);
    moves.push(m);
    const drafting = s.phase === 'draft';
    applyLegalMoveInPlace(s, m);
    const neg = negatives(s);
    if (neg.length > 0) throw new Error(`negative counts after ${JSON.stringify(m)} (seed ${seed}): ${neg.join(', ')}`);
    censusVector(s, nowVec);
    if (drafting) {
      before = census(s);
      beforeVec = nowVec.slice();
    } else if (nowVec.some((v, i) => v !== beforeVec[i])) expect(census(s), `after ${JSON.stringify(m)} (seed ${seed})`).toEqual(before);
    if (moves.length > 5000) throw new Error(`game does not end (seed ${seed})`);
  }
  return { moves, final: s, start };
}

const GAMES_PER_COUNT = 520;

describe.each([2, 3, 4, 5] as const)('random %i-player base games', (players) => {
  it(`${GAMES_PER_COUNT} games conserve every piece, never go negative and always end`, () => {
    const reasons = new Set<string>();
    for (let seed = 0; seed < GAMES_PER_COUNT; seed++) {
      const { final } = checkedGame({ players }, seed);
      const o = finalOutcome(final);
      expect(o.reasons.length).toBeGreaterThan(0);
      for (const r of o.reasons) reasons.add(r);
      expect(o.winners.length).toBeGreaterThan(0);
    }
    // Over this many games every end condition shows up.
    expect([...reasons].sort()).toEqual(['buildings', 'colonists', 'vp-chips']);
  });

  it('replaying the moves from the seed through applyMove reproduces the final state', () => {
    for (let seed = 1000; seed < 1040; seed++) {
      const { moves, final, start } = checkedGame({ players }, seed);
      let s = start;
      for (const m of moves) {
        const r = applyMove(s, JSON.parse(JSON.stringify(m)));
        if (!r.ok) throw new Error(`replay refused ${JSON.stringify(m)}: ${r.error.code}`);
        s = r.value;
      }
      expect(s).toEqual(final);
      // Same seed, same bot: the same game.
      expect(playGame(newGame({ players }, seed), randomBot(seed * 7 + 1)).state).toEqual(final);
    }
  });
});

describe('JSON round trip', () => {
  it('any state reached in a random game survives JSON.stringify/parse unchanged and plays on identically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 400 }), (players, seed, stop) => {
        const s = cloneState(newGame({ players: players as 2 | 3 | 4 | 5 }, seed));
        const bot = randomBot(seed);
        for (let i = 0; i < stop && s.phase !== 'over'; i++) applyLegalMoveInPlace(s, bot(s, legalMoves(s)));
        const copy = JSON.parse(JSON.stringify(s)) as GameState;
        expect(copy).toEqual(s);
        expect(legalMoves(copy)).toEqual(legalMoves(s));
        const a = playGame(s, randomBot(1)).state;
        const b = playGame(copy, randomBot(1)).state;
        expect(b).toEqual(a);
      }),
      { numRuns: 60 },
    );
  });
});

const EXPANSION_GAMES = 150;

describe.each([2, 3, 4, 5] as const)('random %i-player expansion games', (players) => {
  it(`${EXPANSION_GAMES} drafted games and 40 games with every building keep every invariant`, () => {
    const used = new Set<string>();
    for (let seed = 0; seed < EXPANSION_GAMES; seed++) {
      const { final } = checkedGame({ players, buildings: { kind: 'draft' } }, seed);
      expect(final.draft?.picked.length).toBe(17);
      for (const p of final.players) for (const c of p.city) used.add(c.building);
    }
    for (let seed = 0; seed < 40; seed++) {
      const { final } = checkedGame({ players, buildings: { kind: 'all' } }, 5000 + seed);
      for (const p of final.players) for (const c of p.city) used.add(c.building);
    }
    // Every building gets built somewhere in these games.
    expect(used.size).toBeGreaterThan(34);
  });

  it('replaying drafted games through applyMove reproduces them', () => {
    for (let seed = 2000; seed < 2015; seed++) {
      const { moves, final, start } = checkedGame({ players, buildings: { kind: 'draft' } }, seed);
      let s = start;
      for (const m of moves) {
        const r = applyMove(s, JSON.parse(JSON.stringify(m)));
        if (!r.ok) throw new Error(`replay refused ${JSON.stringify(m)}: ${r.error.code}`);
        s = r.value;
      }
      expect(s).toEqual(final);
    }
  });
});

describe.each([2, 3, 4, 5] as const)('random %i-player games of the full-city variant', (players) => {
  it('keep every invariant and end only on a full city (or when no city can be filled any more)', () => {
    for (let seed = 0; seed < 16; seed++) {
      const { final } = checkedGame({ players, buildings: { kind: seed % 2 === 0 ? 'base' : 'all' }, fullCityEnd: true }, 7000 + seed);
      const reasons = finalOutcome(final).reasons;
      expect(reasons.length).toBe(1);
      expect(['buildings', 'no-buildings']).toContain(reasons[0]);
    }
  });
});
