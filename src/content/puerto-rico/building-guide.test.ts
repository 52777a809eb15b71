/** The guide's links into the Hungarian rule text point at sections and headings that exist. */
import { describe, expect, it } from 'vitest';
import { BUILDINGS } from '../../engine/puerto-rico/vocabulary';
import { RULES } from '../../engine/puerto-rico/rules';
import { loadSourceSections } from '../source-sections';
import { BUILDING_GUIDE, doesIn, taskIn } from './building-guide';
import { headingAnchor } from '../../islands/buildings/anchors';

const sections = loadSourceSections();
const byId = new Map(sections.map((s) => [s.id, s]));

describe('building guide entries', () => {
  for (const b of BUILDINGS) {
    const g = BUILDING_GUIDE[b];
    it(`${b}: describes the building and cites rules the engine has`, () => {
      expect(doesIn(b, 'en').length).toBeGreaterThan(0);
      expect(g.rules.length).toBeGreaterThan(0);
      for (const r of g.rules) expect(RULES[r]).toBeDefined();
    });
    it(`${b}: links to Hungarian sections that exist${g.source.heading ? `, under "${g.source.heading}"` : ''}`, () => {
      const main = byId.get(g.source.section);
      expect(main, g.source.section).toBeDefined();
      expect(main?.lang).toBe('hu');
      if (g.source.heading) expect(main?.body).toMatch(new RegExp(`^#{2,3} ${g.source.heading}\\s*$`, 'm'));
      for (const extra of g.source.also) expect(byId.has(extra), extra).toBe(true);
    });
  }
});

describe('building guide words', () => {
  it('say what every building does and its example’s task in Hungarian and Dutch, paragraph for paragraph', () => {
    const english: string[] = [];
    for (const b of BUILDINGS)
      for (const lang of ['hu', 'nl'] as const) {
        const words = [...doesIn(b, lang), taskIn(b, lang)];
        for (const w of words) if (w.lang !== lang) english.push(`${b} ${lang}: ${w.text}`);
        expect(new Set(words.map((w) => w.text)).size, `${b} ${lang}`).toBe(words.length);
      }
    expect(english).toEqual([]);
  });

  it('fall back to English, marked as English, where a translation lacks a text', () => {
    expect(taskIn('library', 'en')).toEqual({ text: 'Choose the Prospector and count your doubloons.', lang: 'en' });
    expect(doesIn('residence', 'hu')).toHaveLength(2);
  });
});

describe('headingAnchor', () => {
  it.each([
    ['Kis piac', 'kis-piac'],
    ['Építőműhely', 'építőműhely'],
    ['A lila épületek', 'a-lila-épületek'],
    ['Kis raktár', 'kis-raktár'],
  ])('%s -> %s (as Astro writes the heading id)', (heading, id) => {
    expect(headingAnchor(heading)).toBe(id);
  });
});
