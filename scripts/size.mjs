// `npm run size`: the JavaScript each built page ships, raw and gzipped, following every import
// from the page's scripts and islands. Run after `astro build`. With --budget PATTERN=KB (repeatable)
// it exits non-zero when a page whose path contains PATTERN ships more gzipped kB than allowed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const DIST = 'dist';
if (!existsSync(DIST)) {
  console.error('No dist/ folder: run `npm run build` first.');
  process.exit(1);
}

const budgets = [];
for (const b of parseArgs({ options: { budget: { type: 'string', multiple: true } }, strict: true }).values.budget ?? []) {
  const [pattern, kb] = b.split('=');
  if (!pattern || !Number(kb)) {
    console.error('usage: --budget PATTERN=KB');
    process.exit(2);
  }
  budgets.push({ pattern, bytes: Number(kb) * 1000 });
}

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* htmlFiles(p);
    else if (name.endsWith('.html')) yield p;
  }
}

const importRe = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g;
const graphCache = new Map();
function reachable(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  let deps = graphCache.get(file);
  if (!deps) {
    const code = readFileSync(file, 'utf8');
    deps = [...code.matchAll(importRe)].map((m) => (m[1].startsWith('/') ? join(DIST, m[1]) : resolve(dirname(file), m[1])));
    graphCache.set(file, deps);
  }
  for (const d of deps) reachable(d, seen);
  return seen;
}

const rows = [];
for (const html of htmlFiles(DIST)) {
  const text = readFileSync(html, 'utf8');
  const entries = new Set();
  for (const m of text.matchAll(/(?:src|component-url|renderer-url|href)="(\/_astro\/[^"]+\.js)"/g)) entries.add(join(DIST, m[1]));
  const files = new Set();
  for (const e of entries) for (const f of reachable(resolve(e))) files.add(f);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(f);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  // Inline scripts count, except data blocks (type="application/json"): they are not JavaScript.
  for (const m of text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)) {
    const buf = Buffer.from(m[1]);
    raw += buf.length;
    gz += buf.length ? gzipSync(buf, { level: 9 }).length : 0;
  }
  const page = '/' + relative(DIST, html).replace(/index\.html$/, '');
  rows.push({ page, files: files.size, raw, gz });
}

rows.sort((a, b) => b.gz - a.gz || a.page.localeCompare(b.page));
const kb = (n) => (n / 1000).toFixed(1).padStart(7) + ' kB';
console.log('page'.padEnd(60) + 'files' + '      raw'.padStart(12) + '     gzip'.padStart(12));
for (const r of rows) console.log(r.page.padEnd(60) + String(r.files).padStart(5) + kb(r.raw).padStart(12) + kb(r.gz).padStart(12));
const gzs = rows.map((r) => r.gz).sort((a, b) => a - b);
const median = gzs.length ? gzs[Math.floor((gzs.length - 1) / 2)] : 0;
console.log(`\n${rows.length} pages; gzip median ${kb(median).trim()}, max ${kb(gzs.at(-1) ?? 0).trim()}`);

let over = 0;
for (const b of budgets) {
  for (const r of rows.filter((r) => r.page.includes(b.pattern))) {
    if (r.gz > b.bytes) {
      over++;
      console.error(`over budget: ${r.page} ships ${kb(r.gz).trim()} gzip, budget ${kb(b.bytes).trim()}`);
    }
  }
}
process.exit(over ? 1 : 0);
