/** The plantation piles (face-down stack, discards, out of the game) and the end triggers, each change judged by the engine. */
import type { EndReason } from '../../engine/puerto-rico';
import { GOODS } from '../../engine/puerto-rico';
import { TILE_NAMES } from '../puerto-rico/board/names';
import { END_REASONS, PILES, countIn, stepPile, toggleEndTrigger, type Pile } from './piles';
import { Stepper } from './Stepper';
import type { EditorKey, FormProps } from './words';

export function PilesForm({ state, edit, lang, t }: FormProps) {
  const tileNames = TILE_NAMES[lang];
  const load = (next: unknown) => edit({ op: 'game.load', state: next });
  return (
    <fieldset>
      <legend>{t('piles.legend')}</legend>
      <p class="muted small">{t('piles.hint')}</p>
      {PILES.map((pile: Pile) => (
        <div key={pile}>
          <h3 class="sub">
            {t(`piles.${pile}` as EditorKey)} ({state[pile].length})
          </h3>
          <div class="field-grid">
            {GOODS.map((g) => {
              const what = `${t(`piles.${pile}` as EditorKey)}: ${tileNames[g]}`;
              return (
                <Stepper
                  key={g}
                  label={tileNames[g]}
                  value={countIn(state, pile, g)}
                  less={t('decrease', { what })}
                  more={t('increase', { what })}
                  onStep={(d) => load(stepPile(state, pile, g, d < 0 ? -1 : 1))}
                  name={`pile-${pile}-${g}`}
                />
              );
            })}
          </div>
        </div>
      ))}
      <h3 class="sub">{t('end.legend')}</h3>
      <p class="muted small">{t('end.hint')}</p>
      <ul class="item-list">
        {END_REASONS.map((r: EndReason) => (
          <li key={r}>
            <label class="check">
              <input
                type="checkbox"
                checked={state.endTriggers.includes(r)}
                onChange={(e) => load(toggleEndTrigger(state, r, (e.currentTarget as HTMLInputElement).checked))}
                data-field={`end-${r}`}
              />
              {t(`end.${r}` as EditorKey)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Seat names: board-only words that travel in the link's view and the puzzle file; the engine never sees them. */
export function NamesForm({ names, players, onChange, t }: { names: readonly string[]; players: number; onChange: (names: string[]) => void; t: FormProps['t'] }) {
  return (
    <fieldset>
      <legend>{t('names.legend')}</legend>
      <p class="muted small">{t('names.hint')}</p>
      <div class="field-grid">
        {Array.from({ length: players }, (_, i) => (
          <label key={i}>
            <span>{t('player.name', { n: i + 1 })}</span>
            <input
              type="text"
              maxLength={24}
              value={names[i] ?? ''}
              placeholder={t('player.name', { n: i + 1 })}
              onInput={(e) => onChange(Array.from({ length: players }, (_, j) => (j === i ? (e.currentTarget as HTMLInputElement).value : (names[j] ?? ''))))}
              data-field={`name-${i}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
