/**
 * The building guide's sentences about numbers: "3 doubloons", "Without the Small Market you
 * would gain 2 doubloons; with it, 3." Built only from the engine's answers (a Comparison) and
 * the page's language; a sentence not yet translated comes back in English, marked as such.
 */
import { fill } from '../../i18n/define';
import type { Lang } from '../../i18n/ui';
import type { buildingsText as BuildingsTextTable, BuildingsKey } from '../../i18n/strings/buildings';
import { BUILDING } from '../../engine/puerto-rico/buildings';
import type { BuildingId } from '../../engine/puerto-rico/vocabulary';
import { GOOD_NAMES, TILE_NAMES, buildingWords } from '../puerto-rico/board/names';
import type { BuildingExample, Measure } from '../../content/puerto-rico/building-guide-examples';
import type { Comparison } from '../../content/puerto-rico/building-guide-replay';
import { wordsOf } from '../../i18n/words';

const buildingsText = wordsOf<typeof BuildingsTextTable>('buildings');

/** A piece of text and the language it is really in (for the lang attribute). */
export interface Words {
  readonly text: string;
  readonly lang: Lang;
}

/** The language a key is available in: the page's, or English as the fallback. */
export const keyLang = (lang: Lang, key: BuildingsKey): Lang => (buildingsText.has(lang, key) ? lang : 'en');

/** A string of the guide in `lang`, with {placeholders} filled. */
export function say(lang: Lang, key: BuildingsKey, values: Record<string, string | number> = {}): Words {
  const l = keyLang(lang, key);
  return { text: fill(buildingsText(l, key), values, l), lang: l };
}

/** A building's display name in the page's language (capitalised; English names in English). */
export function displayName(b: BuildingId, lang: Lang): string {
  // The same names the board prints, so a page never calls one building two things.
  return lang === 'en' ? BUILDING[b].name : buildingWords(b, lang);
}

/** "3 doubloons", "1 indigo barrel", ... in `lang` (or English when the unit is not translated). */
export function amount(lang: Lang, m: Measure, n: number): Words {
  // One template per unit: the language's plural rules pick "1 barrel" or "2 barrels" (src/i18n/grammar.ts).
  switch (m.kind) {
    case 'barrels':
      return m.good === undefined ? say(lang, 'unit.barrels', { n }) : say(lang, 'unit.barrelsOf', { n, good: GOOD_NAMES[keyLang(lang, 'unit.barrelsOf')][m.good] });
    case 'tiles':
      return m.tile === undefined ? say(lang, 'unit.tiles', { n }) : say(lang, 'unit.tilesOf', { n, tile: TILE_NAMES[keyLang(lang, 'unit.tilesOf')][m.tile] });
    case 'production':
      return say(lang, 'unit.production', { n, good: GOOD_NAMES[keyLang(lang, 'unit.production')][m.good] });
    default:
      return say(lang, `unit.${m.kind}`, { n });
  }
}

/**
 * The before/after sentence for an example, from the engine's comparison; null when the example
 * itself could not be played (the test suite makes sure that never ships).
 */
export function comparisonLine(lang: Lang, b: BuildingId, ex: BuildingExample, c: Comparison): Words | null {
  if (!c.with.ok) return null;
  const withWords = amount(lang, ex.measure, c.with.value);
  if (c.without === null) return say(lang, 'line.only', { with: withWords.text });
  const key: BuildingsKey = !c.without.ok ? 'line.refused' : ex.report === 'gain' ? 'line.gain' : 'line.after';
  const l = keyLang(lang, key);
  const name = displayName(b, l);
  if (!c.without.ok) return say(l, key, { building: name, message: c.without.error.message });
  // "with it, 3": the second number is given without repeating the unit when the units agree.
  const without = amount(l, ex.measure, c.without.value).text;
  const withText = amount(l, ex.measure, c.with.value).text;
  return say(l, key, { building: name, without, with: withText });
}

/** "Your score: 8 → 10 (+2)": the watched measure before and after the learner's moves. */
export function changeWords(lang: Lang, ex: BuildingExample, before: number, after: number): Words {
  const m = measureName(lang, ex.measure);
  const diff = after - before;
  const delta = diff === 0 ? '±0' : diff > 0 ? `+${diff}` : `−${-diff}`;
  return say(m.lang, 'example.change', { measure: m.text, before, after, delta });
}

/** "Your doubloons", "Your indigo barrels", "Your quarry tiles": what the example watches. */
export function measureName(lang: Lang, m: Measure): Words {
  switch (m.kind) {
    case 'barrels':
      return m.good === undefined ? say(lang, 'measure.barrels') : say(lang, 'measure.barrelsOf', { good: GOOD_NAMES[keyLang(lang, 'measure.barrelsOf')][m.good] });
    case 'tiles':
      return m.tile === undefined ? say(lang, 'measure.tiles') : say(lang, 'measure.tilesOf', { tile: TILE_NAMES[keyLang(lang, 'measure.tilesOf')][m.tile] });
    case 'production':
      return say(lang, 'measure.production', { good: GOOD_NAMES[keyLang(lang, 'measure.production')][m.good] });
    default:
      return say(lang, `measure.${m.kind}`);
  }
}
