import { describe, expect, it } from 'vitest';
import { RULES } from '../../engine/puerto-rico/rules';
import { ruleText } from '../../i18n/strings/rules-puerto-rico';
import { refusalText } from './refusal-words';

const error = { code: 'captain/not-largest', rule: 'captain.load-largest' as const, message: 'Coffee must go on the ship of 6 (most barrels fit).' };

describe('refusalText', () => {
  it('English pages show the engine message alone', () => {
    expect(refusalText('en', error)).toEqual({ main: { text: error.message, lang: 'en' }, detail: null });
  });

  it.each(['hu', 'nl'] as const)('%s pages lead with the rule sentence and keep the English message as detail', (lang) => {
    const words = refusalText(lang, error);
    expect(words.main).toEqual({ text: ruleText(lang, 'captain.load-largest'), lang });
    expect(words.main.text).not.toBe(RULES['captain.load-largest'].text);
    expect(words.detail).toEqual({ text: error.message, lang: 'en' });
  });
});
