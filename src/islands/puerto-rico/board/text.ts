/** The board's own words (en complete, hu partial; missing keys show in English). */
import { defineStrings, fill } from '../../../i18n/define';
import type { Move } from '../../../engine/puerto-rico';
import type { Phase } from '../../../engine/puerto-rico';
import { GOODS, isRole } from '../../../engine/puerto-rico';
import { buildingWords, GOOD_NAMES, ROLE_NAMES, TILE_NAMES, type BoardLang } from './names';

export const boardText = defineStrings(
  'puerto-rico-board',
  {
    board: 'Puerto Rico board',
    summary: 'The position in words',
    player: 'Player {n}',
    you: 'to act',
    governor: 'Governor',
    island: 'Island',
    city: 'City',
    sanJuan: 'San Juan',
    doubloons: 'Doubloons',
    vp: 'VP',
    goods: 'Goods',
    emptySpace: 'empty space',
    ships: 'Cargo ships',
    ship: 'Ship of {n}',
    wharf: 'Wharf',
    smallWharf: 'Small Wharf',
    free: 'free',
    tradingHouse: 'Trading house',
    tradingPost: 'Trading Post',
    colonistShip: 'Colonist ship',
    supply: 'Supply',
    colonists: 'Colonists',
    vpChips: 'VP chips',
    quarries: 'Quarries',
    plantations: 'Plantations',
    faceUp: 'Face-up plantations',
    roles: 'Roles',
    takenBy: 'taken by {name}',
    buildings: 'Buildings',
    left: '{n} left',
    cost: 'cost {n}',
    choose: 'Choose',
    cancel: 'Cancel',
    otherMoves: 'Other moves',
    keep: 'Goods to keep',
    phase: 'Phase',
    round: 'Round {n}',
    toAct: '{name} to act',
    hidden: 'hidden',
    'phase.role': 'choosing a role',
    'phase.draft': 'building draft',
    'phase.storage': 'Captain: storing goods',
    'phase.over': 'game over',
  },
  {
    board: 'Puerto Rico játéktábla',
    player: '{n}. játékos',
    governor: 'Kormányzó',
    island: 'Sziget',
    city: 'Város',
    sanJuan: 'San Juan',
    doubloons: 'Dublon',
    vp: 'GyP',
    goods: 'Áruk',
    ships: 'Hajók',
    ship: '{n}-es hajó',
    wharf: 'Rakpart',
    smallWharf: 'Kis rakpart',
    free: 'szabad',
    tradingHouse: 'Kereskedőház',
    colonistShip: 'Telepeshajó',
    colonists: 'Telepesek',
    vpChips: 'Győzelmi pontok',
    quarries: 'Kőbányák',
    supply: 'Készlet',
    faceUp: 'Felfordított ültetvények',
    plantations: 'Ültetvények',
    summary: 'Az állás szavakban',
    you: 'következik',
    emptySpace: 'üres hely',
    tradingPost: 'Kereskedelmi állomás',
    otherMoves: 'Más lépések',
    keep: 'Megtartott áruk',
    phase: 'Fázis',
    round: '{n}. kör',
    toAct: '{name} következik',
    takenBy: '{name} választotta',
    left: 'maradt {n}',
    cost: 'ár {n}',
    hidden: 'titkos',
    roles: 'Szerepek',
    buildings: 'Épületek',
    choose: 'Válassz',
    cancel: 'Mégse',
    'phase.role': 'szerepválasztás',
    'phase.over': 'vége a játéknak',
  },
  {},
);

export type BoardKey = Parameters<typeof boardText>[1];
export const tx = (lang: BoardLang, key: BoardKey, values: Record<string, string | number> = {}): string => fill(boardText(lang, key), values);

/** A move in words, for menus and screen readers (built only from the move itself). */
export function moveLabel(m: Move, lang: BoardLang, shipCapacities?: readonly number[]): string {
  const g = GOOD_NAMES[lang === 'nl' ? 'en' : lang];
  switch (m.type) {
    case 'role':
      return ROLE_NAMES[lang][m.role];
    case 'draft':
      return `Place ${buildingWords(m.building, lang)}`;
    case 'build':
      return m.blackMarket
        ? `Build ${buildingWords(m.building, lang)} with the Black Market (${[m.blackMarket.colonist && `colonist from ${m.blackMarket.colonist}`, m.blackMarket.good && `1 ${g[m.blackMarket.good]}`, m.blackMarket.vp && '1 VP'].filter(Boolean).join(', ')})`
        : `Build ${buildingWords(m.building, lang)}`;
    case 'plant':
      return m.tile === 'quarry' ? 'Take a quarry' : `Take ${TILE_NAMES.en[m.tile]} plantation`;
    case 'forest':
      return `Take a forest (discard ${TILE_NAMES.en[m.tile]})`;
    case 'hacienda':
      return 'Draw a plantation with the Hacienda';
    case 'colonist':
      return `Colonist to ${isTile(m.to) ? TILE_NAMES.en[m.to] : buildingWords(m.to, lang)}`;
    case 'guest':
      return `Guest to ${isTile(m.to) ? TILE_NAMES.en[m.to] : buildingWords(m.to, lang)}`;
    case 'craft':
      return `Take 1 ${g[m.good]}`;
    case 'sell':
      return `Sell ${g[m.good]}`;
    case 'trading-post':
      return `Sell ${g[m.good]} at the Trading Post`;
    case 'load':
      return shipCapacities?.[m.ship] !== undefined ? `Load ${g[m.good]} on the ship of ${shipCapacities[m.ship]}` : `Load ${g[m.good]} on ship ${m.ship + 1}`;
    case 'wharf':
      return `Ship ${g[m.good]} with the Wharf`;
    case 'small-wharf':
      return `Put 1 ${g[m.good]} on the Small Wharf`;
    case 'keep': {
      const loose = GOODS.filter((k) => m.barrels[k] > 0).map((k) => `${m.barrels[k]} ${g[k]}`);
      const parts = [...m.warehouse.map((k) => `all ${g[k]} in a warehouse`), ...loose];
      return `Keep ${parts.length ? parts.join(', ') : 'nothing'}`;
    }
    case 'pass':
      return 'Pass';
  }
}

const TILES = new Set(['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry', 'forest']);
const isTile = (x: string): x is keyof typeof TILE_NAMES.en => TILES.has(x);

/** The phase in words: a role phase is named after its role. */
export function phaseLabel(phase: Phase, lang: BoardLang): string {
  if (isRole(phase)) return ROLE_NAMES[lang][phase];
  return tx(lang, `phase.${phase}`);
}
