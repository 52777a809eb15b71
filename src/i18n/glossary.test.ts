import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUILDING_DATA, CITY_DATA, REGION_DATA, STARTING_BUILDING_DATA } from '../engine/endeavor';
import { GLOSSARY, variants, type Variant } from './glossary';
import { endeavorNamesEn, endeavorNamesHu, endeavorNamesNl } from './strings/endeavor-names';
import { TABLES } from './tables';

const ROOT = join(__dirname, '..', '..');

interface Text {
  readonly where: string;
  readonly lang: 'hu' | 'nl';
  readonly text: string;
}

const files = (dir: string, ext: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(ext))
    .map((d) => join(d.parentPath, d.name));

/** Every Hungarian and Dutch string of a parsed YAML value: the values under `hu` and `nl` keys. */
function yamlTexts(value: unknown, where: string, out: Text[], lang?: 'hu' | 'nl'): void {
  if (typeof value === 'string') {
    if (lang) out.push({ where, lang, text: value });
  } else if (Array.isArray(value)) value.forEach((v, i) => yamlTexts(v, `${where}[${i}]`, out, lang));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yamlTexts(v, `${where}.${k}`, out, k === 'hu' || k === 'nl' ? k : lang);
}

/** What a Hungarian or Dutch reader sees: the word tables, the translated lessons, the lesson steps' words and the puzzles. */
function hungarianAndDutch(): Text[] {
  const out: Text[] = [];
  for (const table of TABLES.values()) for (const lang of ['hu', 'nl'] as const) for (const [k, text] of Object.entries(table[lang])) if (text) out.push({ where: `${table.name}:${k}`, lang, text });
  for (const f of files('src/content/lesson-steps', '.words.yaml')) yamlTexts(parse(readFileSync(f, 'utf8')), f, out);
  for (const f of files('puzzles', '.yaml')) yamlTexts(parse(readFileSync(f, 'utf8')), f, out);
  for (const lang of ['hu', 'nl'] as const)
    for (const f of files(`content/lessons/${lang}`, '.mdx')) {
      const text = readFileSync(f, 'utf8');
      // The original rule texts stay word for word (their frontmatter names their seed); translations name what they translate.
      if (/^translates:/m.test(text)) out.push({ where: f, lang, text });
    }
  return out;
}

function hits(texts: readonly Text[], vs: readonly Variant[]): string[] {
  const found: string[] = [];
  for (const t of texts)
    for (const v of vs) {
      if (v.lang !== t.lang) continue;
      const m = v.pattern.exec(t.text);
      if (m) found.push(`${t.where} (${t.lang}): "${m[0]}" where the glossary says "${v.term[t.lang]}" (${v.game} ${v.term.id})`);
    }
  return found;
}

describe('the glossary', () => {
  it('gives every term in all three languages, each id once per game', () => {
    for (const terms of Object.values(GLOSSARY)) {
      expect(new Set(terms.map((t) => t.id)).size).toBe(terms.length);
      for (const t of terms) for (const lang of ['en', 'hu', 'nl'] as const) expect(t[lang].trim(), `${t.id} ${lang}`).not.toBe('');
    }
  });

  it('keeps the English Endeavor names equal to the engine’s component data', () => {
    expect(endeavorNamesEn['building.startingBuilding']).toBe(STARTING_BUILDING_DATA.name);
    for (const [id, b] of Object.entries(BUILDING_DATA)) expect(endeavorNamesEn[`building.${id}` as keyof typeof endeavorNamesEn]).toBe(b.name);
    for (const [id, r] of Object.entries(REGION_DATA)) expect(endeavorNamesEn[`region.${id}` as keyof typeof endeavorNamesEn]).toBe(r.name);
    for (const c of CITY_DATA) expect(endeavorNamesEn[`city.${c.id}` as keyof typeof endeavorNamesEn]).toBe(c.name);
    expect(Object.keys(endeavorNamesHu).sort()).toEqual(Object.keys(endeavorNamesEn).sort());
    expect(Object.keys(endeavorNamesNl).sort()).toEqual(Object.keys(endeavorNamesEn).sort());
  });

  it('rules out a term’s own spelling nowhere (a variant never matches the glossary’s term)', () => {
    for (const v of variants()) expect(v.pattern.test(v.term[v.lang]), `${v.term.id} ${v.lang}: ${v.pattern}`).toBe(false);
  });

  it('catches the variants it lists (so the scan below can fail)', () => {
    const sample: Text[] = [
      { where: 'sample', lang: 'hu', text: 'a kapitányfázisban' },
      { where: 'sample', lang: 'nl', text: 'een slavernijkaart' },
      { where: 'sample', lang: 'hu', text: '3 GYP' },
      { where: 'sample', lang: 'nl', text: 'verschepen naar Caribbean' },
      { where: 'sample', lang: 'hu', text: 'egy Shipyard épület' },
    ];
    expect(hits(sample, variants())).toHaveLength(sample.length);
  });
});

describe('Hungarian and Dutch words use the glossary’s term for each concept', () => {
  const texts = hungarianAndDutch();

  it('reads the tables, lesson steps, puzzles and translated lessons', () => {
    const where = texts.map((t) => t.where).join('\n');
    expect(where).toMatch(/endeavor-board:/);
    // The Puerto Rico building pages' prose: what each building does and its example's task.
    expect(where).toMatch(/building-guide:library\.does\.0/);
    expect(where).toMatch(/building-guide:cloister\.task/);
    expect(where).toMatch(/\.words\.yaml/);
    expect(where).toMatch(/puzzles\/endeavor-/);
    expect(where).toMatch(/content\/lessons\/nl\//);
  });

  it('holds no variant spelling and no English Endeavor name', () => {
    expect(hits(texts, variants())).toEqual([]);
  });
});
