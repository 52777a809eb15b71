/** A mined role choice's title says what the puzzle asks, in each language, from the templates. */
import { describe, expect, it } from 'vitest';
import { LANGS, roleChoiceTitle } from './puzzles-mine-text';

describe('a mined role choice title', () => {
  const vp = roleChoiceTitle({ kind: 'most-vp', player: 1 }, 'Bea', 5);
  const money = roleChoiceTitle({ kind: 'most-doubloons', player: 1 }, 'Bea', 5);
  it('names the player and the roles on offer in every language', () => {
    for (const lang of LANGS) {
      expect(vp[lang]).toContain('Bea');
      expect(vp[lang]).toContain('5');
      expect(vp[lang]).not.toMatch(/[{}]/);
    }
  });
  it('says what the goal measures: victory points and doubloons read differently in every language', () => {
    for (const lang of LANGS) expect(vp[lang]).not.toBe(money[lang]);
  });
  it('is a question, not a label', () => {
    for (const lang of LANGS) expect(vp[lang]).toMatch(/\?$/);
  });
});
