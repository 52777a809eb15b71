/** One player's board in the editor: money, VP, goods, San Juan, island and city. */
import { BUILDING, BUILDINGS, GOODS, ISLAND_TILES } from '../../engine/puerto-rico';
import { startingBuildings } from '../../engine/puerto-rico/setup';
import { buildingName, GOOD_NAMES, TILE_NAMES } from '../puerto-rico/board/names';
import { PickList } from './PickList';
import { Stepper } from './Stepper';
import type { FormProps } from './words';

export function PlayerForm({ state, edit, lang, t, seat }: FormProps & { seat: number }) {
  const p = state.players[seat];
  const inGame = startingBuildings(state.options);
  const offered = BUILDINGS.filter((b) => inGame[b] > 0);
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
        <PickList
          items={p.island.map((s) => s.tile)}
          options={ISLAND_TILES}
          name={(k) => tileNames[k]}
          swatch={(k) => `tile-${k}`}
          extra={(i) =>
            p.island[i]!.tile !== 'forest' && (
              <label class="check">
                <input
                  type="checkbox"
                  checked={p.island[i]!.colonists > 0}
                  onChange={(e) => edit({ op: 'island.colonist', seat, index: i, colonists: (e.currentTarget as HTMLInputElement).checked ? 1 : 0 })}
                />
                {t('island.colonist')}
              </label>
            )
          }
          words={{ empty: t('island.empty'), pick: t('island.tile'), add: t('island.add') }}
          hooks={{ field: `${pre}-tile`, action: `${pre}-add-tile` }}
          onRemove={(index) => edit({ op: 'island.remove', seat, index })}
          onAdd={(tile) => edit({ op: 'island.add', seat, tile })}
          t={t}
        />
      </fieldset>
      <fieldset>
        <legend>{t('city.legend', { used: citySpaces })}</legend>
        <PickList
          items={p.city.map((c) => c.building)}
          options={offered}
          name={(b) => buildingName(b, lang)}
          swatch={(b) => `building-${BUILDING[b].kind}`}
          optionLabel={(b) => `${buildingName(b, lang)} (${BUILDING[b].cost})`}
          extra={(i) => {
            const c = p.city[i]!;
            return (
              BUILDING[c.building].circles > 0 && (
                <Stepper
                  label={t('city.colonists')}
                  value={c.colonists}
                  {...step(`${t('city.colonists')}: ${buildingName(c.building, lang)}`)}
                  onStep={(delta) => edit({ op: 'city.colonists', seat, index: i, delta })}
                  name={`${pre}-city-${c.building}`}
                />
              )
            );
          }}
          words={{ empty: t('city.empty'), pick: t('city.building'), add: t('city.add') }}
          hooks={{ field: `${pre}-building`, action: `${pre}-add-building` }}
          onRemove={(index) => edit({ op: 'city.remove', seat, index })}
          onAdd={(building) => edit({ op: 'city.add', seat, building })}
          t={t}
        />
      </fieldset>
    </div>
  );
}
