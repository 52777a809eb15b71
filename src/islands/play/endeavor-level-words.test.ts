import { describe, expect, it } from 'vitest';
import { ENDEAVOR_BOT_LEVELS, endeavorLevelBelow } from '../../bots/endeavor/bot-game';
import { ENDEAVOR_LADDER_FIGURES } from '../../bots/endeavor/ladder-figures';
import { STRONG_DEFAULTS } from '../../bots/endeavor/strong';
import { LANGS } from '../../i18n/lang';
import { endeavorLevelAbout, endeavorLevelName, endeavorLevelRecord, endeavorLevels, seatChoiceWord } from './endeavor-level-words';
import { seatNames } from './endeavor-seat-names';

describe("Endeavor's bot levels in words", () => {
  it('names and describes every level in every language, every placeholder filled', () => {
    for (const lang of LANGS) {
      const levels = endeavorLevels(lang);
      expect(levels.map((l) => l.id)).toEqual([...ENDEAVOR_BOT_LEVELS]);
      for (const l of levels) {
        for (const text of [l.name, l.about, l.record ?? '']) expect(text, `${lang} ${l.id}`).not.toMatch(/[{}]/);
        expect(l.name.length).toBeGreaterThan(0);
      }
      // Three different names: a player must be able to tell the levels apart.
      expect(new Set(levels.map((l) => l.name)).size).toBe(ENDEAVOR_BOT_LEVELS.length);
    }
  });

  it('says how each level did against two of the level below, from the tournament figures', () => {
    for (const level of ENDEAVOR_BOT_LEVELS) {
      const f = ENDEAVOR_LADDER_FIGURES[level];
      const line = endeavorLevelRecord('en', level);
      if (endeavorLevelBelow(level) === null || f === undefined) expect(line).toBeNull();
      else expect(line).toBe(`Wins ${Math.round(f.winRate * 100)}% of games against two ${endeavorLevelName('en', f.below)} bots (${f.games} games).`);
    }
  });

  it('measured every level but the weakest against the one below it', () => {
    for (const level of ENDEAVOR_BOT_LEVELS) {
      const f = ENDEAVOR_LADDER_FIGURES[level];
      if (endeavorLevelBelow(level) === null) {
        expect(f).toBeUndefined();
        continue;
      }
      expect(f, level).toBeDefined();
      expect(f!.below).toBe(endeavorLevelBelow(level));
      expect(f!.winRate).toBeCloseTo(f!.wins / f!.games, 3);
      expect(f!.ci95[0]).toBeLessThanOrEqual(f!.winRate);
      expect(f!.ci95[1]).toBeGreaterThanOrEqual(f!.winRate);
    }
  });

  it('describes the strong bot by the budget it plays with', () => {
    const about = endeavorLevelAbout('en', 'strong');
    expect(about).toContain(String(STRONG_DEFAULTS.candidates));
    expect(about).toContain(String(STRONG_DEFAULTS.depth));
  });

  it('names a seat by who plays it, numbering bots and, when several play, people', () => {
    expect(seatNames('en', ['human', 'random', 'heuristic'])).toEqual(['You', 'Bot 2 (Beginner)', 'Bot 3 (Skilled)']);
    expect(seatNames('en', ['human', 'human', 'strong'])).toEqual(['You 1', 'You 2', 'Bot 3 (Expert)']);
    expect(seatNames('hu', ['strong', 'human', 'human'])[0]).toBe('1. gép (Szakértő)');
    expect(seatChoiceWord('nl', 'heuristic')).toBe('Bot: Gevorderd');
    expect(seatChoiceWord('en', 'human')).toBe('Person');
  });
});
