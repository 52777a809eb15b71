/**
 * Proves every puzzle in puzzles/ with the engine (npm run puzzles:check; npm test runs it):
 * the file fits the schema, the position is legal, the answer is legal and best on the goal,
 * and every equally good line is listed. The first failure of each file is printed with the
 * file, the step and the reason; any failure exits non-zero.
 *
 * The proofs run on worker threads, one per core (at most PUZZLE_WORKERS, default 2): hundreds of
 * mined puzzles must be proven inside npm test. The report is printed in file order whatever
 * finishes first, with the wall time.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parse } from 'yaml';
import { contentProblems } from '../src/content/content-errors';
import { puzzleSchema } from '../src/content/schemas';
import { checkPuzzle } from '../src/puzzles/puerto-rico/check';
import { checkEndeavorPuzzle } from '../src/puzzles/endeavor/check';

const dir = join(process.cwd(), 'puzzles');

/** What one file's proof says: lines for stdout and stderr, and whether it failed. */
interface FileResult {
  readonly file: string;
  readonly ok: boolean;
  readonly endeavor: boolean;
  readonly out: string[];
  readonly err: string[];
  /** id and number for the duplicate check (schema-valid files only). */
  readonly id?: string;
  readonly number?: number;
}

/** Proves one file. */
function proveFile(file: string): FileResult {
  const t = performance.now();
  const out: string[] = [];
  const err: string[] = [];
  let raw: unknown;
  try {
    raw = parse(readFileSync(join(dir, file), 'utf8'));
  } catch (e) {
    return { file, ok: false, endeavor: false, out, err: [`✗ ${file}: step yaml: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const parsed = puzzleSchema.safeParse(raw);
  if (!parsed.success) {
    for (const line of contentProblems(file, parsed.error.issues, puzzleSchema, raw)) err.push(`✗ ${line} [step schema]`);
    return { file, ok: false, endeavor: false, out, err };
  }
  const p = parsed.data;
  const base = { file, id: p.id, number: p.number, endeavor: p.game === 'endeavor' };
  if (p.game === 'endeavor') {
    const r = checkEndeavorPuzzle(p);
    const ms = Math.round(performance.now() - t);
    if (!r.ok) return { ...base, ok: false, out, err: [`✗ ${file}: step ${r.error.step}: ${r.error.reason}`] };
    const v = r.value;
    out.push(`✓ ${file}: best ${v.value}${v.runnerUp === null ? '' : `, next ${v.runnerUp}`}, ${v.options} options, ${v.outcomes} best first move(s), ${v.searched} positions, ${ms} ms`);
    for (const trap of v.traps) out.push(`    trap ${trap}`);
    return { ...base, ok: true, out, err };
  }
  const r = checkPuzzle(p);
  const ms = Math.round(performance.now() - t);
  if (!r.ok) return { ...base, ok: false, out, err: [`✗ ${file}: step ${r.error.step}: ${r.error.reason}`] };
  const v = r.value;
  out.push(`✓ ${file}: best ${v.value}${v.runnerUp === null ? '' : `, next ${v.runnerUp}`}, ${v.options} options, ${v.lines} best line(s), ${v.searched} positions, ${ms} ms`);
  return { ...base, ok: true, out, err };
}

if (!isMainThread) {
  const { files } = workerData as { files: string[] };
  for (const f of files) parentPort!.postMessage(proveFile(f));
} else {
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  const t0 = performance.now();
  const threads = Math.max(1, Math.min(Number(process.env.PUZZLE_WORKERS ?? 2), availableParallelism(), files.length));
  // Files dealt round-robin: the slow ones (Endeavor) sit together in the sorted list.
  const slices = Array.from({ length: threads }, (_, w) => files.filter((_, i) => i % threads === w));
  const results = new Map<string, FileResult>();
  await Promise.all(
    slices.map(
      (slice) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./puzzles-check-worker.mjs', import.meta.url), { workerData: { files: slice } });
          worker.on('message', (r: FileResult) => results.set(r.file, r));
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a proof worker stopped with code ${code}`))));
        }),
    ),
  );
  let failures = 0;
  let endeavorProven = 0;
  const ids = new Map<string, string>();
  const numbers = new Map<number, string>();
  for (const file of files) {
    const r = results.get(file);
    if (!r) {
      failures++;
      console.error(`✗ ${file}: no result from the proof worker`);
      continue;
    }
    if (r.id !== undefined && r.number !== undefined) {
      const dupe = ids.get(r.id) ?? numbers.get(r.number);
      if (dupe) {
        failures++;
        console.error(`✗ ${file}: step schema: id ${r.id} or number ${r.number} is also used by ${dupe}`);
        continue;
      }
      ids.set(r.id, file);
      numbers.set(r.number, file);
    }
    for (const line of r.out) console.log(line);
    for (const line of r.err) console.error(line);
    if (!r.ok) failures++;
    else if (r.endeavor) endeavorProven++;
  }
  const total = ((performance.now() - t0) / 1000).toFixed(1);
  if (failures > 0) {
    console.error(`\n${failures} of ${files.length} puzzle(s) failed (${total} s, ${threads} worker thread(s)).`);
    process.exit(1);
  }
  console.log(`\nAll ${files.length} puzzles proven by the engine in ${total} s on ${threads} worker thread(s) (${files.length - endeavorProven} Puerto Rico, ${endeavorProven} Endeavor).`);
}
