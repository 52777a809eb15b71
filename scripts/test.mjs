// `npm test`: install what is missing, then type checks, unit tests, the production build and
// the browser tests, and a summary line. Each step runs even if an earlier check failed, except
// the browser tests, which need the build.
//
// On two cores (CI's machine) Vitest runs one worker (cores - 1), so it runs beside the other
// steps instead of before them: the type check, lint, layer rules, content checks and the build
// use the other core, and the browser tests start as soon as the build is there (issue #24.7).
// Vitest's own output is kept in test-results/vitest.log and printed when it ends.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePackages, run } from './setup-env.mjs';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
ensurePackages();
ensureChromium();

const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Failed and flaky tests, named again under the summary: CI keeps only the tail of the output. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
const t0 = Date.now();
const at = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

/** CPU seconds of this process's finished children (Linux): what the steps cost, whatever the load. */
function childCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Busy and total jiffies of the whole machine (Linux): how much of the cores a step kept busy,
 * which says whether more parallel work could help. The children's CPU above misses processes
 * that outlive their parent (Chromium's renderers), so it alone cannot say.
 */
function machineJiffies() {
  try {
    const [, ...n] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - n[3] - n[4], total };
  } catch {
    return undefined;
  }
}
const busyShare = (from) => {
  const to = machineJiffies();
  return from && to && to.total > from.total ? (to.busy - from.busy) / (to.total - from.total) : undefined;
};

const step = (name, cmd, args) => {
  console.log(`\n━━ ${name} ━━ (at ${at()})`);
  const started = Date.now();
  const cpu = childCpu();
  const jiffies = machineJiffies();
  const code = run(cmd, args);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, cpu: childCpu() - cpu, busy: busyShare(jiffies) });
  return code === 0;
};

/**
 * Starts a step in the background, its output straight into the file `log` (the steps beside it
 * block this process, so nothing here could drain a pipe); resolves with the step's result.
 */
function background(name, cmd, args, log) {
  console.log(`\n━━ ${name} ━━ (started at ${at()}, beside the steps below; output in ${log})`);
  const started = Date.now();
  const fd = openSync(log, 'w');
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd] });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(fd);
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, note: 'beside the others' });
    });
  });
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`FAIL  ${file.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
  const files = (r.testResults ?? []).map((t) => [t.name.replace(`${process.cwd()}/`, ''), (t.endTime - t.startTime) / 1000]);
  slowest('Vitest files', files);
}
function addPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed += s.unexpected ?? 0;
  counts.skipped += s.skipped ?? 0;
  // Test time per spec file (summed over the workers), to see where the browser minutes go.
  const byFile = new Map();
  const walk = (suite, file) => {
    const f = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) byFile.set(f, (byFile.get(f) ?? 0) + r.duration / 1000);
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = t.results.find((r) => r.error)?.error?.message;
          failures.push(`${t.status === 'flaky' ? 'FLAKY' : 'FAIL '}  ${f}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, f);
  };
  for (const suite of report.suites ?? []) walk(suite, undefined);
  slowest('Playwright spec files (test time, all workers)', [...byFile]);
}
function slowest(title, rows) {
  if (rows.length === 0) return;
  rows.sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((n, r) => n + r[1], 0);
  console.log(`\n━━ Slowest ${title}: ${total.toFixed(0)} s in ${rows.length} ━━`);
  for (const [name, seconds] of rows.slice(0, 8)) console.log(`${seconds.toFixed(1).padStart(8)} s  ${name}`);
}

// Lint and format together; `npx biome format --write .` mends the format.
const FORMAT_CHECK = true;

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const cpuAtStart = childCpu();
const unit = background('Unit tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'], 'test-results/vitest.log');
step('Type check (astro check)', 'npx', ['astro', 'check']);
step(FORMAT_CHECK ? 'Lint and format (Biome)' : 'Lint (Biome)', 'npx', ['biome', FORMAT_CHECK ? 'check' : 'lint', '--error-on-warnings', '.']);
// Imports go one way between the layers (ARCHITECTURE.md); the known violations are listed, with
// their owners, in .dependency-cruiser-known-violations.json and may only shrink.
step('Layer direction (dependency-cruiser)', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs', '--ignore-known', '--output-type', 'err']);
if (existsSync('scripts/puzzles-check.ts')) step('Puzzle proofs', 'npx', ['tsx', 'scripts/puzzles-check.ts']);
// Every rule taught by a lesson step, by doing or by refusal (issue #19.2); the rules not taught yet
// are listed in scripts/lessons-untaught.json, which may only shrink.
step('Lesson rule coverage (npm run lessons:coverage)', 'npx', ['tsx', 'scripts/lessons-coverage.ts']);
// Every word, lesson, step, puzzle and building text in Hungarian and Dutch (issue #20.7).
step('Translations complete (npm run i18n:missing)', 'npx', ['tsx', 'scripts/i18n-missing.ts']);
const built = step('Production build (astro build)', 'npx', ['astro', 'build']);
// Lesson pages are held to 65 kB of gzipped JavaScript each (issue #14.5), as building pages are.
// From 69.1 (Puerto Rico) and 68.0 (Endeavor): Endeavor steps resolved at build time, one phase
// machine per Puerto Rico lesson page, no @preact/signals in the bundle, pure compact tables and
// the validation kit's guards in a module of their own brought them to about 64.4 and 58.3.
// Session 18's merges put Puerto Rico lesson pages at 65.7-65.9 kB; the islands' files grouped as a
// lesson page loads them (integrations/island-chunks.mjs: 23 files to 14) brought them to 63.7 at most.
if (built) step('JavaScript budget (npm run size)', 'node', ['scripts/size.mjs', '--budget', '/learn/=65', '--budget', '/buildings/=65']);
// Every internal link from each home page, with the language switch and hreflang (issue #20.4).
if (built) step('Internal links and anchors (npm run links)', 'node', ['scripts/links.mjs']);
if (built) step('Browser tests (Playwright)', 'npx', ['playwright', 'test']);
else results.push({ name: 'Browser tests (Playwright)', ok: false, seconds: 0, note: 'not run: the build failed' });

const unitResult = await unit;
// Vitest is reaped last, so the children's CPU not counted by the steps is its own.
unitResult.cpu = childCpu() - cpuAtStart - results.reduce((n, r) => n + (r.cpu ?? 0), 0);
console.log(`\n━━ Unit tests (Vitest): output (ended at ${at()}) ━━`);
if (existsSync('test-results/vitest.log')) process.stdout.write(readFileSync('test-results/vitest.log'));
results.push(unitResult);
addVitest('test-results/vitest.json');
addPlaywright('test-results/playwright.json');

console.log('\n━━ Summary ━━');
for (const r of results) {
  const cpu = r.cpu === undefined || Number.isNaN(r.cpu) ? '' : `, ${r.cpu.toFixed(1)} s CPU`;
  const busy = r.busy === undefined ? '' : `, machine ${(r.busy * 100).toFixed(0)}% busy`;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}${r.note ? ` (${r.note})` : ''}  ${r.seconds.toFixed(1)} s${cpu}${busy}`);
}
const totalCpu = childCpu() - cpuAtStart;
console.log(`all steps: ${((Date.now() - t0) / 1000).toFixed(0)} s wall${Number.isNaN(totalCpu) ? '' : `, ${totalCpu.toFixed(0)} s CPU`}`);
if (failures.length > 0) {
  console.log('\n━━ Failed and flaky tests ━━');
  for (const f of failures.slice(0, 20)) console.log(f);
  if (failures.length > 20) console.log(`… and ${failures.length - 20} more (above)`);
}
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failedSteps > 0 ? 1 : 0);
