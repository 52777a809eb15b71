/** Display names of the seats on the Endeavor table, e.g. "You", "Random bot 2", "You 3". */
import type { Lang } from '../../content/schemas';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import type { SeatWord } from '../../machines/endeavor/table';
import { wordsOf } from '../../i18n/words';

const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');

/** One name per seat; people get a number only when more than one person plays. */
export function seatNames(lang: Lang, seats: readonly SeatWord[]): string[] {
  const people = seats.filter((s) => s === 'human').length;
  return seats.map((k, i) => (k === 'human' ? (people > 1 ? `${endeavorText(lang, 'you')} ${i + 1}` : endeavorText(lang, 'you')) : `${endeavorText(lang, `seat.${k}`)} ${i + 1}`));
}
