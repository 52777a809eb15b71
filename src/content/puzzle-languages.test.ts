/**
 * Puzzle texts in every language (issue #20.2): a puzzle page in Hungarian or Dutch shows no
 * English. Every text a puzzle file holds (title, question, source line, hints, explanation and
 * the traps' reasons) needs its Hungarian and its Dutch words; `npm run i18n:missing` lists the
 * same gaps by file and field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { puzzleSchema } from './schemas';

type Puzzle = ReturnType<typeof puzzleSchema.parse>;

const files = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const puzzles = files.map((f) => ({ f, p: puzzleSchema.parse(parse(readFileSync(`puzzles/${f}`, 'utf8'))) }));

/** The texts of a puzzle, by field: the hints and the traps' reasons one by one. */
function texts(p: Puzzle): [string, unknown][] {
  const out: [string, unknown][] = [
    ['title', p.title],
    ['question', p.question],
    ['source', p.source],
    ['explanation', p.explanation],
  ];
  p.hints.forEach((h, i) => out.push([`hints.${i}`, h]));
  if (p.game === 'endeavor') p.traps.forEach((t, i) => t.why !== undefined && out.push([`traps.${i}.why`, t.why]));
  return out;
}

/** The texts that lack Hungarian or Dutch, as "file field lang". A plain string is English only. */
function untranslated(text: (p: Puzzle) => [string, unknown][]): string[] {
  const out: string[] = [];
  for (const { f, p } of puzzles)
    for (const [field, value] of text(p))
      for (const lang of ['hu', 'nl'] as const) {
        const has = typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[lang] === 'string';
        if (!has) out.push(`${f} ${field} ${lang}`);
      }
  return out;
}

/** Titles that two puzzles share, as "lang: first file and second file". */
function sameTitles(list: readonly { f: string; p: Puzzle }[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const { f, p } of list)
    for (const [lang, text] of Object.entries(p.title)) {
      const other = seen.get(`${lang}:${text}`);
      if (other !== undefined) out.push(`${lang}: ${other} and ${f}`);
      else seen.set(`${lang}:${text}`, f);
    }
  return out;
}

/** Titles that say the puzzle's own number, which the list and the page already put in front of them (issue #21). */
function numberedTitles(list: readonly { f: string; p: Puzzle }[]): string[] {
  return list.flatMap(({ f, p }) =>
    Object.entries(p.title)
      .filter(([, text]) => [`(no. ${p.number})`, `(nr. ${p.number})`, `(${p.number}. feladvány)`].some((n) => String(text).includes(n)))
      .map(([lang]) => `${lang}: ${f}`),
  );
}

/** Numbers that two puzzles share, as "number: first file and second file" (the list finds a puzzle by its number). */
function sameNumbers(list: readonly { f: string; p: Puzzle }[]): string[] {
  const seen = new Map<number, string>();
  const out: string[] = [];
  for (const { f, p } of list) {
    const other = seen.get(p.number);
    if (other !== undefined) out.push(`${p.number}: ${other} and ${f}`);
    else seen.set(p.number, f);
  }
  return out;
}

const field = (name: string) => (p: Puzzle) => texts(p).filter(([k]) => k === name || k.startsWith(`${name}.`));

describe('puzzle texts in Hungarian and Dutch', () => {
  it('every puzzle has a Hungarian and a Dutch title', () => {
    expect(untranslated(field('title'))).toEqual([]);
  });

  it('every puzzle has its question and its source line in Hungarian and Dutch', () => {
    expect(untranslated(field('question'))).toEqual([]);
    expect(untranslated(field('source'))).toEqual([]);
  });

  it('every puzzle explains its answer in Hungarian and Dutch', () => {
    expect(untranslated(field('explanation'))).toEqual([]);
  });

  it('every hint and every reason a trap gives is in Hungarian and Dutch', () => {
    expect(untranslated(field('hints'))).toEqual([]);
    expect(untranslated(field('traps'))).toEqual([]);
  });

  it('no two puzzles share a title in any language (the list and the search tell them apart by it)', () => {
    expect(sameTitles(puzzles)).toEqual([]);
  });

  it('no two puzzles share a number, in either game (the search by number finds one)', () => {
    expect(sameNumbers(puzzles)).toEqual([]);
    expect(sameNumbers([puzzles[0]!, { f: 'copy.yaml', p: puzzles[0]!.p }])).toEqual([`${puzzles[0]!.p.number}: ${files[0]} and copy.yaml`]);
  });

  it('no title repeats the puzzle’s number, and the check can fail', () => {
    expect(numberedTitles(puzzles)).toEqual([]);
    const { f, p } = puzzles[0]!;
    expect(numberedTitles([{ f, p: { ...p, title: { ...p.title, hu: `${p.title.en} (${p.number}. feladvány)` } } }])).toEqual([`hu: ${f}`]);
  });

  it('the check can fail: a repeated title is named with both files', () => {
    const twice = [puzzles[0]!, { f: 'copy.yaml', p: puzzles[0]!.p }];
    expect(sameTitles(twice)).toContain(`en: ${files[0]} and copy.yaml`);
  });

  it('the check can fail: an explanation in English only is reported, once per language', () => {
    const englishOnly = untranslated((p) => [['explanation', { en: p.explanation.en }]]);
    expect(englishOnly.length).toBe(2 * puzzles.length);
    expect(englishOnly).toContain(`${files[0]} explanation hu`);
  });

  it('the check can fail: a source line given as one English string is reported', () => {
    expect(untranslated(() => [['source', 'generated position, solved by the engine']])).toContain(`${files[0]} source nl`);
  });
});
