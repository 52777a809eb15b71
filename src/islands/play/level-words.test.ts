import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, levelBelow, rung } from '../../bots/puerto-rico/ladder';
import { LADDER_FIGURES } from '../../bots/puerto-rico/ladder-figures';
import { fill } from '../../i18n/define';
import { LANGS } from '../../i18n/lang';
import { playText } from '../../i18n/strings/play';
import { levelAbout, levelRecord } from './level-words';
import type { Say } from './say';

const sayIn =
  (lang: (typeof LANGS)[number]): Say =>
  (k, v) =>
    fill(playText(lang, k), v ?? {}, lang);

describe('the bot levels in words', () => {
  it('gives every level a name and a description in every language', () => {
    for (const lang of LANGS) {
      const table = playText.table[lang] as Record<string, string | undefined>;
      for (const level of BOT_LEVELS) {
        const about = rung(level).bot === 'strong' ? 'level.about.search' : `level.about.${level}`;
        for (const key of [`level.${level}`, about]) expect(table[key], `${lang} ${key}`).toBeTruthy();
        // Every placeholder is filled.
        expect(levelAbout(sayIn(lang), lang, level)).not.toMatch(/[{}]/);
      }
    }
  });

  it('says how each level did against three of the level below, from the tournament figures', () => {
    const t = sayIn('en');
    for (const level of BOT_LEVELS) {
      const f = LADDER_FIGURES[level];
      const line = levelRecord(t, 'en', level);
      if (levelBelow(level) === null) expect(line).toBeNull();
      else if (f === undefined) expect(line).toBe(playText('en', 'level.unmeasured'));
      else expect(line).toBe(`Wins ${Math.round(f.winRate * 100)}% of games against three ${playText('en', `level.${f.below}`)} bots (${f.games} games).`);
    }
  });

  it('names a searched level by its iterations, the casual one by its share of random moves', () => {
    expect(levelAbout(sayIn('en'), 'en', 'casual')).toContain(`${Math.round((rung('casual').randomShare ?? 0) * 100)}%`);
    expect(levelAbout(sayIn('hu'), 'hu', 'expert')).toContain(String(rung('expert').iterations));
  });
});
