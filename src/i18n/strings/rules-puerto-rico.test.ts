/**
 * The translated rule sentences: every rule in every language, and a cheap guard against a
 * dropped condition: each number of the English sentence is in the translation too.
 */
import { describe, expect, it } from 'vitest';
import { RULES, RULE_IDS } from '../../engine/puerto-rico/rules';
import { missingIn, type StringTable } from '../define';
import { ruleGroupText, ruleText } from './rules-puerto-rico';

/** The numbers a sentence states, e.g. "12th city space, 1-4" -> ['12', '1', '4']. */
const numbersIn = (text: string): string[] => [...text.matchAll(/\d+/g)].map((m) => m[0]);

/** "lang / id: lacks 3" for each English number a translation does not state as often. */
function droppedNumbers(table: StringTable<string>): string[] {
  const out: string[] = [];
  for (const lang of ['hu', 'nl'] as const) {
    for (const [id, en] of Object.entries(table.en)) {
      const have = numbersIn(table[lang][id] ?? '');
      for (const n of new Set(numbersIn(en))) {
        const want = numbersIn(en).filter((x) => x === n).length;
        if (have.filter((x) => x === n).length < want) out.push(`${lang} / ${id}: lacks ${n}`);
      }
    }
  }
  return out;
}

const PLACEHOLDER = /TODO|FIXME|XXX|\{\w+\}|^\s*$|lorem/i;

describe('rules-puerto-rico strings', () => {
  it('English is the engine registry sentence, for every rule id', () => {
    expect(Object.keys(ruleText.table.en).sort()).toEqual([...RULE_IDS].sort());
    for (const id of RULE_IDS) expect(ruleText('en', id)).toBe(RULES[id].text);
  });

  it.each(['hu', 'nl'] as const)('every rule has a %s sentence of its own', (lang) => {
    expect(missingIn(ruleText.table, lang)).toEqual([]);
    expect(Object.keys(ruleText.table[lang]).sort()).toEqual([...RULE_IDS].sort());
    for (const id of RULE_IDS) {
      const text = ruleText.table[lang][id] ?? '';
      expect(text, id).not.toMatch(PLACEHOLDER);
      expect(text, `${lang} / ${id} is still English`).not.toBe(RULES[id].text);
    }
  });

  it('every number of the English sentence is in both translations', () => {
    expect(droppedNumbers(ruleText.table)).toEqual([]);
  });

  it('every rule falls in a group the rules reference has a heading for, in every language', () => {
    for (const id of RULE_IDS) expect(Object.keys(ruleGroupText.table.en), id).toContain(id.split('.')[0]);
    expect(missingIn(ruleGroupText.table, 'hu')).toEqual([]);
    expect(missingIn(ruleGroupText.table, 'nl')).toEqual([]);
  });

  it('the number guard notices a dropped condition', () => {
    const table = { name: 't', en: { a: 'Up to 9 spaces: 4 VP, 12: 7 VP' }, hu: { a: 'Legfeljebb 9 hely: 4 pont' }, nl: { a: 'Tot 9 vakken: 4 OP, 12: 7 OP' } };
    expect(droppedNumbers(table)).toEqual(['hu / a: lacks 12', 'hu / a: lacks 7']);
  });
});
