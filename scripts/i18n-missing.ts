// `npm run i18n:missing`: the site's own words not yet translated (they show in English).
// Covers the shell's table (src/i18n/ui.ts), every feature table in src/i18n/strings/, the lessons
// (each English lesson's translation), the lessons' step words (every field of every step) and the
// texts of every puzzle file (title, question, source, hints, explanation, traps' why). The building
// guide's prose (src/i18n/strings/building-guide.ts) is a feature table like the others. Exits 1 when
// anything is missing, so a check that runs it fails on a gap.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGS, missingKeys } from '../src/i18n/ui';
import { missingIn, type StringTable } from '../src/i18n/define';
import { lessonHeads, stepWordFiles } from '../src/content/translation-files';
import { lessonGaps, stepWordGaps, TRANSLATED_LANGS } from '../src/content/translation-gaps';

const report: { table: string; lang: string; keys: string[] }[] = [];
// The brand stays as it is in every language, on purpose (see src/i18n/ui.ts and ui.test.ts): not a gap.
const ON_PURPOSE: readonly string[] = ['site.name'];
for (const lang of LANGS.filter((l) => l !== 'en')) report.push({ table: 'shell', lang, keys: missingKeys(lang).filter((k) => !ON_PURPOSE.includes(k)) });

const dir = resolve('src/i18n/strings');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const mod: Record<string, unknown> = await import(pathToFileURL(join(dir, file)).href);
  for (const value of Object.values(mod)) {
    const table = (value as { table?: StringTable<string> } | null)?.table;
    if (typeof value !== 'function' || !table?.en) continue;
    for (const lang of LANGS.filter((l) => l !== 'en')) report.push({ table: table.name, lang, keys: missingIn(table, lang) });
  }
}

const lessons = lessonHeads();
const words = stepWordFiles();
for (const lang of TRANSLATED_LANGS) {
  report.push({ table: 'lessons (content/lessons)', lang, keys: lessonGaps(lessons, lang) });
  report.push({ table: 'lesson steps (src/content/lesson-steps)', lang, keys: Object.entries(words).flatMap(([file, raw]) => stepWordGaps(file, raw, lang)) });
}

/** The text fields of a puzzle file that a page shows, by their dotted path. */
function puzzleTexts(raw: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const f of ['title', 'question', 'source', 'explanation']) if (raw[f] !== undefined) out.push([f, raw[f]]);
  (Array.isArray(raw.hints) ? raw.hints : []).forEach((h, i) => out.push([`hints.${i}`, h]));
  (Array.isArray(raw.traps) ? raw.traps : []).forEach((t, i) => {
    const why = (t as { why?: unknown } | null)?.why;
    if (why !== undefined) out.push([`traps.${i}.why`, why]);
  });
  return out;
}

const puzzleFiles = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort();
for (const lang of LANGS.filter((l) => l !== 'en')) {
  const keys: string[] = [];
  for (const file of puzzleFiles) {
    const raw = parse(readFileSync(join('puzzles', file), 'utf8')) as Record<string, unknown>;
    for (const [path, text] of puzzleTexts(raw)) {
      // A plain string is English only (a source line); a map needs the language.
      const has = typeof text === 'object' && text !== null && typeof (text as Record<string, unknown>)[lang] === 'string';
      if (!has) keys.push(`${file} ${path}`);
    }
  }
  report.push({ table: 'puzzle files', lang, keys });
}

let total = 0;
for (const r of report) {
  total += r.keys.length;
  console.log(`${r.table} / ${r.lang}: ${r.keys.length} missing${r.keys.length ? '\n  ' + r.keys.join('\n  ') : ''}`);
}
console.log(`${total} untranslated strings in all`);
if (total > 0) process.exitCode = 1;
