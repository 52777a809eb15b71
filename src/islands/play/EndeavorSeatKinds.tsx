/** The list of seats with a Person / Random bot / Heuristic bot choice each, for a new game and for a shared position. */
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import { SEAT_WORDS, type SeatWord } from '../../machines/endeavor/table';
import { wordsOf } from '../../i18n/words';

const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');

export interface SeatKindListProps {
  readonly lang: Lang;
  readonly kinds: readonly SeatWord[];
  readonly onChange: (kinds: SeatWord[]) => void;
  /** The seat to act in a shared position, named as such beside its number. */
  readonly toAct?: number | null;
}

export default function SeatKindList({ lang, kinds, onChange, toAct = null }: SeatKindListProps) {
  return (
    <ol class="e-seats">
      {kinds.map((k, i) => (
        <li key={i}>
          <label>
            {fill(endeavorText(lang, 'setup.seat'), { n: i + 1 })}
            {i === toAct ? ` ${endeavorText(lang, 'position.toAct')}` : ''}{' '}
            <select value={k} onChange={(e) => onChange(kinds.map((x, j) => (j === i ? ((e.target as HTMLSelectElement).value as SeatWord) : x)))}>
              {SEAT_WORDS.map((kind) => (
                <option key={kind} value={kind}>
                  {endeavorText(lang, `seat.${kind}`)}
                </option>
              ))}
            </select>
          </label>
        </li>
      ))}
    </ol>
  );
}
