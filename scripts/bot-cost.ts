/**
 * What one decision of the strong bot and of the heuristic bot costs, on the 40 fixture positions
 * of src/bots/puerto-rico/decision-fixture.ts (issue #18 point 4):
 *
 *   npm run bench:bot-cost                 # CPU ms per decision, median over the positions
 *   npm run bench:bot-cost -- --iterations 200 --rounds 2
 *   npm run bench:bot-cost -- --record     # writes the fixture of decision hashes anew
 *
 * The strong bot searches a fixed number of iterations (default 200, the Expert level), so the
 * figure does not depend on the load as much as a time budget would; CPU time of the process
 * (user + system) per decision. `--rounds` repeats the positions (the first round warms up and
 * is not counted when there is more than one).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FIXTURE_SEARCH, FIXTURE_SEARCH_FITTED, FIXTURE_SEARCH_PLAYOUT, decisionHashes, fixturePositions } from '../src/bots/puerto-rico/decision-fixture';
import { heuristicDecision, mctsDecision } from '../src/bots/puerto-rico/index';
import { median } from './tournament-stats';

const { values } = parseArgs({ options: { iterations: { type: 'string' }, rounds: { type: 'string' }, record: { type: 'boolean' } } });
const positions = fixturePositions();

if (values.record) {
  const hashes = positions.map((s, i) => decisionHashes(s, i));
  const path = new URL('../src/bots/puerto-rico/fixtures/decisions.json', import.meta.url);
  writeFileSync(
    path,
    `${JSON.stringify({ note: 'npm run bench:bot-cost -- --record; checked by decision-fixture.test.ts', search: FIXTURE_SEARCH, playout: FIXTURE_SEARCH_PLAYOUT, fitted: FIXTURE_SEARCH_FITTED, positions: hashes }, null, 1)}\n`,
  );
  process.stdout.write(`recorded ${hashes.length} positions\n`);
  process.exit(0);
}

const iterations = Number(values.iterations ?? 200);
const rounds = Number(values.rounds ?? 2);
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const strong: number[] = [];
const heuristic: number[] = [];
for (let r = 0; r < rounds; r++) {
  const counted = rounds === 1 || r > 0;
  positions.forEach((s, i) => {
    let t = cpuMs();
    mctsDecision(s, s.toAct, { ...FIXTURE_SEARCH, iterations, seed: i });
    if (counted) strong.push(cpuMs() - t);
    t = cpuMs();
    heuristicDecision(s, s.toAct, { seed: i });
    if (counted) heuristic.push(cpuMs() - t);
  });
}
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const line = (xs: number[]): string => `median ${median(xs).toFixed(2)}, mean ${(sum(xs) / xs.length).toFixed(2)}, highest ${Math.max(...xs).toFixed(1)}`;
process.stdout.write(`${positions.length} positions x ${rounds > 1 ? rounds - 1 : 1} counted round(s)\n`);
process.stdout.write(`strong, ${iterations} iterations, CPU ms per decision: ${line(strong)}\n`);
process.stdout.write(`heuristic, CPU ms per decision: ${line(heuristic)}\n`);
