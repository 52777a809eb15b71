import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, LADDER, levelBelow, levelFromName, rung } from './ladder';
import { LADDER_FIGURES } from './ladder-figures';

describe('the bot ladder', () => {
  it('has at least four levels, from the random bot to the search', () => {
    expect(BOT_LEVELS.length).toBeGreaterThanOrEqual(4);
    expect(rung(BOT_LEVELS[0]!).bot).toBe('random');
    expect(rung(BOT_LEVELS[BOT_LEVELS.length - 1]!).bot).toBe('strong');
    // A searched level searches more than the one below it.
    const searched = LADDER.filter((r) => r.bot === 'strong').map((r) => r.iterations);
    expect([...searched].sort((a, b) => a - b)).toEqual(searched);
  });

  it("gives every level its own link letter, never the person's", () => {
    const letters = LADDER.map((r) => r.letter);
    expect(new Set(letters).size).toBe(letters.length);
    for (const l of letters) expect(l).toMatch(/^[a-oq-z]$/);
  });

  it("reads the bots' old names as the levels that play them", () => {
    expect(levelFromName('random')).toBe('beginner');
    expect(levelFromName('heuristic')).toBe('skilled');
    expect(levelFromName('strong')).toBe('master');
    for (const level of BOT_LEVELS) expect(levelFromName(level)).toBe(level);
    expect(levelFromName('grandmaster')).toBeNull();
    expect(levelFromName('constructor')).toBeNull();
  });

  it('measured each level against the one below it', () => {
    for (const [level, f] of Object.entries(LADDER_FIGURES)) {
      expect(f.below).toBe(levelBelow(level as (typeof BOT_LEVELS)[number]));
      expect(f.winRate).toBeCloseTo(f.wins / f.games, 3);
      expect(f.ci95[0]).toBeLessThanOrEqual(f.winRate);
      expect(f.ci95[1]).toBeGreaterThanOrEqual(f.winRate);
    }
  });
});
