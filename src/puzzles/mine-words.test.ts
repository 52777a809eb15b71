/** The trainer's value words the mined explanations use: one plural form per number, never "dukaat/dukaten". */
import '../i18n/tables';
import { describe, expect, it } from 'vitest';
import { diffWords, valueWords } from '../islands/puzzles/words';

describe('value words in Dutch', () => {
  it('say 1 dukaat and 3 dukaten', () => {
    const goal = { kind: 'most-doubloons', player: 0 } as const;
    expect(valueWords(goal, 1, 'nl')).toBe('1 dukaat');
    expect(valueWords(goal, 3, 'nl')).toBe('3 dukaten');
    expect(diffWords(goal, 1, 'nl')).toBe('1 dukaat');
    expect(diffWords({ kind: 'cheapest-build', player: 0, buildings: ['harbor'] }, 2, 'nl')).toBe('2 dukaten');
  });
});
