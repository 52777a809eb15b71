/**
 * The self-play path (playGame applying listed moves in place, the word-free step and build
 * checks) against the plain JSON API (legalMoves, then applyMove returning a new checked state)
 * over many random games: the same move lists and the same states after every move.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/endeavor/random';
import { stepCheck, stepOptions, stepRefusal } from './actions';
import { buildOptions, buildRefusal } from './build';
import { CITY_DATA } from './components';
import { applyLegalInPlace, applyMove, isGameOver, legalMoves, playGame } from './game';
import type { Step } from './moves';
import { newGame, type PlayerCount } from './setup';
import { cloneState, type GameState } from './state';
import { ACTIONS, BUILDINGS, DECKS, SHIPPING_REGIONS } from './vocabulary';

/** Every step shape worth asking about, legal or not. */
function allSteps(state: GameState): Step[] {
  const seat = state.toAct ?? 0;
  const slots = (state.players[seat]?.buildings ?? []).map((_, slot) => slot);
  return [
    ...SHIPPING_REGIONS.map((region) => ({ action: 'ship', region }) as const),
    { action: 'ship', region: 'europe' } as const,
    ...CITY_DATA.flatMap((c) => [{ action: 'occupy', city: c.id } as const, { action: 'attack', city: c.id } as const]),
    { action: 'occupy', city: 'nowhere' } as const,
    ...[...slots, 99].map((slot) => ({ action: 'payment', slot }) as const),
    ...DECKS.map((deck) => ({ action: 'draw', deck }) as const),
  ];
}

describe('the in-place self-play path', () => {
  it('plays the same games as legalMoves + applyMove: same move lists and states after every move (24 games)', () => {
    for (let g = 0; g < 24; g++) {
      const players = (3 + (g % 3)) as PlayerCount;
      const start = newGame({ players }, 500 + g);
      const fast = cloneState(start);
      let slow = start;
      const pickFast = randomBot(g);
      const pickSlow = randomBot(g);
      let n = 0;
      while (!isGameOver(slow)) {
        const slowList = legalMoves(slow);
        const fastList = legalMoves(fast);
        expect(fastList).toEqual(slowList);
        const move = pickSlow(slow, slowList);
        const fastMove = pickFast(fast, fastList);
        const r = applyMove(slow, move);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        const f = applyLegalInPlace(fast, fastMove);
        expect(f.ok).toBe(true);
        slow = r.value;
        expect(fast).toEqual(slow);
        n++;
      }
      expect(isGameOver(fast)).toBe(true);
      const whole = playGame(start, randomBot(g));
      expect(whole.state).toEqual(slow);
      expect(whole.moves).toHaveLength(n);
    }
  });

  it('leaves the state given to playGame unchanged', () => {
    const start = newGame({ players: 4 }, 3);
    const before = JSON.stringify(start);
    playGame(start, randomBot(3));
    expect(JSON.stringify(start)).toBe(before);
  });

  it('refuses a move not from the list through applyMove, without changing the state', () => {
    const start = newGame({ players: 3 }, 4);
    const r = playGame(start, () => ({ type: 'pass' }));
    expect(r.error?.code).toBe('move/wrong-phase');
    expect(r.state).toEqual(start);
  });

  it('the word-free checks agree with the refusals on every step and building, in states of 6 random games', () => {
    for (let g = 0; g < 6; g++) {
      const players = (3 + (g % 3)) as PlayerCount;
      let s = newGame({ players }, 900 + g);
      const pick = randomBot(g);
      while (!isGameOver(s)) {
        const seat = s.toAct ?? 0;
        if (s.phase === 'build') expect(buildOptions(s, seat)).toEqual(BUILDINGS.filter((b) => buildRefusal(s, seat, b) === null));
        if (s.phase === 'action') {
          for (const step of allSteps(s)) {
            for (const used of [null, 0, 1]) expect(stepCheck(s, seat, step, used)).toBe(stepRefusal(s, seat, step, used)?.code ?? null);
          }
        }
        const r = applyMove(s, pick(s, legalMoves(s)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
    }
  });
});

describe('stepOptions', () => {
  it('lists exactly the steps stepCheck allows, for every action, in states of 6 random games', () => {
    for (let g = 0; g < 6; g++) {
      let s = newGame({ players: 3 }, 700 + g);
      const pick = randomBot(g);
      while (!isGameOver(s)) {
        const seat = s.toAct ?? 0;
        if (s.phase === 'action') {
          for (const action of ACTIONS) {
            for (const used of [null, 0, 1]) {
              const want = allSteps(s).filter((st) => st.action === action && stepCheck(s, seat, st, used) === null);
              expect(stepOptions(s, seat, action, used)).toEqual(want.filter((st) => st.action !== 'ship' || st.region !== 'europe'));
            }
          }
        }
        const r = applyMove(s, pick(s, legalMoves(s)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
    }
  });
});
