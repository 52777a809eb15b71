/**
 * Words for the pieces of Endeavor, shared by the board, the lesson steps, the table and the
 * puzzle trainer, in en/hu/nl (src/i18n/strings/endeavor-board.ts): names of buildings, regions
 * and cities in the page's language (endeavor-names.ts), and ids and moves turned into sentences
 * for labels and the log. Every function takes an
 * optional trailing `lang` (default English), so callers written before it keep working.
 */
import { CARD_DATA, CITY_DATA, type Action, type BuildingId, type CardData, type Deck, type Attempt, type Icons, type Region, type Step, type Token } from '../../engine/endeavor';
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import type { endeavorBoardText as EndeavorBoardTextTable, EndeavorBoardKey } from '../../i18n/strings/endeavor-board';
import { wordsOf } from '../../i18n/words';

const endeavorBoardText = wordsOf<typeof EndeavorBoardTextTable>('endeavor-board');

const CARDS: ReadonlyMap<string, CardData> = new Map(CARD_DATA.map((c) => [c.id, c]));
const CITIES = new Map(CITY_DATA.map((c) => [c.id, c]));

/** A board word in `lang`, with its {placeholders} filled (as text). */
export function boardWord(lang: Lang, key: EndeavorBoardKey, values?: Record<string, string | number>): string {
  const t = endeavorBoardText(lang, key);
  return values ? fill(t, values, lang) : t;
}

/** The seat names of a lesson step: "You" for the learner's seat, the others by number. */
export const lessonSeatNames = (lang: Lang, n: number, learner: number): string[] =>
  Array.from({ length: n }, (_, i) => (i === learner ? boardWord(lang, 'lesson.you') : boardWord(lang, 'lesson.player', { n: i + 1 })));

/**
 * 'you' for the seat named as the player ("You", "Te", "Jij": the table name and the lesson's are
 * the same word), so a verb can agree with it: "You are to act", "Jij bent aan de beurt".
 */
export function personOf(lang: Lang, name: string): 'you' | 'other' {
  return name === boardWord(lang, 'lesson.you') ? 'you' : 'other';
}

/** The label of a seat's board: "Your board" for the person's own seat, "Bea's board" for another. */
export const seatBoardLabel = (lang: Lang, name: string, who: 'you' | 'other' = personOf(lang, name)): string => boardWord(lang, 'seat.board', { name, who });

/** A token kind, track or action in words, e.g. "Industry", "Industrie", "Ship or Draw". */
export const tokenWord = (t: Token | Action, lang: Lang = 'en'): string => endeavorBoardText(lang, `token.${t}`);

/** A building's name in `lang` (the engine's data holds the English one). */
export const buildingName = (id: BuildingId, lang: Lang = 'en'): string => endeavorBoardText(lang, `building.${id}`);
/** A city's name in `lang`; an unknown id stays as it is, so it is seen. */
export const cityName = (id: string, lang: Lang = 'en'): string => (CITIES.has(id) ? endeavorBoardText(lang, `city.${id}` as EndeavorBoardKey) : id);
/** A region's name in `lang`. */
export const regionName = (region: Region, lang: Lang = 'en'): string => endeavorBoardText(lang, `region.${region}`);
export const deckName = (deck: Deck, lang: Lang = 'en'): string => (deck === 'slavery' ? endeavorBoardText(lang, 'deck.slavery') : regionName(deck, lang));
export const cardOf = (id: string): CardData | undefined => CARDS.get(id);

/** "Industry 1, Culture 1" — the track icons of a building or card. */
export function iconWords(icons: Icons, lang: Lang = 'en'): string {
  const parts = Object.entries(icons)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => boardWord(lang, 'icons.item', { track: tokenWord(k as Token, lang), n: n ?? 0 }));
  return parts.length ? parts.join(', ') : endeavorBoardText(lang, 'icons.none');
}

/** A card in words, e.g. "Europe card 3 (Finance 1, Culture 1; 1 glory)". */
export function cardWords(id: string, lang: Lang = 'en'): string {
  const c = cardOf(id);
  if (!c) return id;
  const kind =
    c.kind === 'governor'
      ? boardWord(lang, 'card.governor')
      : c.kind === 'slavery'
        ? boardWord(lang, 'card.slavery')
        : c.kind === 'abolition'
          ? boardWord(lang, 'card.abolition')
          : boardWord(lang, 'card.value', { value: c.value });
  return boardWord(lang, 'card.words', { deck: deckName(c.deck, lang), kind, icons: iconWords(c.icons, lang), glory: c.glory });
}

/** One action in words, e.g. "ship to India"; `buildings` (the mover's slots) lets a Payment name its building. */
export function stepWords(s: Step, buildings?: readonly { building: BuildingId }[], lang: Lang = 'en'): string {
  switch (s.action) {
    case 'ship':
      return boardWord(lang, 'step.ship', { region: regionName(s.region, lang) });
    case 'occupy':
      return boardWord(lang, 'step.occupy', { city: cityName(s.city, lang) });
    case 'attack':
      return boardWord(lang, 'step.attack', { city: cityName(s.city, lang) });
    case 'payment': {
      const b = buildings?.[s.slot];
      return boardWord(lang, 'step.payment', { building: b ? buildingName(b.building, lang) : boardWord(lang, 'step.slot', { n: s.slot + 1 }) });
    }
    case 'draw':
      return boardWord(lang, 'step.draw', { deck: deckName(s.deck, lang) });
  }
}

/** A move in plain words; `buildings` (the mover's slots) lets slots be named. */
export function moveWords(m: Attempt, buildings?: readonly { building: BuildingId }[], lang: Lang = 'en'): string {
  const slot = (i: number): string => {
    const b = buildings?.[i];
    return b ? buildingName(b.building, lang) : boardWord(lang, 'move.building', { n: i + 1 });
  };
  switch (m.type) {
    case 'build':
      return boardWord(lang, 'move.build', { building: buildingName(m.building, lang) });
    case 'buildNothing':
      return boardWord(lang, 'move.buildNothing');
    case 'salary':
      return boardWord(lang, 'move.salary', { building: slot(m.slot) });
    case 'activate':
      return boardWord(lang, 'move.activate', { building: slot(m.slot), steps: m.steps.map((s) => stepWords(s, buildings, lang)).join(boardWord(lang, 'move.then')) });
    case 'spendToken':
      return boardWord(lang, 'move.spendToken', { token: tokenWord(m.token, lang), step: stepWords(m.step, buildings, lang) });
    case 'pass':
      return boardWord(lang, 'move.pass');
    case 'discard':
      return boardWord(lang, 'move.discard', { card: cardWords(m.card, lang) });
    case 'give':
      return boardWord(lang, 'move.give', { card: cardWords(m.card, lang), n: m.to + 1 });
  }
}
