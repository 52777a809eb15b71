/** The position in words: labels for each part and the whole-board summary for screen readers. */
import { BUILDING } from '../../../engine/puerto-rico/buildings';
import type { CargoShip, CitySpace, IslandSpace } from '../../../engine/puerto-rico';
import type { BoardPlayer, BoardState } from './types';
import type { ByGood, Good } from '../../../engine/puerto-rico';
import { GOODS } from '../../../engine/puerto-rico/vocabulary';
import { buildingWords, GOOD_NAMES, ROLE_NAMES, TILE_NAMES, type BoardLang } from './names';
import { phaseLabel, tx } from './text';

const goodsWords = (lang: BoardLang) => GOOD_NAMES[lang];

/** "Ship of 5: 3 corn, 2 free" */
export function shipLabel(ship: CargoShip, lang: BoardLang): string {
  const free = ship.capacity - ship.count;
  const load = ship.good && ship.count > 0 ? `${ship.count} ${goodsWords(lang)[ship.good]}, ` : '';
  return `${tx(lang, 'ship', { n: ship.capacity })}: ${load}${free} ${tx(lang, 'free')}`;
}

/** "2 corn, 6 sugar" or "none" */
export function goodsList(g: ByGood<number>, lang: BoardLang): string {
  const parts = GOODS.filter((k) => g[k] > 0).map((k) => `${g[k]} ${goodsWords(lang)[k]}`);
  return parts.length ? parts.join(', ') : '—';
}

export function tradingHouseLabel(house: readonly Good[], lang: BoardLang): string {
  const free = 4 - house.length;
  const items = house.map((g) => goodsWords(lang)[g]);
  return `${tx(lang, 'tradingHouse')}: ${items.length ? items.join(', ') + ', ' : ''}${free} ${tx(lang, 'free')}`;
}

export function islandSpaceLabel(space: IslandSpace | undefined, lang: BoardLang): string {
  if (!space) return tx(lang, 'emptySpace');
  const name = TILE_NAMES[lang][space.tile];
  if (space.tile === 'forest') return name;
  return `${name}, ${tx(lang, space.colonists > 0 ? 'space.colonist' : 'space.noColonist')}`;
}

export function citySpaceLabel(c: CitySpace, lang: BoardLang): string {
  const d = BUILDING[c.building];
  const circles = d.circles > 0 ? `, ${tx(lang, 'space.circles', { n: c.colonists, total: d.circles })}` : '';
  return `${buildingWords(c.building, lang)} (${tx(lang, 'cost', { n: d.cost })}, ${d.vp} ${tx(lang, 'vp')}${circles})`;
}

export function playerSummary(p: BoardPlayer, name: string, lang: BoardLang, showVp: boolean, governor: boolean): string {
  const island = p.island.map((s) => islandSpaceLabel(s, lang)).join('; ') || '—';
  const city = p.city.map((c) => citySpaceLabel(c, lang)).join('; ') || '—';
  return [
    `${name}${governor ? ` (${tx(lang, 'governor')})` : ''}:`,
    `${tx(lang, 'count.doubloons', { n: p.doubloons })},`,
    `${showVp && p.vp !== null ? p.vp : '?'} ${tx(lang, 'vp')},`,
    `${tx(lang, 'goods').toLowerCase()}: ${goodsList(p.goods, lang)};`,
    `${tx(lang, 'sanJuan')}: ${p.sanJuan};`,
    `${tx(lang, 'island').toLowerCase()}: ${island};`,
    `${tx(lang, 'city').toLowerCase()}: ${city}.`,
  ].join(' ');
}

/** One line per part of the board, for the visually hidden summary. */
export function positionSummary(s: BoardState, names: readonly string[], lang: BoardLang, vpVisible: (seat: number) => boolean): string[] {
  const lines: string[] = [];
  const who = (seat: number) => names[seat] ?? tx(lang, 'player', { n: seat + 1 });
  const phase = phaseLabel(s.phase, lang);
  lines.push(`${tx(lang, 'round', { n: s.round })}. ${tx(lang, 'phase')}: ${phase}.${s.toAct >= 0 ? ` ${tx(lang, 'toAct', { name: who(s.toAct) })}.` : ''}`);
  lines.push(
    `${tx(lang, 'roles')}: ${s.roles.map((r) => `${ROLE_NAMES[lang][r.role]}${r.doubloons ? ` (${tx(lang, 'count.doubloons', { n: r.doubloons })})` : ''}${r.takenBy >= 0 ? `, ${tx(lang, 'takenBy', { name: who(r.takenBy) })}` : ''}`).join('; ')}.`,
  );
  lines.push(`${tx(lang, 'ships')}: ${s.ships.map((sh) => shipLabel(sh, lang)).join('; ')}.`);
  lines.push(`${tradingHouseLabel(s.tradingHouse, lang)}.`);
  lines.push(
    `${tx(lang, 'colonistShip')}: ${s.colonistShip}. ${tx(lang, 'supply')}: ${tx(lang, 'count.colonists', { n: s.colonists })}, ${tx(lang, 'count.vpChips', { n: s.vpChips })}, ${tx(lang, 'count.quarries', { n: s.quarries })}; ${tx(lang, 'goods').toLowerCase()}: ${goodsList(s.goods, lang)}.`,
  );
  lines.push(`${tx(lang, 'faceUp')}: ${s.faceUp.map((t) => TILE_NAMES[lang][t]).join(', ') || '—'}.`);
  s.players.forEach((p, i) => lines.push(playerSummary(p, who(i), lang, vpVisible(i), s.governor === i)));
  return lines;
}
