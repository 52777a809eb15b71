/** The shared parts of the table in the editor: whose turn, role cards, ships, trading house, supply. */
import { useEffect, useState } from 'preact/hooks';
import type { Good } from '../../engine/puerto-rico';
import { GOODS } from '../../engine/puerto-rico';
import type { EditablePhase } from '../../machines/puerto-rico/editor';
import { EDITABLE_PHASES } from '../../machines/puerto-rico/editor';
import { GOOD_NAMES, ROLE_NAMES, TILE_NAMES } from '../puerto-rico/board/names';
import { PickList } from './PickList';
import { Stepper } from './Stepper';
import type { EditorKey, FormProps } from './words';

const seats = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export function TurnForm({ state, edit, t }: FormProps) {
  const n = state.players.length;
  const current = (): { phase: EditablePhase; governor: number; toAct: number; chooser: number } => ({
    phase: (EDITABLE_PHASES as readonly string[]).includes(state.phase) ? (state.phase as EditablePhase) : 'role',
    governor: state.governor,
    toAct: Math.max(0, state.toAct),
    chooser: state.chooser >= 0 ? state.chooser : state.governor,
  });
  const [form, setForm] = useState(current);
  // The position changed (a load, an undo, the engine moving the turn on): show it as it is.
  useEffect(() => setForm(current()), [state]);
  const who = (i: number) => t('player.name', { n: i + 1 });
  const select = (key: 'governor' | 'toAct' | 'chooser', label: string) => (
    <label>
      <span>{label}</span>
      <select value={form[key]} onChange={(e) => setForm({ ...form, [key]: Number((e.currentTarget as HTMLSelectElement).value) })} data-field={`turn-${key}`}>
        {seats(n).map((i) => (
          <option value={i}>{who(i)}</option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset>
      <legend>{t('turn.legend')}</legend>
      <div class="field-grid">
        <label>
          <span>{t('turn.phase')}</span>
          <select value={form.phase} onChange={(e) => setForm({ ...form, phase: (e.currentTarget as HTMLSelectElement).value as EditablePhase })} data-field="turn-phase">
            {EDITABLE_PHASES.map((p) => (
              <option value={p}>{t(`phase.${p}` as EditorKey)}</option>
            ))}
          </select>
        </label>
        {select('governor', t('turn.governor'))}
        {select('toAct', t('turn.toAct'))}
        {form.phase !== 'role' && select('chooser', t('turn.chooser'))}
      </div>
      <Stepper
        label={t('turn.round')}
        value={state.round}
        less={t('decrease', { what: t('turn.round') })}
        more={t('increase', { what: t('turn.round') })}
        onStep={(delta) => edit({ op: 'turn.round', delta })}
        name="turn-round"
      />
      <button type="button" class="button secondary" onClick={() => edit({ op: 'turn.set', ...form })} data-action="turn-set">
        {t('turn.apply')}
      </button>
    </fieldset>
  );
}

export function RolesForm({ state, edit, lang, t }: FormProps) {
  const names = ROLE_NAMES[lang];
  return (
    <fieldset>
      <legend>{t('roles.legend')}</legend>
      <ul class="item-list roles">
        {state.roles.map((c, i) => (
          <li>
            <span class="item-name">{names[c.role]}</span>
            <Stepper
              label={t('doubloons')}
              value={c.doubloons}
              less={t('decrease', { what: t('role.doubloons', { role: names[c.role] }) })}
              more={t('increase', { what: t('role.doubloons', { role: names[c.role] }) })}
              onStep={(delta) => edit({ op: 'role.doubloons', index: i, delta })}
              name={`role-${i}-doubloons`}
            />
            <label>
              <span class="visually-hidden">{t('role.takenBy', { role: names[c.role] })}</span>
              <select value={c.takenBy} onChange={(e) => edit({ op: 'role.takenBy', index: i, seat: Number((e.currentTarget as HTMLSelectElement).value) })} data-field={`role-${i}-taken`}>
                <option value={-1}>{t('role.free')}</option>
                {seats(state.players.length).map((s) => (
                  <option value={s}>{t('player.name', { n: s + 1 })}</option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function ShipsForm({ state, edit, lang, t }: FormProps) {
  const goodNames = GOOD_NAMES[lang];
  return (
    <fieldset>
      <legend>{t('ships.legend')}</legend>
      <ul class="item-list ships">
        {state.ships.map((s, i) => {
          const name = t('ship.name', { n: i + 1 });
          return (
            <li data-ship={i}>
              <span class="item-name">{name}</span>
              <Stepper
                label={t('ship.capacity')}
                value={s.capacity}
                less={t('decrease', { what: `${name}: ${t('ship.capacity')}` })}
                more={t('increase', { what: `${name}: ${t('ship.capacity')}` })}
                onStep={(delta) => edit({ op: 'ship.capacity', ship: i, delta })}
                name={`ship-${i}-capacity`}
              />
              <label>
                <span>{t('ship.good')}</span>
                <select
                  value={s.good ?? ''}
                  onChange={(e) => {
                    const v = (e.currentTarget as HTMLSelectElement).value;
                    edit({ op: 'ship.cargo', ship: i, good: v === '' ? null : (v as Good), count: v === '' ? 0 : Math.max(1, s.count) });
                  }}
                  data-field={`ship-${i}-good`}
                >
                  <option value="">{t('ship.empty')}</option>
                  {GOODS.map((g) => (
                    <option value={g}>{goodNames[g]}</option>
                  ))}
                </select>
              </label>
              {s.good !== null && (
                <Stepper
                  label={t('ship.count')}
                  value={s.count}
                  less={t('decrease', { what: `${name}: ${t('ship.count')}` })}
                  more={t('increase', { what: `${name}: ${t('ship.count')}` })}
                  onStep={(delta) => edit({ op: 'ship.cargo', ship: i, good: s.good, count: s.count + delta })}
                  name={`ship-${i}-count`}
                />
              )}
            </li>
          );
        })}
      </ul>
      <h3 class="sub">{t('house.legend')}</h3>
      <PickList
        items={state.tradingHouse}
        options={GOODS}
        name={(g) => goodNames[g]}
        swatch={(g) => `tile-${g}`}
        words={{ empty: t('house.empty'), pick: t('ship.good'), add: t('house.add') }}
        hooks={{ field: 'house-good', action: 'house-add' }}
        onRemove={(index) => edit({ op: 'tradingHouse.remove', index })}
        onAdd={(good) => edit({ op: 'tradingHouse.add', good })}
        t={t}
      />
    </fieldset>
  );
}

export function SupplyForm({ state, edit, lang, t }: FormProps) {
  const goodNames = GOOD_NAMES[lang];
  const count = (key: 'colonists' | 'colonistShip' | 'vpChips' | 'quarries' | 'forests' | 'bank') => {
    const label = t(`supply.${key}`);
    return (
      <Stepper
        label={label}
        value={state[key]}
        less={t('decrease', { what: label })}
        more={t('increase', { what: label })}
        onStep={(delta) => edit({ op: `supply.${key}`, delta })}
        name={`supply-${key}`}
      />
    );
  };
  return (
    <fieldset>
      <legend>{t('supply.legend')}</legend>
      <div class="field-grid">
        {count('colonistShip')}
        {count('colonists')}
        {count('vpChips')}
        {count('quarries')}
        {state.options.buildings.kind !== 'base' && count('forests')}
        {count('bank')}
      </div>
      <h3 class="sub">{t('supply.goods')}</h3>
      <div class="field-grid">
        {GOODS.map((g) => (
          <Stepper
            label={goodNames[g]}
            value={state.goods[g]}
            less={t('decrease', { what: `${t('supply.goods')}: ${goodNames[g]}` })}
            more={t('increase', { what: `${t('supply.goods')}: ${goodNames[g]}` })}
            onStep={(delta) => edit({ op: 'supply.goods', good: g, delta })}
            name={`supply-goods-${g}`}
          />
        ))}
      </div>
      <h3 class="sub">{t('faceUp.legend')}</h3>
      <PickList
        items={state.faceUp}
        options={GOODS}
        name={(k) => TILE_NAMES[lang][k]}
        swatch={(k) => `tile-${k}`}
        words={{ empty: t('faceUp.empty'), pick: t('island.tile'), add: t('faceUp.add') }}
        hooks={{ field: 'faceup-tile', action: 'faceup-add' }}
        onRemove={(index) => edit({ op: 'faceUp.remove', index })}
        onAdd={(tile) => edit({ op: 'faceUp.add', tile })}
        t={t}
      />
    </fieldset>
  );
}
