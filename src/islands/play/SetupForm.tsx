/** The setup form of a Puerto Rico table: players, who plays each seat (a person or a bot level), buildings, seed. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import { DEFAULT_OPTIONS, type GameOptions } from '../../engine/puerto-rico';
import { BOT_LEVELS, type BotLevel } from '../../bots/puerto-rico/ladder';
import type { SeatKind } from '../../machines/puerto-rico/table';
import { NAME_MAX } from '../../notation';
import { LevelList } from './LevelList';
import { levelAbout, levelRecord } from './level-words';
import type { Say } from './say';

/** What the form hands over: the engine's options, a seed, and the seats. */
export interface SetupChoice {
  options: GameOptions;
  seed: number;
  seats: SeatKind[];
  names: string[];
}

type Who = 'human' | BotLevel;
const WHO: readonly Who[] = ['human', ...BOT_LEVELS];
type Buildings = 'base' | 'draft' | 'all';

/** A seed from the field: digits as a number, other text hashed, empty = a fresh random seed. */
function seedFrom(text: string): number {
  const s = text.trim();
  if (s === '') return Math.floor(Math.random() * 2 ** 31);
  if (/^\d{1,9}$/.test(s)) return Number(s);
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h % 2 ** 31;
}

const whoOf = (s: SeatKind): Who => (s.kind === 'human' ? 'human' : s.level);

export interface SetupFormProps {
  say: Say;
  lang: Lang;
  /** A game already under way (a link, or the seats being changed): its size is fixed and only the seats are asked. */
  fixedPlayers: number | null;
  /** The seats and names to start from (the current ones when changing seats). */
  initialSeats?: readonly SeatKind[] | undefined;
  initialNames?: readonly string[] | undefined;
  submitLabel: string;
  /** Title of the form; 'New game' when not given. */
  title?: string | undefined;
  onStart: (c: SetupChoice) => void;
  /** Move focus to the form's title when it appears (it opens from a button, mid-game). */
  focusOnOpen?: boolean | undefined;
  /** When given, a Cancel button (changing seats can be abandoned). */
  onCancel?: (() => void) | undefined;
}

export function SetupForm({ say: t, lang, fixedPlayers, initialSeats, initialNames, submitLabel, title, focusOnOpen, onStart, onCancel }: SetupFormProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus();
  }, []);
  const [count, setCount] = useState(fixedPlayers ?? 4);
  const [who, setWho] = useState<Who[]>(() => {
    const base: Who[] = ['human', 'skilled', 'skilled', 'skilled', 'skilled'];
    return base.map((w, i) => (initialSeats?.[i] ? whoOf(initialSeats[i]!) : w));
  });
  const [names, setNames] = useState<string[]>(() => ['', '', '', '', ''].map((x, i) => initialNames?.[i] ?? x));
  const [buildings, setBuildings] = useState<Buildings>('base');
  const [fullCity, setFullCity] = useState(false);
  const [seed, setSeed] = useState('');
  const n = fixedPlayers ?? count;

  const submit = (e: Event) => {
    e.preventDefault();
    const seats: SeatKind[] = who.slice(0, n).map((w) => (w === 'human' ? { kind: 'human' } : { kind: 'bot', level: w }));
    onStart({
      options: { ...DEFAULT_OPTIONS, players: n as GameOptions['players'], buildings: { kind: buildings }, fullCityEnd: fullCity },
      seed: seedFrom(seed),
      seats,
      names: names.slice(0, n).map((x) => x.trim().slice(0, NAME_MAX)),
    });
  };

  return (
    <form class="play-setup card" onSubmit={submit} aria-labelledby="play-setup-title">
      <h2 id="play-setup-title" ref={titleRef} tabIndex={-1}>
        {title ?? t('setup.title')}
      </h2>
      {fixedPlayers === null && (
        <label class="play-field">
          <span>{t('setup.players')}</span>
          <select value={String(count)} onChange={(e) => setCount(Number((e.currentTarget as HTMLSelectElement).value))}>
            {[2, 3, 4, 5].map((k) => (
              <option value={String(k)}>{k}</option>
            ))}
          </select>
        </label>
      )}
      <ol class="play-seats">
        {Array.from({ length: n }, (_, i) => (
          <li>
            <fieldset>
              <legend>{t('setup.seat', { n: i + 1 })}</legend>
              <label class="play-field">
                <span>{t('setup.who')}</span>
                <select
                  value={who[i]}
                  aria-describedby={who[i] === 'human' ? undefined : `play-level-${who[i]}`}
                  onChange={(e) => {
                    const v = (e.currentTarget as HTMLSelectElement).value as Who;
                    setWho(who.map((w, k) => (k === i ? v : w)));
                  }}
                >
                  {WHO.map((w) => (
                    <option value={w}>{w === 'human' ? t('setup.human') : t('setup.bot', { level: t(`level.${w}`) })}</option>
                  ))}
                </select>
              </label>
              <label class="play-field">
                <span>{t('setup.name')}</span>
                <input
                  type="text"
                  maxLength={NAME_MAX}
                  value={names[i]}
                  placeholder={t('name.default', { n: i + 1 })}
                  onInput={(e) => {
                    const v = (e.currentTarget as HTMLInputElement).value;
                    setNames(names.map((x, k) => (k === i ? v : x)));
                  }}
                />
              </label>
            </fieldset>
          </li>
        ))}
      </ol>
      <LevelList
        title={t('setup.levels')}
        idPrefix="play-level-"
        levels={BOT_LEVELS.map((level) => ({ id: level, name: t(`level.${level}`), about: levelAbout(t, lang, level), record: levelRecord(t, lang, level) }))}
      />
      {fixedPlayers === null && (
        <>
          <fieldset class="play-buildings">
            <legend>{t('setup.buildings')}</legend>
            {(['base', 'draft', 'all'] as const).map((b) => (
              <label>
                <input type="radio" name="play-buildings" value={b} checked={buildings === b} onChange={() => setBuildings(b)} /> {t(`setup.${b}`)}
              </label>
            ))}
            <label>
              <input type="checkbox" checked={fullCity} onChange={(e) => setFullCity((e.currentTarget as HTMLInputElement).checked)} /> {t('setup.fullCity')}
            </label>
          </fieldset>
          <label class="play-field">
            <span>{t('setup.seed')}</span>
            <input type="text" inputMode="numeric" maxLength={40} value={seed} aria-describedby="play-seed-help" onInput={(e) => setSeed((e.currentTarget as HTMLInputElement).value)} />
          </label>
          <p id="play-seed-help" class="muted">
            {t('setup.seedHelp')}
          </p>
        </>
      )}
      <div class="play-setup-buttons">
        <button type="submit" class="button">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" class="button secondary" onClick={onCancel}>
            {t('seats.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
