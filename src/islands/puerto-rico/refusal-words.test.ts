import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULES } from '../../engine/puerto-rico/rules';
import { ruleText } from '../../i18n/strings/rules-puerto-rico';
import { refusalText, ruleLinkWords } from './refusal-words';

const error = { code: 'captain/not-largest', rule: 'captain.load-largest' as const, message: 'Coffee must go on the ship of 6 (most barrels fit).' };
/** What IslandWords.astro writes into a page of that language. */
const pageOf = (lang: 'en' | 'hu' | 'nl') => Object.fromEntries(RULE_IDS.map((id) => [id, ruleText(lang, id)]));

describe('refusalText', () => {
  it('English pages show the engine message alone', () => {
    expect(refusalText('en', error, null)).toEqual({ main: { text: error.message, lang: 'en' }, detail: null });
  });

  it.each(['hu', 'nl'] as const)('%s pages lead with the rule sentence and keep the English message as detail', (lang) => {
    const words = refusalText(lang, error, pageOf(lang));
    expect(words.main).toEqual({ text: ruleText(lang, 'captain.load-largest'), lang });
    expect(words.main.text).not.toBe(RULES['captain.load-largest'].text);
    expect(words.detail).toEqual({ text: error.message, lang: 'en' });
  });

  it('a page without the sentences (or with a damaged block) falls back to the engine message in English', () => {
    expect(refusalText('hu', error, null)).toEqual({ main: { text: error.message, lang: 'en' }, detail: null });
    expect(refusalText('nl', error, { 'captain.load-largest': 42 } as never)).toEqual({ main: { text: error.message, lang: 'en' }, detail: null });
  });
});

describe('ruleLinkWords', () => {
  it.each(['en', 'hu', 'nl'] as const)('%s: a rule link is named by the rule’s sentence in the page’s language, not by its id', (lang) => {
    const words = ruleLinkWords(lang, 'captain.load-largest', pageOf(lang));
    expect(words).toEqual({ text: ruleText(lang, 'captain.load-largest'), lang });
    expect(words.text).not.toContain('captain.load-largest');
  });

  it('a page without the sentences names the link by the id, marked English', () => {
    expect(ruleLinkWords('hu', 'captain.load-largest', null)).toEqual({ text: 'captain.load-largest', lang: 'en' });
  });
});
