/**
 * Plain English words for the pieces of Endeavor, shared by the board and the table. Names of
 * regions, cities and buildings come from the engine's component data; this file only turns
 * ids and moves into sentences for labels and the log.
 */
import {
  BUILDING_DATA,
  CARD_DATA,
  CITY_DATA,
  REGION_DATA,
  STARTING_BUILDING_DATA,
  type BuildingId,
  type CardData,
  type Deck,
  type Icons,
  type Move,
  type Step,
  type Token,
} from '../../engine/endeavor';

const CARDS: ReadonlyMap<string, CardData> = new Map(CARD_DATA.map((c) => [c.id, c]));
const CITIES = new Map(CITY_DATA.map((c) => [c.id, c]));

/** Token kinds in words and as a one-letter mark for the drawing. */
export const TOKEN_WORDS: Record<Token, { word: string; mark: string }> = {
  industry: { word: 'Industry', mark: 'I' },
  culture: { word: 'Culture', mark: 'C' },
  finance: { word: 'Finance', mark: 'F' },
  politics: { word: 'Politics', mark: 'P' },
  ship: { word: 'Ship', mark: 'S' },
  occupy: { word: 'Occupy', mark: 'O' },
  attack: { word: 'Attack', mark: 'A' },
  payment: { word: 'Payment', mark: '$' },
  draw: { word: 'Draw', mark: 'D' },
};

export const buildingName = (id: BuildingId): string => (id === 'startingBuilding' ? STARTING_BUILDING_DATA.name : BUILDING_DATA[id].name);
export const cityName = (id: string): string => CITIES.get(id)?.name ?? id;
export const deckName = (deck: Deck): string => (deck === 'slavery' ? 'Slavery' : REGION_DATA[deck].name);
export const cardOf = (id: string): CardData | undefined => CARDS.get(id);

/** "Industry 1, Culture 1" — the track icons of a building or card. */
export function iconWords(icons: Icons): string {
  const parts = Object.entries(icons)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => `${TOKEN_WORDS[k as Token].word} ${n}`);
  return parts.length ? parts.join(', ') : 'no icons';
}

/** A card in words, e.g. "Europe card 3 (Finance 1, Culture 1; 1 glory)". */
export function cardWords(id: string): string {
  const c = cardOf(id);
  if (!c) return id;
  const kind = c.kind === 'governor' ? 'governor card' : c.kind === 'slavery' ? 'slavery card' : c.kind === 'abolition' ? 'Abolition of Slavery card' : `card ${c.value}`;
  return `${deckName(c.deck)} ${kind} (${iconWords(c.icons)}; ${c.glory} glory)`;
}

export function stepWords(s: Step, buildings?: readonly { building: BuildingId }[]): string {
  switch (s.action) {
    case 'ship':
      return `ship to ${REGION_DATA[s.region].name}`;
    case 'occupy':
      return `occupy ${cityName(s.city)}`;
    case 'attack':
      return `attack ${cityName(s.city)}`;
    case 'payment': {
      const b = buildings?.[s.slot];
      return `pay back ${b ? buildingName(b.building) : `slot ${s.slot + 1}`}`;
    }
    case 'draw':
      return `draw from the ${deckName(s.deck)} deck`;
  }
}

/** A move in plain words; `buildings` (the mover's slots) lets slots be named. */
export function moveWords(m: Move, buildings?: readonly { building: BuildingId }[]): string {
  const slot = (i: number): string => {
    const b = buildings?.[i];
    return b ? buildingName(b.building) : `building ${i + 1}`;
  };
  switch (m.type) {
    case 'build':
      return `Build ${buildingName(m.building)}`;
    case 'buildNothing':
      return 'Build nothing';
    case 'salary':
      return `Salary: take the marker back from ${slot(m.slot)}`;
    case 'activate':
      return `Use ${slot(m.slot)}: ${m.steps.map((s) => stepWords(s, buildings)).join(', then ')}`;
    case 'spendToken':
      return `Spend a ${TOKEN_WORDS[m.step.action].word} token: ${stepWords(m.step, buildings)}`;
    case 'pass':
      return 'Pass';
    case 'discard':
      return `Discard ${cardWords(m.card)}`;
  }
}
