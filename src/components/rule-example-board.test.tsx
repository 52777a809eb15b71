import { describe, expect, it } from 'vitest';
import { ruleExample } from '../content/rule-example';
import { ruleExampleHtml } from './rule-example-board';

const html = (game: 'puerto-rico' | 'endeavor', rule: string, lang: 'en' | 'hu' = 'en') => ruleExampleHtml(ruleExample(game, rule)!, lang);

describe("a rule's board example", () => {
  it('is a static picture: nothing on it to click', () => {
    for (const [game, rule] of [
      ['puerto-rico', 'captain.must-load'],
      ['puerto-rico', 'mayor.fill-circles'],
      ['endeavor', 'occupy.open-region'],
      ['endeavor', 'build.level-limit'],
      ['endeavor', 'salary.choose'],
    ] as const) {
      const h = html(game, rule);
      expect(h.length, rule).toBeGreaterThan(200);
      expect(h, rule).not.toMatch(/<button|tabindex="0"[^>]*role="button"/);
    }
  });

  it('shows only the part of the Endeavor board the rule concerns', () => {
    const map = html('endeavor', 'occupy.open-region');
    expect(map).toContain('e-mapwrap');
    expect(map).not.toContain('e-player');
    expect(map).not.toContain('e-stock');
    const stock = html('endeavor', 'build.level-limit');
    expect(stock).toContain('e-stock');
    expect(stock).not.toContain('e-mapwrap');
    expect(stock).not.toContain('e-player');
    const seat = html('endeavor', 'salary.choose');
    expect(seat.match(/class="e-player /g)).toHaveLength(1);
    expect(seat).toContain('e-tracks');
    expect(seat).not.toContain('e-mapwrap');
    // Nothing of the whole board's frame: the page around it says what it is.
    expect(seat).not.toContain('components-note');
  });

  it("is in the page's language", () => {
    expect(html('endeavor', 'salary.choose', 'hu')).not.toEqual(html('endeavor', 'salary.choose'));
  });
});
