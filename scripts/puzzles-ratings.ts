/**
 * Prints every puzzle's build-time rating, label and measured features, easiest first
 * (npm run puzzles:ratings): the figures behind the calibration in src/puzzles/difficulty.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ratePuzzleFile } from '../src/content/puzzle-rating';
import { EASY_BELOW, HARD_FROM, tertiles } from '../src/puzzles/difficulty';
import { puzzleSchema } from '../src/content/schemas';

const dir = join(process.cwd(), 'puzzles');
const rows: { rating: number; line: string }[] = [];
const count = { 1: 0, 2: 0, 3: 0 };
for (const f of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))) {
  const p = puzzleSchema.parse(parse(readFileSync(join(dir, f), 'utf8')));
  const r = ratePuzzleFile(p);
  if (r === null) continue;
  count[r.level]++;
  const x = r.features;
  rows.push({
    rating: r.rating,
    line: `${r.rating}\t${['', 'easy', 'medium', 'hard'][r.level]}\t${p.id}\tdecisions ${x.decisions}, options ${x.options.join('/')}, margin ${x.margin.toFixed(2)}${x.greedyWrong ? ', greedy wrong' : ''}, rules ${x.rules}`,
  });
}
rows.sort((a, b) => a.rating - b.rating);
for (const r of rows) console.log(r.line);
console.log(`\n${rows.length} puzzles: ${count[1]} easy, ${count[2]} medium, ${count[3]} hard`);
const cut = tertiles(rows.map((r) => r.rating));
// The label thresholds in src/puzzles/difficulty.ts are these tertiles rounded to 50.
if (cut) console.log(`pool tertiles ${cut[0]} and ${cut[1]} (thresholds in use: easy below ${EASY_BELOW}, hard from ${HARD_FROM})`);
