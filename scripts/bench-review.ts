/**
 * Review benchmark: the review page's budget on the fixed complete 4-player game (four heuristic
 * bots, seed 7; src/bots/puerto-rico/review-game.ts), every seat reviewed, as the page does by
 * default. Prints each run and the median seconds, with the machine's load (a shared machine
 * slows every figure). Target: at most 60 s in the browser (issue #22.5).
 *
 *   npm run bench:review [-- --runs 3 --playouts 120 --samples 4]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_REVIEW_BUDGET, reviewReplay } from '../src/bots/puerto-rico/review';
import { reviewGame } from '../src/bots/puerto-rico/review-game';

const { values: flags } = parseArgs({ options: { runs: { type: 'string' }, playouts: { type: 'string' }, samples: { type: 'string' } }, strict: true });
const runs = Number(flags.runs ?? 3);
const budget = { ...DEFAULT_REVIEW_BUDGET, playouts: Number(flags.playouts ?? DEFAULT_REVIEW_BUDGET.playouts), samples: Number(flags.samples ?? DEFAULT_REVIEW_BUDGET.samples) };
const game = reviewGame();
console.log(`game: 4 players, ${game.moves.length} moves; budget ${budget.playouts} playouts, ${budget.samples} samples, seed ${budget.seed}; load ${loadavg()[0]!.toFixed(2)}`);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const r = reviewReplay(game, budget, null);
  const s = (performance.now() - t0) / 1000;
  if (!r.ok) throw new Error(r.error.message);
  const marks: Record<string, number> = {};
  for (const d of r.value) marks[d.mark] = (marks[d.mark] ?? 0) + 1;
  times.push(s);
  console.log(`run ${i + 1}: ${r.value.length} decisions in ${s.toFixed(1)} s (${((s * 1000) / r.value.length).toFixed(0)} ms each) ${JSON.stringify(marks)}`);
}
times.sort((a, b) => a - b);
console.log(`median: ${times[Math.floor(times.length / 2)]!.toFixed(1)} s (load ${loadavg()[0]!.toFixed(2)})`);
