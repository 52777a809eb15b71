/**
 * Per-feature UI strings: each feature keeps its words in src/i18n/strings/<feature>.ts, made
 * with defineStrings, so features never edit one shared file. English is complete by type;
 * Hungarian and Dutch may lack keys, which then show in English and are listed by
 * `npm run i18n:missing`.
 */
import type { Lang } from './lang';

export interface StringTable<K extends string> {
  readonly name: string;
  readonly en: Readonly<Record<K, string>>;
  readonly hu: Readonly<Partial<Record<K, string>>>;
  readonly nl: Readonly<Partial<Record<K, string>>>;
}

export type Translator<K extends string> = ((lang: Lang, key: K) => string) & { readonly table: StringTable<K> };

export function defineStrings<K extends string>(
  name: string,
  en: Record<K, string>,
  hu: Partial<Record<K, string>>,
  nl: Partial<Record<K, string>>,
): Translator<K> {
  const table: StringTable<K> = { name, en, hu, nl };
  const tr = (lang: Lang, key: K): string => table[lang][key] ?? en[key];
  return Object.assign(tr, { table });
}

/** Keys of a table that a language lacks. */
export function missingIn<K extends string>(table: StringTable<K>, lang: Lang): K[] {
  return (Object.keys(table.en) as K[]).filter((k) => table[lang][k] === undefined);
}

/** Fills {name} placeholders; values are plain text (callers render the result as text, never HTML). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
