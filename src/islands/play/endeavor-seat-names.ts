/** Display names of the seats on the Endeavor table, e.g. "You", "Bot 2 (Skilled)", "You 3". */
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import type { SeatWord } from '../../machines/endeavor/table';
import { wordsOf } from '../../i18n/words';
import { endeavorLevelName } from './endeavor-level-words';

const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');

/** One name per seat; people get a number only when more than one person plays. */
export function seatNames(lang: Lang, seats: readonly SeatWord[]): string[] {
  const people = seats.filter((s) => s === 'human').length;
  return seats.map((k, i) =>
    k === 'human'
      ? people > 1
        ? `${endeavorText(lang, 'you')} ${i + 1}`
        : endeavorText(lang, 'you')
      : fill(endeavorText(lang, 'seat.botName'), { n: i + 1, level: endeavorLevelName(lang, k) }, lang),
  );
}
