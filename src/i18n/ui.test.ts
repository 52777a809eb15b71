import { describe, expect, it } from 'vitest';
import { LANGS, missingKeys, switchLangPath, t, UI } from './ui';

describe('UI strings', () => {
  it('fall back to English where a language has no word yet', () => {
    // 'site.name' is deliberately the same brand name in every language, so it is not translated.
    expect(UI.hu['site.name']).toBeUndefined();
    expect(t('hu', 'site.name')).toBe(UI.en['site.name']);
    expect(missingKeys('hu')).toContain('site.name');
  });

  it('use the translation where there is one', () => {
    expect(t('hu', 'nav.learn')).toBe('Tanulás');
    expect(t('nl', 'nav.learn')).toBe('Leren');
  });

  it('every translation is non-empty', () => {
    for (const lang of LANGS) for (const value of Object.values(UI[lang])) expect(value?.trim()).not.toBe('');
  });

  it('switch the language prefix of a path and keep the rest', () => {
    expect(switchLangPath('/en/puzzles/captain-1/', 'hu')).toBe('/hu/puzzles/captain-1/');
    expect(switchLangPath('/nl/', 'en')).toBe('/en/');
    expect(switchLangPath('/nl', 'en')).toBe('/en/');
    expect(switchLangPath('/elsewhere', 'nl')).toBe('/nl/');
  });
});
