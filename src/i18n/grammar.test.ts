import { describe, expect, it } from 'vitest';
import { format, formatNumber, huArticle, placeholderNames, pluralCategory } from './grammar';

const DOUBLOONS = { en: '{n, plural, one {# doubloon} other {# doubloons}}', nl: '{n, plural, one {# dukaat} other {# dukaten}}', hu: '{n} dublon' } as const;

describe('plurals follow Intl.PluralRules of the language', () => {
  it('English: 1 doubloon, 0 and 2 doubloons', () => {
    expect(format('en', DOUBLOONS.en, { n: 1 })).toBe('1 doubloon');
    expect(format('en', DOUBLOONS.en, { n: 2 })).toBe('2 doubloons');
    expect(format('en', DOUBLOONS.en, { n: 0 })).toBe('0 doubloons');
  });

  it('Dutch: 1 dukaat, 3 dukaten', () => {
    expect(format('nl', DOUBLOONS.nl, { n: 1 })).toBe('1 dukaat');
    expect(format('nl', DOUBLOONS.nl, { n: 3 })).toBe('3 dukaten');
  });

  it('Hungarian counts take the singular noun, so its templates need no plural: 1 dublon, 2 dublon', () => {
    expect(format('hu', DOUBLOONS.hu, { n: 1 })).toBe('1 dublon');
    expect(format('hu', DOUBLOONS.hu, { n: 2 })).toBe('2 dublon');
    // The language has the categories all the same, so a plural written for it is picked right.
    expect(pluralCategory('hu', 1)).toBe('one');
    expect(pluralCategory('hu', 2)).toBe('other');
  });

  it('an exact =0 form comes before the category', () => {
    expect(format('en', '{n, plural, =0 {no barrels} one {# barrel} other {# barrels}} lost', { n: 0 })).toBe('no barrels lost');
    expect(format('en', '{n, plural, =0 {no barrels} one {# barrel} other {# barrels}} lost', { n: 1 })).toBe('1 barrel lost');
  });

  it('other values inside a form are filled too', () => {
    expect(format('en', '{n, plural, one {# {good} barrel} other {# {good} barrels}}', { n: 2, good: 'corn' })).toBe('2 corn barrels');
  });
});

describe('Hungarian article agreement: az before a vowel sound, a before a consonant', () => {
  it.each([
    [1, 'az'],
    [5, 'az'],
    [50, 'az'],
    [500, 'az'],
    [1000, 'az'],
    [1500, 'az'],
    [1_000_000, 'az'],
    [2, 'a'],
    [4, 'a'],
    [7, 'a'],
    [10, 'a'],
    [11, 'a'],
    [100, 'a'],
    [10_000, 'a'],
    [100_000, 'a'],
    [3, 'a'],
  ] as const)('%s → %s', (n, article) => {
    expect(huArticle(n)).toBe(article);
  });

  it.each([
    ['indigó', 'az'],
    ['Építész', 'az'],
    ['ültetvény', 'az'],
    ['kukorica', 'a'],
    ['GyP', 'a'],
    ['hajó', 'a'],
  ] as const)('%s → %s', (word, article) => {
    expect(huArticle(word)).toBe(article);
  });

  it('in a template: "az 5 férőhelyes", "a 4 férőhelyes"', () => {
    const t = 'Behajózás: {good} {n, article} {n} férőhelyes hajóra';
    expect(format('hu', t, { good: 'kávé', n: 5 })).toBe('Behajózás: kávé az 5 férőhelyes hajóra');
    expect(format('hu', t, { good: 'kávé', n: 4 })).toBe('Behajózás: kávé a 4 férőhelyes hajóra');
  });

  it('capitalised to open a sentence: "Az Egyetem…", "A Hajógyár…"', () => {
    const t = '{b, Article} {b} kikerült a városodból.';
    expect(format('hu', t, { b: 'Egyetem' })).toBe('Az Egyetem kikerült a városodból.');
    expect(format('hu', t, { b: 'Hajógyár' })).toBe('A Hajógyár kikerült a városodból.');
  });
});

describe('verbs agree with "you"', () => {
  const who = { en: '{who, select, you {You are to act.} other {{name} is to act.}}', nl: '{who, select, you {Jij bent aan de beurt.} other {{name} is aan de beurt.}}' };
  it('English: "You are to act", "Anna is to act"', () => {
    expect(format('en', who.en, { who: 'you', name: 'You' })).toBe('You are to act.');
    expect(format('en', who.en, { who: 'other', name: 'Anna' })).toBe('Anna is to act.');
  });
  it('Dutch: "Jij bent aan de beurt", "Anna is aan de beurt"', () => {
    expect(format('nl', who.nl, { who: 'you', name: 'Jij' })).toBe('Jij bent aan de beurt.');
    expect(format('nl', who.nl, { who: 'other', name: 'Anna' })).toBe('Anna is aan de beurt.');
  });
  it('an unknown value takes the other form', () => {
    expect(format('en', who.en, { who: 'them', name: 'Bob' })).toBe('Bob is to act.');
  });
});

describe('numbers with the language’s decimal mark', () => {
  it('2.5 in English, 2,5 in Hungarian and Dutch', () => {
    expect(formatNumber('en', 2.5)).toBe('2.5');
    expect(formatNumber('hu', 2.5)).toBe('2,5');
    expect(formatNumber('nl', 2.5)).toBe('2,5');
    expect(format('nl', 'ongeveer {n} punten', { n: 1.5 })).toBe('ongeveer 1,5 punten');
  });
  it('fixed digits where asked; no thousands grouping (seeds and ids stay one word)', () => {
    expect(formatNumber('hu', 3, 1)).toBe('3,0');
    expect(format('en', 'seed {n}', { n: 12345 })).toBe('seed 12345');
  });
});

describe('templates', () => {
  it('leave an unknown or badly written argument as written, so it is seen', () => {
    expect(format('en', 'Hello {name}', {})).toBe('Hello {name}');
    expect(format('en', '{n, plural, one {# x}', { n: 1 })).toBe('{n, plural, one {# x}');
    expect(format('en', '{n, plural, one {# x} other {# xs}}', { n: 'many' })).toBe('{n, plural, one {# x} other {# xs}}');
  });
  it('name the values they ask for, whatever the kind of argument', () => {
    expect(placeholderNames('{who, select, you {You are} other {{name} is}} {n, plural, one {# a} other {# b}} {n, article}')).toEqual(['n', 'name', 'who']);
  });
});
