/**
 * A translation must keep exactly the {placeholders} of its English string: a dropped or
 * misspelt one shows a raw "{name}" (fill leaves unknown ones visible) or loses a number.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StringTable } from './define';
import { UI } from './ui';
import { placeholderNames } from './grammar';

// `{n}`, `{n, plural, …}`, `{who, select, …}` and `{n, article}` all ask for a value (src/i18n/grammar.ts).
const placeholders = (text: string): string[] => placeholderNames(text);

// Every feature table, found as `npm run i18n:missing` finds them, so a new table is checked too.
const dir = resolve('src/i18n/strings');
const tables: StringTable<string>[] = [{ name: 'shell', ...UI }];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const mod: Record<string, unknown> = await import(pathToFileURL(join(dir, file)).href);
  for (const value of Object.values(mod)) {
    const table = (value as { table?: StringTable<string> } | null)?.table;
    if (typeof value === 'function' && table?.en) tables.push(table);
  }
}

/** "table / lang / key: en {a,b} ≠ {a}" for every translation whose placeholders differ from English. */
function placeholderMismatches(list: readonly StringTable<string>[]): string[] {
  const out: string[] = [];
  for (const table of list) {
    for (const lang of ['hu', 'nl'] as const) {
      for (const [key, text] of Object.entries(table[lang])) {
        const en = table.en[key];
        if (text === undefined || en === undefined) continue;
        const want = placeholders(en).join(',');
        const got = placeholders(text).join(',');
        if (want !== got) out.push(`${table.name} / ${lang} / ${key}: en {${want}} ≠ {${got}}`);
      }
    }
  }
  return out;
}

/**
 * "table / key: …" for every Hungarian string where a case ending is hyphened straight onto a
 * figure ("{pct}-át", "88%-ot"): with a plain hyphen a narrow screen breaks the line there and
 * leaves "-át" alone at the start of the next. U+2011, the non-breaking hyphen, keeps them together.
 */
function breakableSuffixes(list: readonly StringTable<string>[]): string[] {
  const out: string[] = [];
  for (const table of list) {
    for (const [key, text] of Object.entries(table.hu)) {
      const m = text?.match(/(?:\}|%|\d)-\p{L}+/u);
      if (m) out.push(`${table.name} / ${key}: ${m[0]}`);
    }
  }
  return out;
}

describe('translated strings', () => {
  it('finds every string table', () => {
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['shell', 'buildings', 'editor', 'lessons', 'share', 'sources']));
  });

  it('notices a dropped or renamed placeholder', () => {
    const sample: StringTable<string> = { name: 'sample', en: { a: '{n} of {total}', b: 'Hi {name}' }, hu: { a: '{n}/{totl}' }, nl: { b: 'Hoi' } };
    expect(placeholderMismatches([sample])).toEqual(['sample / hu / a: en {n,total} ≠ {n,totl}', 'sample / nl / b: en {name} ≠ {}']);
  });

  it('keep exactly the placeholders of the English string', () => {
    expect(placeholderMismatches(tables)).toEqual([]);
  });

  it('notice a Hungarian case ending that a line could break from its figure', () => {
    const sample: StringTable<string> = { name: 'sample', en: {}, hu: { a: 'a játszmák {pct}-át', b: '{pct}\u2011át', c: '5%-tól', d: 'Feladvány-áttekintés' }, nl: {} };
    expect(breakableSuffixes([sample])).toEqual(['sample / a: }-át', 'sample / c: %-tól']);
  });

  it('keep a Hungarian case ending on the line of its figure', () => {
    expect(breakableSuffixes(tables)).toEqual([]);
  });
});
