/**
 * Per-feature UI strings: each feature keeps its words in src/i18n/strings/<feature>.ts, made
 * with defineStrings, so features never edit one shared file. English is complete by type;
 * Hungarian and Dutch may lack keys, which then show in English and are listed by
 * `npm run i18n:missing`.
 */
import type { Lang } from './lang';
import { format } from './grammar';

export interface StringTable<K extends string, N extends string = string> {
  readonly name: N;
  readonly en: Readonly<Record<K, string>>;
  readonly hu: Readonly<Partial<Record<K, string>>>;
  readonly nl: Readonly<Partial<Record<K, string>>>;
}

export type Translator<K extends string, N extends string = string> = ((lang: Lang, key: K) => string) & { readonly table: StringTable<K, N> };

/** The keys of a table, for an island's handle on it (src/i18n/words.ts). */
export type KeyOf<T> = T extends (lang: Lang, key: infer K) => string ? (K extends string ? K : never) : never;

export function defineStrings<K extends string, N extends string = string>(name: N, en: Record<K, string>, hu: Partial<Record<K, string>>, nl: Partial<Record<K, string>>): Translator<K, N> {
  const table: StringTable<K, N> = { name, en, hu, nl };
  const tr = (lang: Lang, key: K): string => table[lang][key] ?? en[key];
  return Object.assign(tr, { table });
}

/** Keys of a table that a language lacks. */
export function missingIn<K extends string>(table: StringTable<K>, lang: Lang): K[] {
  return (Object.keys(table.en) as K[]).filter((k) => table[lang][k] === undefined);
}

/**
 * Fills a template's {name} placeholders, plurals and Hungarian articles the language's way
 * (src/i18n/grammar.ts); values are plain text (callers render the result as text, never HTML).
 */
export function fill(template: string, values: Record<string, string | number>, lang: Lang = 'en'): string {
  return format(lang, template, values);
}
