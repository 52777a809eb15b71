/** One player's board in the editor: money, VP, goods, San Juan, island and city. */
import { useState } from 'preact/hooks';
import type { BuildingId, IslandTile } from '../../engine/puerto-rico';
import { BUILDING, BUILDINGS, GOODS, ISLAND_TILES } from '../../engine/puerto-rico';
import { startingBuildings } from '../../engine/puerto-rico/setup';
import { buildingName, GOOD_NAMES, TILE_NAMES } from '../puerto-rico/board/names';
import { Stepper } from './Stepper';
import type { FormProps } from './words';

export function PlayerForm({ state, edit, lang, t, seat }: FormProps & { seat: number }) {
  const p = state.players[seat];
  const [tile, setTile] = useState<IslandTile>('corn');
  const inGame = startingBuildings(state.options);
  const offered = BUILDINGS.filter((b) => inGame[b] > 0);
  const [building, setBuilding] = useState<BuildingId>(offered[0] ?? 'smallMarket');
  if (p === undefined) return null;
  const goodNames = GOOD_NAMES[lang];
  const tileNames = TILE_NAMES[lang];
  const citySpaces = p.city.reduce((n, c) => n + BUILDING[c.building].size, 0);
  const step = (what: string) => ({ less: t('decrease', { what }), more: t('increase', { what }) });
  const pre = `p${seat}`;
  return (
    <div class="player-form" data-seat={seat}>
      <div class="field-grid">
        <Stepper name={`${pre}-doubloons`} label={t('doubloons')} value={p.doubloons} {...step(t('doubloons'))} onStep={(delta) => edit({ op: 'player.doubloons', seat, delta })} />
        <Stepper name={`${pre}-vp`} label={t('vp')} value={p.vp} {...step(t('vp'))} onStep={(delta) => edit({ op: 'player.vp', seat, delta })} />
        <Stepper name={`${pre}-sanJuan`} label={t('sanJuan')} value={p.sanJuan} {...step(t('sanJuan'))} onStep={(delta) => edit({ op: 'player.sanJuan', seat, delta })} />
      </div>
      <fieldset>
        <legend>{t('goods')}</legend>
        <div class="field-grid">
          {GOODS.map((g) => (
            <Stepper name={`${pre}-goods-${g}`} label={goodNames[g]} value={p.goods[g]} {...step(goodNames[g])} onStep={(delta) => edit({ op: 'player.goods', seat, good: g, delta })} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('island.legend', { used: p.island.length })}</legend>
        {p.island.length === 0 ? (
          <p class="muted">{t('island.empty')}</p>
        ) : (
          <ul class="item-list">
            {p.island.map((s, i) => (
              <li>
                <span class={`swatch tile-${s.tile}`} aria-hidden="true" />
                <span class="item-name">{tileNames[s.tile]}</span>
                {s.tile !== 'forest' && (
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={s.colonists > 0}
                      onChange={(e) => edit({ op: 'island.colonist', seat, index: i, colonists: (e.currentTarget as HTMLInputElement).checked ? 1 : 0 })}
                    />
                    {t('island.colonist')}
                  </label>
                )}
                <button type="button" class="link-button" aria-label={t('removeItem', { item: tileNames[s.tile] })} onClick={() => edit({ op: 'island.remove', seat, index: i })}>
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div class="add-row">
          <label>
            <span>{t('island.tile')}</span>
            <select value={tile} onChange={(e) => setTile((e.currentTarget as HTMLSelectElement).value as IslandTile)} data-field={`${pre}-tile`}>
              {ISLAND_TILES.map((k) => (
                <option value={k}>{tileNames[k]}</option>
              ))}
            </select>
          </label>
          <button type="button" class="button secondary" onClick={() => edit({ op: 'island.add', seat, tile })} data-action={`${pre}-add-tile`}>
            {t('island.add')}
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('city.legend', { used: citySpaces })}</legend>
        {p.city.length === 0 ? (
          <p class="muted">{t('city.empty')}</p>
        ) : (
          <ul class="item-list">
            {p.city.map((c, i) => (
              <li>
                <span class={`swatch building-${BUILDING[c.building].kind}`} aria-hidden="true" />
                <span class="item-name">{buildingName(c.building, lang)}</span>
                {BUILDING[c.building].circles > 0 && (
                  <Stepper
                    label={t('city.colonists')}
                    value={c.colonists}
                    {...step(`${t('city.colonists')}: ${buildingName(c.building, lang)}`)}
                    onStep={(delta) => edit({ op: 'city.colonists', seat, index: i, delta })}
                    name={`${pre}-city-${c.building}`}
                  />
                )}
                <button type="button" class="link-button" aria-label={t('removeItem', { item: buildingName(c.building, lang) })} onClick={() => edit({ op: 'city.remove', seat, index: i })}>
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div class="add-row">
          <label>
            <span>{t('city.building')}</span>
            <select value={building} onChange={(e) => setBuilding((e.currentTarget as HTMLSelectElement).value as BuildingId)} data-field={`${pre}-building`}>
              {offered.map((b) => (
                <option value={b}>
                  {buildingName(b, lang)} ({BUILDING[b].cost})
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="button secondary" onClick={() => edit({ op: 'city.add', seat, building })} data-action={`${pre}-add-building`}>
            {t('city.add')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
