/** Every page of the built site, read from dist/ so that a new page is checked without editing a list. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export function builtPages(dir = 'dist'): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'index.html') out.push('/' + relative(dir, d).split('\\').join('/') + (d === dir ? '' : '/'));
    }
  };
  walk(dir);
  return out.map((p) => p.replace(/^\/\/$/, '/')).sort();
}

const PUZZLE_TWIN = /^\/(hu|nl)\/puzzles\/(?!dashboard\/|yours\/)([^/]+)\/$/;
const MINED = /^\/(en)\/puzzles\/([a-z]+-m\d+)\/$/;
const sampled = (path: string) => PUZZLE_TWIN.exec(path) ?? MINED.exec(path);
const puzzleKind = (slug: string) => slug.replace(/-?m?\d.*$/, '') + (/-m\d/.test(slug) ? ' mined' : '');

/**
 * The pages all-pages.spec.ts opens in the browser, and those it only fetches. Puzzle pages are one
 * template filled with data, hundreds per language (issue #21). Every hand-made English puzzle page
 * is opened. The Hungarian and Dutch twins differ from theirs only in words, and the mined English
 * puzzles (one generated shape) from each other only in the position: the browser opens a spread
 * of both (the first of each kind and every fifth), the rest are fetched and read (status,
 * language, one h1). On 542 twins and 180 mined pages this saved about 570 page loads, some 7
 * minutes of a CI run (issue #24.7). board-fit.spec.ts measures the English ones left out at
 * 1280×800. `declared`: puzzle ids opened whatever the sample (a kind the URL does not tell apart).
 */
export function browserVisits(built: readonly string[], declared: readonly string[]): { pages: string[]; fetchedOnly: string[] } {
  const named = new Set(declared.map((id) => `/en/puzzles/${id}/`));
  const seenKinds = new Set<string>();
  const spread = built.filter((p) => sampled(p) !== null);
  const inSample = (path: string, i: number): boolean => {
    const m = sampled(path);
    if (!m) return true;
    if (m[1] !== 'en' && !built.includes(path.replace(/^\/(hu|nl)\//, '/en/'))) return true;
    const kind = `${m[1]} ${puzzleKind(m[2]!)}`;
    const first = !seenKinds.has(kind);
    seenKinds.add(kind);
    return first || i % 5 === 0;
  };
  const pages = built.filter((p) => sampled(p) === null || named.has(p) || inSample(p, spread.indexOf(p)));
  const opened = new Set(pages);
  return { pages, fetchedOnly: built.filter((p) => !opened.has(p)) };
}
