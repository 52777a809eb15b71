// `npm run i18n:missing`: the site's own words not yet translated (they show in English).
// Covers the shell's table (src/i18n/ui.ts) and every feature table in src/i18n/strings/.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS, missingKeys } from '../src/i18n/ui';
import { missingIn, type StringTable } from '../src/i18n/define';

const report: { table: string; lang: string; keys: string[] }[] = [];
for (const lang of LANGS.filter((l) => l !== 'en')) report.push({ table: 'shell', lang, keys: missingKeys(lang) });

const dir = resolve('src/i18n/strings');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const mod: Record<string, unknown> = await import(pathToFileURL(join(dir, file)).href);
  for (const value of Object.values(mod)) {
    const table = (value as { table?: StringTable<string> } | null)?.table;
    if (typeof value !== 'function' || !table?.en) continue;
    for (const lang of LANGS.filter((l) => l !== 'en')) report.push({ table: table.name, lang, keys: missingIn(table, lang) });
  }
}

let total = 0;
for (const r of report) {
  total += r.keys.length;
  console.log(`${r.table} / ${r.lang}: ${r.keys.length} missing${r.keys.length ? '\n  ' + r.keys.join('\n  ') : ''}`);
}
console.log(`${total} untranslated strings in all`);
