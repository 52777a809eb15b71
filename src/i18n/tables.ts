/**
 * Every word table, for server code only: the pages (which resolve their islands' words into the
 * page, src/components/IslandWords.astro), the build's render of the islands and the tests. The
 * browser never loads this module; islands reach words through src/i18n/words.ts.
 */
import type { Lang } from './lang';
import type { StringTable } from './define';
import * as board from './strings/board';
import * as boardScreen from './strings/board-screen';
import * as botReasons from './strings/bot-reasons';
import * as buildingGuide from './strings/building-guide';
import * as buildings from './strings/buildings';
import * as editor from './strings/editor';
import * as endeavorBoard from './strings/endeavor-board';
import * as endeavorComponents from './strings/endeavor-components';
import * as endeavorLinks from './strings/endeavor-links';
import * as endeavorPuzzles from './strings/endeavor-puzzles';
import * as endeavorReasons from './strings/endeavor-reasons';
import * as endeavorRules from './strings/endeavor-rules';
import * as endeavorScores from './strings/endeavor-scores';
import * as endeavor from './strings/endeavor';
import * as glossary from './strings/glossary';
import * as lessons from './strings/lessons';
import * as names from './strings/names';
import * as play from './strings/play';
import * as puzzles from './strings/puzzles';
import * as review from './strings/review';
import * as rulesEndeavor from './strings/rules-endeavor';
import * as rulesPuertoRico from './strings/rules-puerto-rico';
import * as share from './strings/share';
import * as sourceList from './strings/source-list';
import * as sources from './strings/sources';
import { registerServerTables, type Words } from './words';

const modules: readonly Record<string, unknown>[] = [
  board,
  boardScreen,
  botReasons,
  buildingGuide,
  buildings,
  editor,
  endeavorBoard,
  endeavorLinks,
  endeavorPuzzles,
  endeavorReasons,
  endeavorComponents,
  endeavorRules,
  endeavorScores,
  endeavor,
  glossary,
  lessons,
  names,
  play,
  puzzles,
  review,
  rulesEndeavor,
  rulesPuertoRico,
  share,
  sourceList,
  sources,
];

/** Every table by name (a translator from defineStrings carries its table). */
export const TABLES: ReadonlyMap<string, StringTable<string>> = new Map(
  modules
    .flatMap((m) => Object.values(m))
    .flatMap((v) => {
      const table = (v as { table?: StringTable<string> } | null)?.table;
      return typeof v === 'function' && table?.en ? [[table.name, table] as const] : [];
    }),
);

const resolved = new Map<string, Words>();
/** A table's words in a language, English filling what the language lacks. */
export function wordsIn(lang: Lang, name: string): Words | undefined {
  const key = `${lang}/${name}`;
  const hit = resolved.get(key);
  if (hit) return hit;
  const table = TABLES.get(name);
  if (!table) return undefined;
  const words = { ...table.en, ...Object.fromEntries(Object.entries(table[lang]).filter(([, v]) => v !== undefined)) } as Words;
  resolved.set(key, words);
  return words;
}

/** The page's word block: the named tables in the language. A name that is no table stops the build. */
export function pageWords(lang: Lang, names: readonly string[]): Record<string, Words> {
  const out: Record<string, Words> = {};
  for (const name of new Set(names)) {
    const words = wordsIn(lang, name);
    if (!words) throw new Error(`<IslandWords>: there is no word table "${name}" (known: ${[...TABLES.keys()].join(', ')})`);
    out[name] = words;
  }
  return out;
}

registerServerTables({ words: wordsIn });
