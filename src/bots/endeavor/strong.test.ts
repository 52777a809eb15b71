/** The strong bot: legal, deterministic, memory-free between moves, and its budget is honoured. */
import { describe, expect, it } from 'vitest';
import { applyMove, isGameOver, isLegal, playGame, type Picker } from '../../engine/endeavor/game';
import { winners } from '../../engine/endeavor/scoring';
import { newGame } from '../../engine/endeavor/setup';
import type { GameState } from '../../engine/endeavor/state';
import { decideEndeavor, ENDEAVOR_BOTS } from './bot-game';
import { heuristicBot } from './heuristic';
import { strongBot, strongDecision } from './strong';
import { positionAfter } from './test-games';

/** A position some way into a game, reached by random moves (the bot seeded like the game). */
const midGame = (seed: number, plies: number): GameState => positionAfter(seed, plies, seed);

describe('the strong Endeavor bot', () => {
  it('finishes a game with a fresh bot for every move (as the table asks it), legal moves only', () => {
    let s = newGame({ players: 3 }, 11);
    let moves = 0;
    while (!isGameOver(s) && moves < 3000) {
      const seat = s.toAct ?? 0;
      // The strong bot in seat 0, heuristic bots elsewhere: a full game of strong bots is slow here.
      const level = seat === 0 ? 'strong' : 'heuristic';
      const move = decideEndeavor(s, seat, level, { seed: `11:${moves}` }).move;
      expect(isLegal(s, move)).toBe(true);
      const r = applyMove(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
      moves++;
    }
    expect(isGameOver(s)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    for (const plies of [5, 30, 60]) {
      const s = midGame(3, plies);
      expect(strongDecision(s, 'x', { candidates: 4, depth: 6 })).toEqual(strongDecision(s, 'x', { candidates: 4, depth: 6 }));
      expect(ENDEAVOR_BOTS.decide(s, s.toAct ?? 0, 'strong', { seed: 'y' })).toEqual(ENDEAVOR_BOTS.decide(s, s.toAct ?? 0, 'strong', { seed: 'y' }));
    }
  });

  it('rolls out at most the candidates asked for, best first, and chooses the best rollout', () => {
    const s = midGame(5, 40);
    const r = strongDecision(s, 1, { candidates: 3, depth: 4 });
    expect(r.options.length).toBeLessThanOrEqual(3);
    expect(r.options[0]?.move).toEqual(r.move);
    for (let i = 1; i < r.options.length; i++) expect(r.options[i - 1]!.ahead).toBeGreaterThanOrEqual(r.options[i]!.ahead);
  });

  it('stops rolling out once its time is spent, keeping at least one rollout', () => {
    const s = midGame(7, 40);
    const r = strongDecision(s, 1, { candidates: 50, depth: 40, timeMs: 0 });
    expect(r.options.length).toBeGreaterThanOrEqual(1);
    expect(isLegal(s, r.move)).toBe(true);
  });

  it('beats two heuristic bots in most of a few seeded games (the tournament measures it properly)', () => {
    let wins = 0;
    const games = 3;
    for (let g = 0; g < games; g++) {
      const seat = g % 3;
      const pickers: Picker[] = [0, 1, 2].map((i) => (i === seat ? strongBot(`s${g}`, { candidates: 4, depth: 8 }) : heuristicBot(`h${g}:${i}`)));
      const r = playGame(newGame({ players: 3 }, 300 + g), (st, m) => (pickers[st.toAct ?? 0] as Picker)(st, m));
      expect(r.error).toBeUndefined();
      if (winners(r.state).includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(2);
  });
});
