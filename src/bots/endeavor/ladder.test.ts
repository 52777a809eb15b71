/** The Endeavor ladder: four levels, weakest first, each a bot that plays legal, reproducible games. */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, playGame } from '../../engine/endeavor/game';
import { newGame } from '../../engine/endeavor/setup';
import { ENDEAVOR_BOT_LEVELS, ENDEAVOR_LADDER, decideEndeavor, endeavorPicker } from './bot-game';
import { heuristicBot } from './heuristic';
import { STRONG_DEFAULTS } from './strong';

describe('the Endeavor ladder', () => {
  it('runs from the random bot through the casual and the Skilled bot to the search', () => {
    expect(ENDEAVOR_BOT_LEVELS).toEqual(['random', 'casual', 'heuristic', 'strong']);
    expect(ENDEAVOR_LADDER.map((r) => r.bot)).toEqual(['random', 'casual', 'heuristic', 'strong']);
  });

  it('a casual bot plays whole games to the end, the same game for the same seed', () => {
    const a = playGame(newGame({ players: 3 }, 5), endeavorPicker('casual', 'c'));
    const b = playGame(newGame({ players: 3 }, 5), endeavorPicker('casual', 'c'));
    expect(a.error).toBeUndefined();
    expect(a.state.phase).toBe('gameOver');
    expect(a.moves).toEqual(b.moves);
  });

  it('a casual bot thinks like the Skilled bot in some decisions and not in others', () => {
    let s = newGame({ players: 3 }, 9);
    let same = 0;
    let other = 0;
    for (let i = 0; i < 60; i++) {
      const legal = legalMoves(s);
      if (legal.length > 3) {
        const casual = decideEndeavor(s, s.toAct ?? 0, 'casual', { seed: `d${i}` }).move;
        const skilled = heuristicBot(`d${i}`)(s, legal);
        if (JSON.stringify(casual) === JSON.stringify(skilled)) same++;
        else other++;
      }
      const r = applyMove(s, heuristicBot(`p${i}`)(s, legal));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(same).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
  });

  it('the Expert bot looks ahead as far as its budget says and explains its move', () => {
    const s = newGame({ players: 3 }, 3);
    const d = decideEndeavor(s, s.toAct ?? 0, 'strong', { seed: 1 });
    expect(legalMoves(s).map((m) => JSON.stringify(m))).toContain(JSON.stringify(d.move));
    expect(d.explanation?.depth).toBe(STRONG_DEFAULTS.depth);
  });
});
