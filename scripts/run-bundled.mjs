/**
 * Runs a TypeScript script from a bundle made the way the site ships the engine (Vite, that is
 * Rollup, in a server build):
 *
 *   node scripts/run-bundled.mjs scripts/bench-engine.ts [args...]
 *
 * Why a bundle: tsx turns every ES module into CommonJS, so each imported binding becomes a getter
 * call; in the engine's hot loops those getters took ~42% of the self time (issue #18), so scripts
 * that play many games (bench, tournament, soak, selfplay, puzzles:mine) measured and ran slower
 * than the bundle the browser gets. A bundle has one scope and no getters between files.
 *
 * Why Vite and not esbuild: esbuild turns a bundle's top-level `const` into `var`, and Node then
 * re-reads the compact layout's offset tables on every access; Rollup keeps `const`, as in the
 * site's build. The same engine read about 1.27 times faster this way (BENCHMARKS.md, "Speed
 * targets, seventh pass").
 *
 * The bundle is written under .cache/scripts/ (packages stay external, so they resolve from the
 * repository's node_modules), run by a fresh Node process, and removed when that ends. Each file's
 * `import.meta.url` is replaced by that file's own URL, so paths built from it (fixtures, worker
 * files) stay right.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

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
  enforce: 'pre',
  transform(code, id) {
    const path = id.split('?')[0];
    if (path.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(path) || !code.includes('import.meta.url')) return undefined;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), map: null };
  },
};

mkdirSync(outDir, { recursive: true });
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [ownUrl],
  build: {
    // A server build: Node's built-ins and the packages stay imports, resolved from node_modules.
    ssr: entry,
    outDir,
    emptyOutDir: false,
    minify: false,
    sourcemap: 'inline',
    target: 'node20',
    rollupOptions: {
      // The script sees the arguments it would under tsx: argv[1] is its own path, not the bundle's.
      output: { format: 'es', entryFileNames: basename(outfile), inlineDynamicImports: true, banner: `process.argv[1] = ${JSON.stringify(entry)};` },
    },
  },
});
// The bundle runs in a child process of its own, not in this one: Vite's build leaves its modules
// and caches on this process's heap, and every garbage collection of the script's games then walks
// them too (4p random games read 7-10% slower imported here than in a clean process; BENCHMARKS.md,
// "Speed targets, tenth pass"). Node's flags given to this process (--cpu-prof,
// --max-old-space-size) pass on to it.
const child = spawn(process.execPath, [...process.execArgv, '--enable-source-maps', outfile, ...rest], {
  stdio: 'inherit',
  env: { ...process.env, EURO_TUTOR_BUNDLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
const code = await new Promise((done) => child.on('exit', (c, signal) => done(c ?? (signal === null ? 1 : 128 + (osConstants.signals[signal] ?? 0)))));
rmSync(outfile, { force: true });
process.exit(code);
