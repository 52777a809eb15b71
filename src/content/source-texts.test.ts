/**
 * Proof that the source-text lessons render the seed texts word for word.
 *
 * For each seed file in content/sources/, the lessons with that source.seed, taken in order, must
 * give back exactly the seed's text (whitespace normalized) — twice over:
 *   1. from the MDX source, with the markup stripped (mdxToText), and
 *   2. from the rendered HTML: each file is compiled with @mdx-js/mdx using the plugins Astro's MDX
 *      integration adds that can change text (remark-gfm, remark-smartypants), rendered with Preact,
 *      and its text content taken — so a character eaten or changed by the renderer (an escape that
 *      does not work, "2." turned into a list number, a straight quote curled) fails the test too.
 * The only text allowed to go missing is listed in ALLOWED_ARTEFACTS below.
 *
 * The lessons also embed interactive islands (src/content/source-islands.ts), one tag to a line.
 * Those tags are taken out of the MDX text, and rendered here as empty stand-ins, so they may add
 * boards beside the text but never a word to it or take one from it; every tag must name a plan,
 * step, building or machine that exists, and stand between blank lines.
 */
import { describe, expect, it } from 'vitest';
import { compile, evaluate } from '@mdx-js/mdx';
import * as runtime from 'preact/jsx-runtime';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import remarkGfm from 'remark-gfm';
import remarkSmartypants from 'remark-smartypants';
import { SEED_FILES } from './schemas';
import { ISLAND_GAME, ISLAND_NAMES, islandsIn, islandTag } from './source-islands';
import { compareTexts, decodeEntities, loadSourceSections, normalizeWhitespace, readSeedText, sectionsText, slugOf, type SeedFile, type SourceSection } from './source-sections';

/**
 * Allow-list: fragments of a seed text that the lessons leave out on purpose. Each one must occur in
 * its seed exactly `count` times (so the list cannot go stale) and nowhere in the lessons.
 */
const ALLOWED_ARTEFACTS: readonly { seed: SeedFile; fragment: string; count: number; why: string }[] = [
  {
    // 004, line 3: a leftover of a Word → HTML export (an Office XML namespace declaration), followed by
    // a no-break space. It is not part of the Dutch summary's text.
    seed: '004_078b11801b2a9e7c.txt',
    fragment: 'xml:namespace prefix = o />',
    count: 1,
    why: 'Word/Office HTML export artefact',
  },
];

/** Which game, language and folder each seed's lessons belong to. */
const SEED_HOME: Record<SeedFile, { game: string; lang: string; dir: string }> = {
  '000_9a2bdc6b83c2cc13.txt': { game: 'puerto-rico', lang: 'hu', dir: 'content/lessons/hu/puerto-rico/' },
  '001_4374b6d9a3e67b5e.txt': { game: 'puerto-rico', lang: 'hu', dir: 'content/lessons/hu/puerto-rico/' },
  '004_078b11801b2a9e7c.txt': { game: 'endeavor', lang: 'nl', dir: 'content/lessons/nl/endeavor/' },
};

function expectedText(seed: SeedFile): string {
  let text = readSeedText(seed);
  for (const a of ALLOWED_ARTEFACTS.filter((x) => x.seed === seed)) text = text.split(a.fragment).join(' ');
  return normalizeWhitespace(text);
}

/** The islands as the page passes them to the MDX, here as stand-ins without text (the boards are not the source's). */
const STAND_INS = Object.fromEntries(ISLAND_NAMES.map((name) => [name, () => h('figure', { 'data-island': name })]));

/** Compiles and renders an MDX body the way the site does (for text purposes) and returns its HTML. */
async function renderMdx(body: string): Promise<string> {
  const mod = await evaluate(body, {
    ...(runtime as unknown as Parameters<typeof evaluate>[1]),
    remarkPlugins: [remarkGfm, remarkSmartypants],
  });
  return renderToString(h(mod.default as unknown as (props: { components: unknown }) => null, { components: STAND_INS }));
}

/** Text content of rendered HTML; list items get the text's "•" back. */
function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<li(\s[^>]*)?>/g, ' • ')
      .replace(/<\/?(p|h[1-6]|ul|ol|li|br|hr|blockquote|div|table|tr|td|th|pre|figure)(\s[^>]*)?\/?>/g, ' ')
      .replace(/<[^>]*>/g, ''),
  );
}

async function renderedText(sections: readonly Pick<SourceSection, 'body'>[]): Promise<string> {
  const parts: string[] = [];
  for (const s of sections) parts.push(htmlToText(await renderMdx(s.body)));
  return normalizeWhitespace(parts.join(' '));
}

const all = loadSourceSections();

describe('source-text lessons: frontmatter and ids', () => {
  it('every seed has lessons', () => {
    for (const seed of SEED_FILES) expect(all.filter((s) => s.seed === seed).length, seed).toBeGreaterThan(0);
  });

  it('orders are unique per game + lang', () => {
    const seen = new Map<string, string>();
    for (const s of all) {
      const key = `${s.game}/${s.lang}/${s.order}`;
      expect(seen.get(key), `${s.file} and ${seen.get(key)} share order ${s.order}`).toBeUndefined();
      seen.set(key, s.file);
    }
  });

  it('every source.section is unique', () => {
    const sections = all.map((s) => s.section);
    expect(sections.filter((x, i) => sections.indexOf(x) !== i)).toEqual([]);
  });

  it('the section id equals the slug, and slugs are lowercase ascii with dashes', () => {
    for (const s of all) {
      expect(s.file).toMatch(/\/\d{2}-[a-z0-9]+(-[a-z0-9]+)*\.mdx$/);
      expect(s.section, s.file).toBe(slugOf(s));
      expect(s.id, s.file).toBe(s.file.replace(/^content\/lessons\//, '').replace(/\.mdx$/, ''));
    }
  });

  it('each seed lives in its own game, language and folder; file numbers follow the order', () => {
    for (const seed of SEED_FILES) {
      const home = SEED_HOME[seed];
      for (const s of all.filter((x) => x.seed === seed)) {
        expect([s.game, s.lang], s.file).toEqual([home.game, home.lang]);
        expect(s.file.startsWith(home.dir), s.file).toBe(true);
      }
    }
    for (const lang of ['hu', 'nl']) {
      const mine = all.filter((s) => s.lang === lang);
      const numbers = mine.map((s) => Number(/\/(\d+)-[^/]*$/.exec(s.file)?.[1]));
      expect(numbers, lang).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size, lang).toBe(numbers.length);
    }
  });

  it('the base game comes before the expansion', () => {
    const base = all.filter((s) => s.seed === '000_9a2bdc6b83c2cc13.txt').map((s) => s.order);
    const expansion = all.filter((s) => s.seed === '001_4374b6d9a3e67b5e.txt').map((s) => s.order);
    expect(Math.max(...base)).toBeLessThan(Math.min(...expansion));
  });
});

describe('source-text lessons: word for word', () => {
  it('the allow-list is exact: each artefact is in its seed as often as listed, and in no lesson', () => {
    for (const a of ALLOWED_ARTEFACTS) {
      expect(readSeedText(a.seed).split(a.fragment).length - 1, a.fragment).toBe(a.count);
      for (const s of all) expect(s.body.includes(a.fragment), `${s.file} keeps ${a.fragment}`).toBe(false);
    }
  });

  for (const seed of SEED_FILES) {
    it(`${seed}: the lessons' MDX, markup stripped, equals the seed text`, () => {
      const result = compareTexts(expectedText(seed), sectionsText(all.filter((s) => s.seed === seed)));
      expect(result.equal ? '' : result.message).toBe('');
    });

    it(`${seed}: the lessons' rendered text equals the seed text`, async () => {
      const result = compareTexts(expectedText(seed), await renderedText(all.filter((s) => s.seed === seed)));
      expect(result.equal ? '' : result.message).toBe('');
    });
  }

  it('every lesson file compiles as MDX', async () => {
    for (const s of all) {
      await expect(compile(s.body), s.file).resolves.toBeTruthy();
    }
  });
});

describe('the comparison can fail', () => {
  const seed: SeedFile = '000_9a2bdc6b83c2cc13.txt';
  const lessons = all.filter((s) => s.seed === seed);
  const expected = expectedText(seed);

  it('compareTexts: one changed word is a difference, and it says where', () => {
    const changed = expected.replace('kapitány', 'kapitánx');
    expect(changed).not.toBe(expected);
    const result = compareTexts(expected, changed);
    expect(result.equal).toBe(false);
    if (!result.equal) {
      expect(result.index).toBe(expected.indexOf('kapitány') + 'kapitán'.length);
      expect(result.message).toContain('kapitánx');
    }
    expect(compareTexts(expected, expected).equal).toBe(true);
  });

  /** A copy of the lessons with one body changed. */
  function mutate(file: string, from: string | RegExp, to: string): SourceSection[] {
    return lessons.map((s) => {
      if (!s.file.endsWith(file)) return s;
      const body = s.body.replace(from, to);
      expect(body, `mutation in ${file}`).not.toBe(s.body);
      return { ...s, body };
    });
  }

  it('a word changed in one lesson fails the source comparison and the rendered one', async () => {
    const copy = mutate('11-kapitany.mdx', 'Óvilágba', 'Újvilágba');
    expect(compareTexts(expected, sectionsText(copy)).equal).toBe(false);
    expect(compareTexts(expected, await renderedText(copy)).equal).toBe(false);
  });

  it('a dropped word, or two lessons swapped, fails the comparison', () => {
    expect(compareTexts(expected, sectionsText(mutate('09-iparos.mdx', 'hordónyi ', ''))).equal).toBe(false);
    const swapped = [...lessons];
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(compareTexts(expected, sectionsText(swapped)).equal).toBe(false);
  });

  it('markup the renderer would eat fails the rendered comparison', async () => {
    // Without the escape, "2. játékos" becomes an ordered list and the "2." is no longer text.
    const unescaped = mutate('07-polgarmester.mdx', '2\\. játékos', '2. játékos');
    expect(compareTexts(expected, await renderedText(unescaped)).equal).toBe(false);
    // A plain " in a text node is curled by smartypants: the text is no longer the seed's.
    const curled = mutate('16-lila-epuletek.mdx', `{'"'}rendes{'"'}`, '"rendes"');
    expect(compareTexts(expected, await renderedText(curled)).equal).toBe(false);
  });
});

describe('source-text lessons: embedded islands', () => {
  it('every island tag names something that exists, belongs to the lesson’s game and stands between blank lines', () => {
    for (const s of all) {
      for (const found of islandsIn(s.body)) {
        expect(found.island.ok ? '' : found.island.error, `${s.file}:${found.line + 0}`).toBe('');
        if (found.island.ok) expect(ISLAND_GAME[found.island.value.kind], `${s.file}:${found.line}`).toBe(s.game);
      }
    }
  });

  it('no other tag of a component is written in the text (it would be read as text, or eat some)', () => {
    for (const s of all) {
      s.body.split('\n').forEach((line, i) => {
        if (/<[A-Z]/.test(line)) expect(islandTag(line), `${s.file}:${i + 1}: ${line}`).not.toBeNull();
      });
    }
  });

  it('each island tag renders as exactly one island, outside every paragraph', async () => {
    for (const s of all.filter((x) => islandsIn(x.body).length > 0)) {
      const html = await renderMdx(s.body);
      const count = islandsIn(s.body).length;
      expect(html.split('<figure data-island=').length - 1, s.file).toBe(count);
      expect(/<p>(?:(?!<\/p>).)*<figure/s.test(html), `${s.file}: an island inside a paragraph`).toBe(false);
    }
  });

  it('both the Hungarian and the Dutch texts embed islands', () => {
    for (const lang of ['hu', 'nl']) {
      expect(
        all.filter((s) => s.lang === lang).some((s) => islandsIn(s.body).length > 0),
        lang,
      ).toBe(true);
    }
  });

  it('the captain example plays the captain lesson’s steps in order, one paragraph after another', () => {
    const example = all.find((s) => s.id === 'hu/puerto-rico/12-kapitany-pelda')!;
    const windows = islandsIn(example.body).flatMap((f) => (f.island.ok && f.island.value.kind === 'Steps' ? [f.island.value] : []));
    expect(windows.every((w) => w.lesson === 'en/puerto-rico/07-captain')).toBe(true);
    const steps = windows.flatMap((w) => Array.from({ length: w.last - w.first + 1 }, (_, k) => w.first + k));
    expect(steps).toEqual(steps.map((_, i) => i));
    expect(steps.length).toBeGreaterThan(5);
  });
});

describe('the island checks can fail', () => {
  const captainExample = all.find((s) => s.id === 'hu/puerto-rico/12-kapitany-pelda')!;
  const tag = '<Steps lesson="en/puerto-rico/07-captain" steps="4" />';

  it('a step, plan or name that does not exist is an error', () => {
    expect(captainExample.body).toContain(tag);
    for (const bad of [
      tag.replace('"4"', '"99"'),
      tag.replace('07-captain', '07-kapitany'),
      tag.replace('<Steps', '<Stepz'),
      '<Building id="palace" />',
      '<Chart machine="pirate" />',
      '<EndeavorStep step="fly" />',
      '<EndeavorChart machine="captain" />',
      tag.replace(' />', ' extra="1" />'),
    ]) {
      const found = islandsIn(captainExample.body.replace(tag, bad));
      expect(
        found.some((f) => !f.island.ok),
        bad,
      ).toBe(true);
    }
  });

  it('a tag glued to its paragraph is an error', () => {
    const glued = captainExample.body.replace(`\n\n${tag}`, `\n${tag}`);
    expect(islandsIn(glued).some((f) => !f.island.ok)).toBe(true);
  });

  it('a tag sharing its line with words is text, and fails the word-for-word comparison', () => {
    const seed: SeedFile = '000_9a2bdc6b83c2cc13.txt';
    const lessons = all.filter((s) => s.seed === seed).map((s) => (s === captainExample ? { ...s, body: s.body.replace(tag, `${tag} kap.`) } : s));
    expect(compareTexts(expectedText(seed), sectionsText(lessons)).equal).toBe(false);
  });
});
