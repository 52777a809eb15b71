/** The list of seats with a Person or bot-level choice each, for a new game and for a shared position. */
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import { SEAT_WORDS, type SeatWord } from '../../machines/endeavor/table';
import { wordsOf } from '../../i18n/words';
import { seatChoiceWord } from './endeavor-level-words';
import './setup-form.css';

const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');

export interface SeatKindListProps {
  readonly lang: Lang;
  readonly kinds: readonly SeatWord[];
  readonly onChange: (kinds: SeatWord[]) => void;
  /** The seat to act in a shared position, named as such beside its number. */
  readonly toAct?: number | null;
  /** Prefix of the level descriptions' ids (LevelList), when they are on the page. */
  readonly describedBy?: string;
}

export default function SeatKindList({ lang, kinds, onChange, toAct = null, describedBy }: SeatKindListProps) {
  return (
    <ol class="play-seats">
      {kinds.map((k, i) => (
        <li key={i}>
          <label class="play-field">
            <span>
              {fill(endeavorText(lang, 'setup.seat'), { n: i + 1 })}
              {i === toAct ? ` ${endeavorText(lang, 'position.toAct')}` : ''}
            </span>
            <select
              value={k}
              aria-describedby={describedBy === undefined || k === 'human' ? undefined : `${describedBy}${k}`}
              onChange={(e) => onChange(kinds.map((x, j) => (j === i ? ((e.target as HTMLSelectElement).value as SeatWord) : x)))}
            >
              {SEAT_WORDS.map((kind) => (
                <option key={kind} value={kind}>
                  {seatChoiceWord(lang, kind)}
                </option>
              ))}
            </select>
          </label>
        </li>
      ))}
    </ol>
  );
}
