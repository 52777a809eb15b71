/**
 * Every word table says its grammar through src/i18n/grammar.ts, never by gluing: no "(s)" or
 * "(en)" plurals, no "a(z)" article, no hard-coded Hungarian article before a value, and no verb
 * that disagrees with "You"/"Jij"/"Te". The rules are checked on samples first, so the scan can fail.
 */
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
