/** The self-play report used by `npm run selfplay -- --game endeavor`. */
import { describe, expect, it } from 'vitest';
import { runEndeavorSelfplay } from './selfplay';

describe('runEndeavorSelfplay', () => {
  it('reports speed, rounds, winning score and seat win rates, with printable lines', () => {
    const r = runEndeavorSelfplay({ players: 3, games: 10, seed: 1, bot: 'random' });
    expect(r.gamesPerSecond).toBeGreaterThan(0);
    expect(r.averageRounds).toBe(7);
    expect(r.averageWinningScore).toBeGreaterThan(0);
    expect(r.seatWinRates).toHaveLength(3);
    expect(r.seatWinRates.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(r.lines.join('\n')).toMatch(/games per second[\s\S]*average rounds[\s\S]*average winning score[\s\S]*seat win rates/);
  });

  it('is deterministic apart from the speed', () => {
    const a = runEndeavorSelfplay({ players: 4, games: 3, seed: 5, bot: 'heuristic' });
    const b = runEndeavorSelfplay({ players: 4, games: 3, seed: 5, bot: 'heuristic' });
    expect({ ...a, gamesPerSecond: 0, lines: a.lines.slice(2) }).toEqual({ ...b, gamesPerSecond: 0, lines: b.lines.slice(2) });
  });

  it('refuses an impossible player count', () => {
    expect(() => runEndeavorSelfplay({ players: 2, games: 1, seed: 1, bot: 'random' })).toThrow(RangeError);
  });
});
