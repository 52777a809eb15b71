/**
 * A bot level in words for the seat picker: what the bot does, and how it did against the level
 * below ("Wins 62% of games against three Casual bots (200 games)"), from the tournament's
 * figures (src/bots/puerto-rico/ladder-figures.json), never typed by hand.
 */
import type { Lang } from '../../content/schemas';
import { type BotLevel, levelBelow, rung } from '../../bots/puerto-rico/ladder';
import { LADDER_FIGURES } from '../../bots/puerto-rico/ladder-figures';
import { formatNumber } from '../../i18n/grammar';
import type { Say } from './say';

/** A share 0..1 as a whole percentage in the language's digits: '62%'. */
export const percent = (lang: Lang, x: number): string => `${formatNumber(lang, Math.round(x * 100))}%`;

/** What a level's bot does, in one sentence. */
export function levelAbout(t: Say, lang: Lang, level: BotLevel): string {
  const r = rung(level);
  switch (r.bot) {
    case 'random':
      return t('level.about.beginner');
    case 'casual':
      return t('level.about.casual', { share: percent(lang, r.randomShare ?? 0) });
    case 'heuristic':
      return t('level.about.skilled');
    case 'strong':
      return t('level.about.search', { n: formatNumber(lang, r.iterations ?? 0) });
  }
}

/** How a level did against three bots of the level below; null for the weakest level (nothing is below it). */
export function levelRecord(t: Say, lang: Lang, level: BotLevel): string | null {
  const f = LADDER_FIGURES[level];
  if (f === undefined) return levelBelow(level) === null ? null : t('level.unmeasured');
  return t('level.record', { pct: percent(lang, f.winRate), below: t(`level.${f.below}`), games: f.games });
}
