import { describe, expect, it } from 'vitest';
import { DUTCH_FILE, RULES } from '../../engine/endeavor/rules';
import { endeavorRuleSentences, ruleSentence } from './rules-endeavor';

const { en, hu, nl } = endeavorRuleSentences.table;
const ids = RULES.map((r) => r.id);
const numbers = (s: string) => s.match(/\d+/g) ?? [];

/** Words that carry meaning, cut to a stem so "markers"/"marker" and "gepast"/"passen" meet. */
const STOP = new Set(['deze', 'zijn', 'hebben', 'heeft', 'worden', 'wordt', 'mogen', 'moet', 'moeten', 'speler', 'spelers', 'een', 'van', 'het', 'die', 'dat', 'als', 'naar', 'voor', 'niet']);
const stems = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4 && !STOP.has(w))
      .map((w) => w.slice(0, 5)),
  );

describe('Endeavor rule sentences', () => {
  it('English is the registry’s own sentence for every rule', () => {
    expect(Object.keys(en).sort()).toEqual([...ids].sort());
    for (const r of RULES) expect(en[r.id]).toBe(r.text);
  });

  it.each(['hu', 'nl'] as const)('%s has a sentence of its own for every rule id, and no other keys', (lang) => {
    const table = lang === 'hu' ? hu : nl;
    expect(Object.keys(table).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const s = table[id];
      expect(s, id).toBeTruthy();
      expect(s, id).not.toBe(en[id]);
      expect(ruleSentence(lang, id)).toBe(s);
    }
  });

  it.each(['hu', 'nl'] as const)('%s keeps every number of the English sentence', (lang) => {
    const table = lang === 'hu' ? hu : nl;
    for (const id of ids) expect(numbers(table[id] ?? '').sort(), id).toEqual(numbers(en[id]).sort());
  });

  it('the Dutch sentence of a rule from the Dutch text shares its key words with the source sentence', () => {
    const far: string[] = [];
    for (const r of RULES) {
      if (r.source.file !== DUTCH_FILE) continue;
      const src = stems(r.source.sentence);
      const mine = [...stems(nl[r.id] ?? '')];
      const shared = mine.filter((w) => src.has(w));
      // At least two meaningful words of the source, or half of ours for the shortest sentences.
      if (shared.length < Math.min(2, Math.ceil(mine.length / 2))) far.push(`${r.id}: ${shared.join(',')}`);
    }
    expect(far).toEqual([]);
  });
});
