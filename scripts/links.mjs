// `npm run links`: follows every internal link of the built site from each language's home page
// (anchors, the language switch, hreflang alternates, icons) and fails on a missing page or an
// `#anchor` that its target page does not hold. Reads dist/ only (run after `astro build`); no
// browser, no server. `--dist DIR` checks another build.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, quiet: { type: 'boolean', default: false } } });
const DIST = values.dist;
const SITE = 'https://example.org'; // astro.config.mjs `site`: absolute links to it are internal too.
const START = ['/en/', '/hu/', '/nl/'];
/**
 * Pages that read their hash as a scenario code (a position, a game, a puzzle try), not as an
 * anchor: a link to them carries data after the '#', so only the page itself is checked.
 */
const HASH_IS_DATA = [/^\/(en|hu|nl)\/(position|play|play\/endeavor|editor)\/$/, /^\/(en|hu|nl)\/puzzles\/[^/]+\/$/];

if (!existsSync(DIST)) {
  console.error(`No ${DIST}/ folder: run \`npx astro build\` first.`);
  process.exit(1);
}

/** The file a site path is served from, or null: `/en/` → dist/en/index.html, `/favicon.svg` → dist/favicon.svg. */
function fileOf(path) {
  const direct = join(DIST, decodeURIComponent(path));
  if (path.endsWith('/')) return existsSync(join(direct, 'index.html')) ? join(direct, 'index.html') : null;
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  return null;
}

const pages = new Map(); // path → { ids, links } for HTML pages
function page(path) {
  if (pages.has(path)) return pages.get(path);
  const file = fileOf(path);
  let info = null;
  if (file?.endsWith('.html')) {
    const html = readFileSync(file, 'utf8');
    const ids = new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map((m) => m[1]));
    // Links in markup only: <a href> and <link href> (alternates, icons, styles); script text is not read.
    const links = [...html.matchAll(/<(a|link)\b([^>]*)>/g)].flatMap((m) => {
      const href = /\shref="([^"]*)"/.exec(m[2])?.[1];
      const rel = /\srel="([^"]*)"/.exec(m[2])?.[1] ?? '';
      return href === undefined ? [] : [{ href: href.replace(/&amp;/g, '&'), kind: m[1] === 'link' ? `link rel=${rel}` : /\shreflang=/.test(m[2]) ? 'language switch' : 'link' }];
    });
    // The lesson player reads #step-N itself (src/islands/step-hash.ts): a step exists where the
    // page's own step list links to it.
    for (const m of html.matchAll(/\shref="#(step-\d+)"/g)) ids.add(m[1]);
    info = { ids, links };
  } else if (file) info = { ids: new Set(), links: [] };
  pages.set(path, info);
  return info;
}

/** A link's target inside the site as path and fragment, or null for an outside address. */
function internal(href, from) {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
  let url;
  try {
    url = new URL(href, SITE + from);
  } catch {
    return { path: href, hash: '', bad: true };
  }
  if (url.origin !== SITE) return null;
  return { path: url.pathname, hash: url.hash.slice(1) };
}

const problems = [];
const queue = [...START];
const seen = new Set(queue);
let followed = 0;
for (const p of START) if (!page(p)) problems.push({ from: '(start)', href: p, kind: 'home page', why: 'missing page' });
while (queue.length > 0) {
  const from = queue.shift();
  const info = page(from);
  if (!info) continue;
  for (const { href, kind } of info.links) {
    const target = internal(href, from);
    if (!target) continue;
    followed++;
    const t = page(target.path);
    if (!t) {
      problems.push({ from, href, kind, why: 'missing page' });
      continue;
    }
    if (target.hash && !HASH_IS_DATA.some((re) => re.test(target.path)) && !t.ids.has(decodeURIComponent(target.hash))) {
      problems.push({ from, href, kind, why: `no #${decodeURIComponent(target.hash)} on ${target.path}` });
    }
    if (!seen.has(target.path) && fileOf(target.path)?.endsWith('.html')) {
      seen.add(target.path);
      queue.push(target.path);
    }
  }
}

const targets = new Set(problems.map((p) => `${p.href} (${p.why})`));
if (!values.quiet || problems.length > 0) {
  for (const p of problems) console.error(`${p.from}: ${p.kind} ${p.href}: ${p.why}`);
}
console.log(`${seen.size} pages reached, ${followed} internal links followed; ${problems.length} broken links to ${targets.size} distinct targets.`);
process.exit(problems.length > 0 ? 1 : 0);
