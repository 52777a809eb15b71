/** The board's words in a language (the table is src/i18n/strings/board.ts), and moves in words. */
import { fill } from '../../../i18n/define';
import type { boardText as BoardTextTable, BoardKey } from '../../../i18n/strings/board';
import type { BuildingId, Move } from '../../../engine/puerto-rico';
import type { Phase } from '../../../engine/puerto-rico';
import { GOODS, isRole } from '../../../engine/puerto-rico/vocabulary';
import { buildingWords, GOOD_NAMES, ROLE_NAMES, TILE_NAMES, type BoardLang } from './names';
import { wordsOf } from '../../../i18n/words';

const boardText = wordsOf<typeof BoardTextTable>('puerto-rico-board');

export { boardText, type BoardKey };

export const tx = (lang: BoardLang, key: BoardKey, values: Record<string, string | number> = {}): string => fill(boardText(lang, key), values, lang);

/** A move in words, for menus and screen readers (built only from the move itself). */
export function moveLabel(m: Move, lang: BoardLang, shipCapacities?: readonly number[]): string {
  const g = GOOD_NAMES[lang];
  const place = (to: string): string => (to === 'sanJuan' ? tx(lang, 'sanJuan') : isTile(to) ? TILE_NAMES[lang][to] : buildingWords(to as BuildingId, lang));
  const sep = ', ';
  // A VP bonus declined where it would hand out the last VP chip (RULINGS.md base 22): the same move, said so.
  const bonus = (n: number | undefined): string => (n === undefined ? '' : tx(lang, 'move.bonusTaken', { n }));
  switch (m.type) {
    case 'role':
      // The Mayor chosen taking fewer privilege colonists than he may (RULINGS.md).
      return m.colonists === undefined ? ROLE_NAMES[lang][m.role] : tx(lang, m.colonists === 0 ? 'move.mayorNone' : 'move.mayorOne', { role: ROLE_NAMES[lang][m.role] });
    case 'draft':
      return tx(lang, 'move.draft', { building: buildingWords(m.building, lang) });
    case 'build': {
      const building = buildingWords(m.building, lang);
      // Declining the University colonist (RULINGS.md): the same build, said so.
      const without = (m.noColonist ? tx(lang, 'move.noUniversity') : '') + bonus(m.bonus);
      if (!m.blackMarket) return tx(lang, 'move.build', { building }) + without;
      const bm = m.blackMarket;
      const parts = [bm.colonist && tx(lang, 'bm.colonist', { place: place(bm.colonist) }), bm.good && tx(lang, 'bm.good', { good: g[bm.good] }), bm.vp && tx(lang, 'bm.vp')].filter(Boolean);
      return tx(lang, 'move.buildBlackMarket', { building, parts: parts.join(sep) }) + without;
    }
    case 'plant':
      return (m.tile === 'quarry' ? tx(lang, 'move.quarry') : tx(lang, 'move.plant', { tile: TILE_NAMES[lang][m.tile] })) + (m.noColonist ? tx(lang, 'move.noHospice') : '');
    case 'forest':
      return tx(lang, 'move.forest', { tile: TILE_NAMES[lang][m.tile] }) + (m.noColonist ? tx(lang, 'move.noHospice') : '');
    case 'hacienda':
      return tx(lang, 'move.hacienda');
    case 'colonist':
      // Several counts on one place are several moves: the menu must tell them apart.
      return (m.count ?? 1) > 1 ? tx(lang, 'move.colonists', { n: m.count!, place: place(m.to) }) : tx(lang, 'move.colonist', { place: place(m.to) });
    case 'guest':
      return tx(lang, 'move.guest', { place: place(m.to) });
    case 'craft':
      return tx(lang, 'move.craft', { good: g[m.good] });
    case 'sell':
      return tx(lang, 'move.sell', { good: g[m.good] });
    case 'trading-post':
      return tx(lang, 'move.tradingPost', { good: g[m.good] });
    case 'load':
      return (
        (shipCapacities?.[m.ship] !== undefined ? tx(lang, 'move.loadOn', { good: g[m.good], n: shipCapacities[m.ship]! }) : tx(lang, 'move.loadShip', { good: g[m.good], n: m.ship + 1 })) +
        bonus(m.bonus)
      );
    case 'wharf':
      return tx(lang, 'move.wharf', { good: g[m.good] }) + bonus(m.bonus);
    case 'small-wharf':
      return tx(lang, 'move.smallWharf', { good: g[m.good] }) + bonus(m.bonus);
    case 'union-hall':
      return m.bonus === undefined ? tx(lang, 'move.unionHall') : tx(lang, 'move.unionHallTaken', { n: m.bonus });
    case 'keep': {
      const loose = GOODS.filter((k) => m.barrels[k] > 0).map((k) => tx(lang, 'keep.barrels', { n: m.barrels[k], good: g[k] }));
      const parts = [...m.warehouse.map((k) => tx(lang, 'keep.warehouse', { good: g[k] })), ...loose];
      return tx(lang, 'move.keep', { parts: parts.length ? parts.join(sep) : tx(lang, 'keep.nothing') });
    }
    case 'pass':
      return tx(lang, 'move.pass') + bonus(m.bonus);
  }
}

const TILES = new Set(['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry', 'forest']);
const isTile = (x: string): x is keyof typeof TILE_NAMES.en => TILES.has(x);

/** The phase in words: a role phase is named after its role. */
export function phaseLabel(phase: Phase, lang: BoardLang): string {
  if (isRole(phase)) return ROLE_NAMES[lang][phase];
  return tx(lang, `phase.${phase}`);
}
