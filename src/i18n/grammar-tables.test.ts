/**
 * Every word table says its grammar through src/i18n/grammar.ts, never by gluing: no "(s)" or
 * "(en)" plurals, no "a(z)" article, no hard-coded Hungarian article before a value, and no verb
 * that disagrees with "You"/"Jij"/"Te". Plurals are chosen by Intl.PluralRules through one
 * `{n, plural, …}` template, never by `n === 1` in code with a `.one` key beside the plural one.
 * The rules are checked on samples first, so the scans can fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from './lang';
import { appText } from './strings/app';
import { statechartText } from './strings/statechart';
import { TABLES } from './tables';
import { UI } from './ui';

// The shell's tables (header, offline, statechart, site words) are not island tables, so they are
// not in TABLES; their sentences are read all the same.
const SCANNED = [...TABLES.values(), appText.table, statechartText.table, { name: 'ui', ...UI }] as const satisfies readonly { name: string; en: object; hu: object; nl: object }[];

interface Rule {
  readonly id: string;
  readonly langs: readonly Lang[];
  readonly pattern: RegExp;
  readonly bad: string;
  readonly good: string;
}

const RULES: readonly Rule[] = [
  { id: 'glued plural', langs: ['en', 'hu', 'nl'], pattern: /\p{L}\(\p{L}{1,4}\)/u, bad: '{n} doubloon(s)', good: '{n, plural, one {# doubloon} other {# doubloons}}' },
  { id: 'glued article', langs: ['hu'], pattern: /\b[Aa]\(z\)/u, bad: 'A(z) {n}. hajóra', good: '{n, article} {n}. hajóra' },
  // A Hungarian article written before a value would be wrong for half the values: "a 5 férőhelyes".
  { id: 'fixed article before a value', langs: ['hu'], pattern: /(?:^|[\s(])[Aa]z? \{\w+\}/u, bad: 'a {n} férőhelyes hajó', good: '{n, article} {n} férőhelyes hajó' },
  { id: 'English verb after You', langs: ['en'], pattern: /\bYou (?:is|has|was)\b/u, bad: 'You is to act', good: '{who, select, you {You are} other {{name} is}} to act' },
  { id: 'Dutch verb after Jij', langs: ['nl'], pattern: /\b[Jj]ij (?:is|heeft|was)\b/u, bad: 'Jij is aan de beurt', good: 'Jij bent aan de beurt' },
  { id: 'Hungarian verb after Te', langs: ['hu'], pattern: /\bTe (?:van|következik)\b/u, bad: 'Te van soron', good: 'Te vagy soron' },
  // "a University" is right: the test is the sound, so words said with a consonant are left out.
  { id: 'English article before a vowel', langs: ['en'], pattern: /\ba (?:(?!Uni|Use|Eu|One)[AEIOU]\w+|\{(?:role|building|token)\})/u, bad: 'Spend a Occupy token', good: 'Spend an Occupy token' },
];

describe('grammar rules of the word tables', () => {
  for (const rule of RULES) {
    it(`${rule.id}: the rule tells the bad sample from the good`, () => {
      expect(rule.pattern.test(rule.bad)).toBe(true);
      expect(rule.pattern.test(rule.good)).toBe(false);
    });
  }

  it('no template of any table breaks one', () => {
    const found: string[] = [];
    for (const table of SCANNED)
      for (const rule of RULES)
        for (const lang of rule.langs)
          for (const [key, text] of Object.entries(table[lang] as Record<string, string | undefined>))
            if (text && rule.pattern.test(text)) found.push(`${table.name}:${key} (${lang}) ${rule.id}: ${text}`);
    expect(found).toEqual([]);
  });
});

/**
 * Keys of a table that hold a count's forms side by side (`unit.barrel` and `unit.barrel.one`,
 * `x.one` and `x.many`): the code then picks the form itself, by `n === 1`, which is wrong for
 * languages whose plural rules differ. `winner.one` beside `winner.shared` is not a count's form.
 */
function handPickedForms(keys: readonly string[]): string[] {
  const set = new Set(keys);
  const FORMS = ['one', 'many', 'other', 'few', 'two', 'singular', 'plural'];
  return keys.filter((k) => {
    const m = /^(.*)\.(one|singular)$/.exec(k);
    if (!m) return false;
    const base = m[1]!;
    return set.has(base) || FORMS.some((f) => f !== m[2] && set.has(`${base}.${f}`));
  });
}

/**
 * A plural chosen in code: a comparison with 1 that picks between two string literals or a key
 * ending in a plural form ("n === 1 ? 'one' : 'many'", "n === 1 ? say('unit.one') : …").
 */
const CODE_PLURAL = /(?:===|!==)\s*1\s*\?\s*(?:(['"`])[^'"`\n]*\1\s*:\s*['"`]|[^:;\n]*\.(?:one|many|other)\b)/u;

const ROOT = join(__dirname, '..', '..');
/** The code that puts words on pages: everything but the engine and bots, which hold no words, and the tests. */
function sourceFiles(): string[] {
  const dir = join(ROOT, 'src');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx|astro)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => relative(ROOT, join(d.parentPath, d.name)))
    .filter((f) => !/^src[\\/](engine|bots)[\\/]/.test(f));
}

describe('plurals are chosen by the language (Intl.PluralRules), not by n === 1', () => {
  it('the rules tell hand-picked forms from templates and from other uses of 1', () => {
    expect(handPickedForms(['unit.barrel', 'unit.barrel.one'])).toEqual(['unit.barrel.one']);
    expect(handPickedForms(['unit.vp.one', 'unit.vp.many'])).toEqual(['unit.vp.one']);
    expect(handPickedForms(['unit.barrel', 'winner.one', 'winner.shared', 'steps.one', 'steps.range'])).toEqual([]);
    for (const bad of [
      "return n === 1 ? this.say('unit.' + unit + '.one') : this.say('unit.' + unit, { n });",
      "const count = Math.abs(n) === 1 ? 'one' : 'many';",
      "const word = n !== 1 ? 'doubloons' : 'doubloon';",
    ])
      expect(CODE_PLURAL.test(bad), bad).toBe(true);
    for (const good of ['return people === 1 ? words.you(i + 1) : words.player(i + 1);', 'const single = moves.length === 1 ? moves[0] : undefined;', "this.say('unit.barrel', { n })"])
      expect(CODE_PLURAL.test(good), good).toBe(false);
  });

  it('no table keeps a count’s forms as separate keys', () => {
    const found: string[] = [];
    for (const table of TABLES.values()) for (const lang of ['en', 'hu', 'nl'] as const) for (const k of handPickedForms(Object.keys(table[lang]))) found.push(`${table.name}:${k} (${lang})`);
    expect(found).toEqual([]);
  });

  it('no code outside the engine picks a plural form by comparing with 1', () => {
    const files = sourceFiles();
    expect(files).toContain(join('src', 'islands', 'play', 'reason-words.ts'));
    const found: string[] = [];
    for (const f of files)
      readFileSync(join(ROOT, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (CODE_PLURAL.test(line)) found.push(`${f}:${i + 1}: ${line.trim()}`);
        });
    expect(found).toEqual([]);
  });
});
