/**
 * One list of the editor (a player's island or city, the trading house, the face-up plantations):
 * each entry with its swatch, its name, what else can be set on it and a remove button, then a row
 * that picks a kind and adds one.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { FormProps } from './words';

interface PickListProps<K extends string> {
  /** The kind of each entry, in order. */
  items: readonly K[];
  /** The kinds the add row offers, the first chosen at the start. */
  options: readonly K[];
  name: (k: K) => string;
  /** The swatch's class for an entry of this kind. */
  swatch: (k: K) => string;
  /** The option's text, when it says more than the name. */
  optionLabel?: (k: K) => string;
  /** What else is set on the entry at this index (a colonist, a count), beside its name. */
  extra?: (index: number) => ComponentChildren;
  words: { empty: string; pick: string; add: string };
  /** The select's data-field and the add button's data-action: the names browser tests and scripts find them by. */
  hooks: { field: string; action: string };
  onRemove: (index: number) => void;
  onAdd: (k: K) => void;
  t: FormProps['t'];
}

export function PickList<K extends string>({ items, options, name, swatch, optionLabel = name, extra, words, hooks, onRemove, onAdd, t }: PickListProps<K>) {
  const [pick, setPick] = useState<K | undefined>(options[0]);
  return (
    <>
      {items.length === 0 ? (
        <p class="muted">{words.empty}</p>
      ) : (
        <ul class="item-list">
          {items.map((k, i) => (
            <li>
              <span class={`swatch ${swatch(k)}`} aria-hidden="true" />
              <span class="item-name">{name(k)}</span>
              {extra?.(i)}
              <button type="button" class="link-button" aria-label={t('removeItem', { item: name(k) })} onClick={() => onRemove(i)}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="add-row">
        <label>
          <span>{words.pick}</span>
          <select value={pick} onChange={(e) => setPick((e.currentTarget as HTMLSelectElement).value as K)} data-field={hooks.field}>
            {options.map((k) => (
              <option value={k}>{optionLabel(k)}</option>
            ))}
          </select>
        </label>
        <button type="button" class="button secondary" onClick={() => pick !== undefined && onAdd(pick)} data-action={hooks.action}>
          {words.add}
        </button>
      </div>
    </>
  );
}
