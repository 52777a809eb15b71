/**
 * Puzzle texts in every language (issue #20.2): a puzzle page in Hungarian or Dutch shows no
 * English. Enforced here for the fields translated so far; `npm run i18n:missing` lists the rest
 * (the explanations, the Endeavor questions and hints in Hungarian, the Endeavor source lines).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { puzzleSchema } from './schemas';

const files = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const puzzles = files.map((f) => ({ f, p: puzzleSchema.parse(parse(readFileSync(`puzzles/${f}`, 'utf8'))) }));

/** The files whose text field lacks Hungarian or Dutch, as "file field lang". */
function untranslated(field: (p: (typeof puzzles)[number]['p']) => unknown, only: (p: (typeof puzzles)[number]['p']) => boolean = () => true): string[] {
  const out: string[] = [];
  for (const { f, p } of puzzles.filter((x) => only(x.p))) {
    const text = field(p);
    for (const lang of ['hu', 'nl'] as const) if (typeof text !== 'object' || text === null || typeof (text as Record<string, unknown>)[lang] !== 'string') out.push(`${f} ${lang}`);
  }
  return out;
}

describe('puzzle texts in Hungarian and Dutch', () => {
  it('every puzzle has a Hungarian and a Dutch title', () => {
    expect(untranslated((p) => p.title)).toEqual([]);
  });

  it('every Puerto Rico puzzle has its question and its source line in Hungarian and Dutch', () => {
    const pr = (p: (typeof puzzles)[number]['p']) => p.game === 'puerto-rico';
    expect(untranslated((p) => p.question, pr)).toEqual([]);
    expect(untranslated((p) => p.source, pr)).toEqual([]);
  });

  it('the check can fail: a title with English only is reported', () => {
    expect(untranslated(() => ({ en: 'x' })).length).toBe(2 * puzzles.length);
  });
});
