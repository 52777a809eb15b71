/**
 * How islands get their words: one way for every island. The page resolves, at build time, the
 * tables its islands use in its own language and writes them into the page as a JSON data block
 * (src/components/IslandWords.astro); an island asks for a word through a handle made by
 * `wordsOf` below, and `handle(lang, key)` reads the block.
 * The island's JavaScript holds the table's name and key type only, never a table, so a page
 * ships no other language's words (issue #14.5).
 *
 * On the server (the build's render of the islands, Vitest) the full tables are registered by
 * src/i18n/tables.ts, which only server code imports.
 */
import type { Lang } from './lang';
import type { KeyOf } from './define';
import { format, type Values } from './grammar';

/** One table's words in one language, key → text (English where the language lacks a key). */
export type Words = Readonly<Record<string, string>>;
/** A page's words: language → table name → words. */
export type WordBook = Partial<Record<Lang, Record<string, Words>>>;

/** The id prefix and data attribute of the page's word blocks. */
export const WORDS_ATTR = 'data-island-words';

/** Where a table lookup ends up when nothing answers: the server's tables, or the page's blocks. */
interface Source {
  words(lang: Lang, table: string): Words | undefined;
}

let server: Source | null = null;
/** The server's full tables (src/i18n/tables.ts); never called in the browser. */
export function registerServerTables(source: Source): void {
  server = source;
}

let page: WordBook | null = null;
/** Every word block of the page, merged; read once, after the page is parsed (islands hydrate later). */
function pageBook(): WordBook {
  if (page) return page;
  page = {};
  if (typeof document === 'undefined') return page;
  for (const el of document.querySelectorAll(`script[${WORDS_ATTR}]`)) {
    try {
      const data: unknown = JSON.parse(el.textContent ?? '');
      const lang = el.getAttribute(WORDS_ATTR) as Lang;
      if (data && typeof data === 'object' && !Array.isArray(data)) page[lang] = { ...page[lang], ...(data as Record<string, Words>) };
    } catch {
      // A damaged block: its words show as their keys, and the console says which table is missing.
    }
  }
  return page;
}

const reported = new Set<string>();
/** The table's words in the language, or undefined (reported once on the console). */
export function tableWords(lang: Lang, table: string): Words | undefined {
  const words = server?.words(lang, table) ?? pageBook()[lang]?.[table];
  if (!words && !reported.has(`${lang}/${table}`)) {
    reported.add(`${lang}/${table}`);
    console.error(`words: the page holds no "${table}" words in ${lang} (add it to the page's <IslandWords>)`);
  }
  return words;
}

/** A handle on one table: `(lang, key)` is the word; the key itself where the page lacks it. */
export type WordHandle<K extends string> = ((lang: Lang, key: K) => string) & {
  readonly tableName: string;
  /** Whether the table has the key at all (a code from outside may be one it has no words for). */
  readonly has: (lang: Lang, key: string) => key is K;
};

/**
 * The handle on a table for island code, checked against the table's type:
 * `import type { shareText as ShareTable } from '../../i18n/strings/share'` (a type import, so the
 * table stays out of the JavaScript), then `const shareText = wordsOf<typeof ShareTable>('share')`.
 */
export function wordsOf<T extends { readonly table: { readonly name: string } }>(table: T['table']['name']): WordHandle<KeyOf<T>> {
  return islandWords<KeyOf<T>>(table);
}

export function islandWords<K extends string>(table: string): WordHandle<K> {
  const say = (lang: Lang, key: K): string => tableWords(lang, table)?.[key] ?? key;
  const has = (lang: Lang, key: string): key is K => Object.hasOwn(tableWords(lang, table) ?? {}, key);
  return Object.assign(say, { tableName: table, has });
}

/** A handle whose words are templates, filled by the language's grammar (src/i18n/grammar.ts). */
export function islandTemplates<K extends string>(table: string): (lang: Lang, key: K, values?: Values) => string {
  const say = islandWords<K>(table);
  return (lang, key, values = {}) => format(lang, say(lang, key), values);
}

/** For tests: forget what the page's blocks held, so the next lookup reads them again. */
export function resetPageWords(): void {
  page = null;
  reported.clear();
}
