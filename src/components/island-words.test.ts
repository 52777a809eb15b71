/**
 * Each island's list of word tables (island-words.ts) is the tables its code reads: a table
 * missing from the list would show keys instead of words on the page; one too many ships words
 * nobody reads. Found by walking the island's imports (type imports carry no words).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../i18n/tables';
import { ISLAND_FILES, ISLAND_WORDS, type IslandName } from './island-words';

const withoutComments = (src: string): string => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((f) => existsSync(f) && /\.tsx?$/.test(f)) ?? null;
}

/** The tables named by word handles anywhere in the island's (non-type) imports. */
function tablesRead(entry: string): string[] {
  const seen = new Set<string>();
  const tables = new Set<string>();
  const stack = [resolve(entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const src = withoutComments(readFileSync(file, 'utf8'));
    for (const m of src.matchAll(/\b(?:wordsOf|islandWords|islandTemplates)<[^>]*>\(\s*'([\w-]+)'\s*\)/g)) tables.add(m[1]!);
    for (const m of src.matchAll(/\b(?:tableWords)\(\s*\w+\s*,\s*'([\w-]+)'/g)) tables.add(m[1]!);
    if (/\btableWords\(\s*lang\s*,\s*RULE_WORDS_TABLE\s*\)/.test(src)) tables.add('rules-puerto-rico');
    for (const m of src.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const next = resolveImport(file, m[1]!);
      if (next) stack.push(next);
    }
  }
  return [...tables].sort();
}

describe('the words each island is given', () => {
  it.each(Object.keys(ISLAND_WORDS) as IslandName[])('%s gets exactly the tables its code reads', (island) => {
    expect([...ISLAND_WORDS[island]].sort()).toEqual(tablesRead(ISLAND_FILES[island]));
  });

  it('names only tables that exist', () => {
    for (const names of Object.values(ISLAND_WORDS)) for (const name of names) expect(TABLES.has(name), name).toBe(true);
  });

  it('islands import no word table itself, only its type', () => {
    const offenders = Object.values(ISLAND_FILES).flatMap((f) => {
      const seen: string[] = [];
      const walk = (file: string, depth = 0) => {
        if (depth > 40 || seen.includes(file)) return;
        seen.push(file);
        const src = withoutComments(readFileSync(file, 'utf8'));
        for (const m of src.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm)) {
          const next = resolveImport(file, m[1]!);
          if (next) walk(next, depth + 1);
        }
      };
      walk(resolve(f));
      return seen.filter((file) => /src\/i18n\/(strings\/|tables\.ts)/.test(file)).map((file) => `${f} → ${file}`);
    });
    expect(offenders).toEqual([]);
  });
});
