/**
 * Endeavor's bot levels in words for the seat picker: each level's name, what its bot does, and
 * how it did against two bots of the level below, from the tournament's figures
 * (src/bots/endeavor/ladder-figures.json), never typed by hand.
 */
import type { Lang } from '../../content/schemas';
import { ENDEAVOR_BOT_LEVELS, type EndeavorBotLevel, endeavorLevelBelow, endeavorRung } from '../../bots/endeavor/bot-game';
import { ENDEAVOR_LADDER_FIGURES } from '../../bots/endeavor/ladder-figures';
import { fill } from '../../i18n/define';
import { formatNumber } from '../../i18n/grammar';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import { wordsOf } from '../../i18n/words';
import type { LevelEntry } from './LevelList';
import { percent } from './level-words';

const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');

/** A level's name: 'Skilled'. */
export const endeavorLevelName = (lang: Lang, level: EndeavorBotLevel): string => endeavorText(lang, `level.${level}`);

/** What a level's bot does, in one sentence, with its budget's own numbers. */
export function endeavorLevelAbout(lang: Lang, level: EndeavorBotLevel): string {
  const rung = endeavorRung(level);
  switch (rung.bot) {
    case 'strong':
      return fill(endeavorText(lang, 'level.about.strong'), { candidates: formatNumber(lang, rung.search.candidates), depth: formatNumber(lang, rung.search.depth) }, lang);
    case 'casual':
      return fill(endeavorText(lang, 'level.about.casual'), { share: percent(lang, rung.randomShare) }, lang);
    default:
      return endeavorText(lang, `level.about.${rung.bot}`);
  }
}

/** How a level did against two bots of the level below; null for the weakest level, or one not measured yet. */
export function endeavorLevelRecord(lang: Lang, level: EndeavorBotLevel): string | null {
  const f = ENDEAVOR_LADDER_FIGURES[level];
  if (f === undefined || endeavorLevelBelow(level) === null) return null;
  return fill(endeavorText(lang, 'level.record'), { pct: percent(lang, f.winRate), below: endeavorLevelName(lang, f.below), games: formatNumber(lang, f.games) }, lang);
}

/** Every level for the list beside the seats, weakest first. */
export const endeavorLevels = (lang: Lang): LevelEntry[] =>
  ENDEAVOR_BOT_LEVELS.map((level) => ({ id: level, name: endeavorLevelName(lang, level), about: endeavorLevelAbout(lang, level), record: endeavorLevelRecord(lang, level) }));

/** A seat's choice in words: 'Person' or 'Bot: Skilled'. */
export const seatChoiceWord = (lang: Lang, kind: 'human' | EndeavorBotLevel): string =>
  kind === 'human' ? endeavorText(lang, 'seat.human') : fill(endeavorText(lang, 'seat.bot'), { level: endeavorLevelName(lang, kind) }, lang);
