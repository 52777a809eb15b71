/**
 * Runs a TypeScript script from an esbuild bundle, the way the site ships the engine:
 *
 *   node scripts/run-bundled.mjs scripts/bench-engine.ts [args...]
 *
 * Why: tsx turns every ES module into CommonJS, so each imported binding becomes a getter call;
 * in the engine's hot loops those getters took ~42% of the self time (issue #18), so scripts that
 * play many games (bench, tournament, soak, selfplay, puzzles:mine) measured and ran slower than
 * the Vite bundle the browser gets. A bundle has one scope and no getters between files.
 *
 * The bundle is written under .cache/scripts/ (packages stay external, so they resolve from the
 * repository's node_modules), imported, and removed on exit. Each file's `import.meta.url` is
 * replaced by that file's own URL, so paths built from it (fixtures, worker files) stay right.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const [script, ...rest] = process.argv.slice(2);
if (script === undefined) {
  console.error('usage: node scripts/run-bundled.mjs <script.ts> [args...]');
  process.exit(2);
}
const entry = resolve(script);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.cache', 'scripts');
const outfile = join(outDir, `${basename(entry).replace(/\.[cm]?[jt]s$/, '')}.${process.pid}.mjs`);

/** Each source file's import.meta.url becomes its own URL (a bundle would give the bundle's). */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const loader = /\.[cm]?tsx?$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : 'js';
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader };
    });
  },
};

mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  outfile,
  logLevel: 'warning',
  plugins: [ownUrl],
});
// esbuild's service process is not needed once the bundle is written.
await stop();
process.on('exit', () => rmSync(outfile, { force: true }));
process.setSourceMapsEnabled(true);
// The script sees the arguments it would under tsx: argv[1] is its own path.
process.argv = [process.argv[0], entry, ...rest];
process.env.EURO_TUTOR_BUNDLED = '1';
await import(pathToFileURL(outfile).href);
