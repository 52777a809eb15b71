/** A shared link whose replay breaks at a move names the broken rule in the page's language. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import '../../i18n/tables';
import { LinkError } from './SharedScenario';
import { ruleText } from '../../i18n/strings/rules-puerto-rico';

const refused = {
  code: 'notation/illegal-move',
  index: 11,
  error: { code: 'captain.not-largest', rule: 'captain.load-largest', message: 'Anna must load 3 corn, the most she can.' },
  message: 'Move 12: Anna must load 3 corn, the most she can.',
} as const;

describe('a replay link broken at a move', () => {
  it('says the rule in Hungarian and Dutch, marked as the page’s language', () => {
    for (const lang of ['hu', 'nl'] as const) {
      const html = renderToString(h(LinkError, { lang, error: refused as never }));
      expect(html).toContain('12');
      expect(html).toContain(ruleText(lang, 'captain.load-largest'));
      expect(html).not.toContain('Anna must load');
    }
  });
  it('keeps the engine’s words, which name the pieces, in English', () => {
    const html = renderToString(h(LinkError, { lang: 'en', error: refused as never }));
    expect(html).toContain('Move 12 is not allowed: Anna must load 3 corn, the most she can.');
  });
});
