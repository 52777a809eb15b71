/**
 * Proves every puzzle in puzzles/ with the engine (npm run puzzles:check; npm test runs it):
 * the file fits the schema, the position is legal, the answer is legal and best on the goal,
 * and every equally good line is listed. The first failure of each file is printed with the
 * file, the step and the reason; any failure exits non-zero.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contentProblems } from '../src/content/content-errors';
import { puzzleSchema } from '../src/content/schemas';
import { checkPuzzle } from '../src/puzzles/check';
import { checkEndeavorPuzzle } from '../src/puzzles/endeavor/check';

const dir = join(process.cwd(), 'puzzles');
const files = readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const t0 = performance.now();
let failures = 0;
let endeavorProven = 0;
const ids = new Map<string, string>();
const numbers = new Map<number, string>();

for (const file of files) {
  const t = performance.now();
  let raw: unknown;
  try {
    raw = parse(readFileSync(join(dir, file), 'utf8'));
  } catch (e) {
    failures++;
    console.error(`✗ ${file}: step yaml: ${e instanceof Error ? e.message : String(e)}`);
    continue;
  }
  const parsed = puzzleSchema.safeParse(raw);
  if (!parsed.success) {
    failures++;
    for (const line of contentProblems(file, parsed.error.issues, puzzleSchema, raw)) console.error(`✗ ${line} [step schema]`);
    continue;
  }
  const p = parsed.data;
  const dupe = ids.get(p.id) ?? numbers.get(p.number);
  if (dupe) {
    failures++;
    console.error(`✗ ${file}: step schema: id ${p.id} or number ${p.number} is also used by ${dupe}`);
    continue;
  }
  ids.set(p.id, file);
  numbers.set(p.number, file);
  if (p.game === 'endeavor') {
    const r = checkEndeavorPuzzle(p);
    const ms = Math.round(performance.now() - t);
    if (!r.ok) {
      failures++;
      console.error(`✗ ${file}: step ${r.error.step}: ${r.error.reason}`);
    } else {
      endeavorProven++;
      const v = r.value;
      console.log(`✓ ${file}: best ${v.value}${v.runnerUp === null ? '' : `, next ${v.runnerUp}`}, ${v.options} options, ${v.outcomes} best first move(s), ${v.searched} positions, ${ms} ms`);
      for (const trap of v.traps) console.log(`    trap ${trap}`);
    }
    continue;
  }
  const r = checkPuzzle(p);
  const ms = Math.round(performance.now() - t);
  if (!r.ok) {
    failures++;
    console.error(`✗ ${file}: step ${r.error.step}: ${r.error.reason}`);
  } else {
    const v = r.value;
    console.log(`✓ ${file}: best ${v.value}${v.runnerUp === null ? '' : `, next ${v.runnerUp}`}, ${v.options} options, ${v.lines} best line(s), ${v.searched} positions, ${ms} ms`);
  }
}
const total = ((performance.now() - t0) / 1000).toFixed(1);
if (failures > 0) {
  console.error(`\n${failures} of ${files.length} puzzle(s) failed (${total} s).`);
  process.exit(1);
}
console.log(`\nAll ${files.length} puzzles proven by the engine in ${total} s (${files.length - endeavorProven} Puerto Rico, ${endeavorProven} Endeavor).`);
