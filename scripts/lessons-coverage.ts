/**
 * Which rules the lessons teach (issue #19.2): every lesson plan of both games is replayed through
 * the engine, and every practice drill; a rule is taught by doing when a step's solution applies it
 * (applyMoveWithRules), by refusal when a step offers a wrong move the engine refuses with it, by a
 * drill when a drill does either. Prints, per game, the rules taught each way, those not taught,
 * and the engine guards (RuleEntry.guard: no board can meet them, so they are listed apart and not
 * counted), then `rules taught: N/M` over the game rules.
 *
 * The rules not taught yet are listed in scripts/lessons-untaught.json, a list that may only
 * shrink: the command fails when a rule outside it is not taught (coverage dropped) and when a
 * listed rule is taught now (run with --update to take it off).
 *
 *   npm run lessons:coverage [-- --update]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { placeName, rulesTaught, type StepPlace, type Taught } from '../src/content/rules-taught';

const LIST = 'scripts/lessons-untaught.json';
const { update } = parseArgs({ options: { update: { type: 'boolean', default: false } } }).values;

const list = (m: Map<string, StepPlace[]>, id: string) => m.get(id)!.slice(0, 3).map(placeName).join(', ');

function report(name: string, t: Taught): string[] {
  const lessons = (id: string) => t.doing.has(id) || t.refusal.has(id);
  const untaught = t.ids.filter((id) => !lessons(id) && !t.drill.has(id));
  const refusedOnly = t.ids.filter((id) => t.refusal.has(id) && !t.doing.has(id));
  const drillOnly = t.ids.filter((id) => t.drill.has(id) && !lessons(id));
  console.log(`\n━━ ${name} ━━`);
  console.log(`taught by doing (${t.doing.size}):`);
  for (const id of t.ids) if (t.doing.has(id)) console.log(`  ${id}  ← ${list(t.doing, id)}`);
  console.log(`taught by refusal (${t.refusal.size}, ${refusedOnly.length} of them only so):`);
  for (const id of t.ids) if (t.refusal.has(id)) console.log(`  ${id}  ← ${list(t.refusal, id)}`);
  console.log(`taught by a drill (${t.drill.size}, ${drillOnly.length} of them only so):`);
  for (const id of t.ids) if (t.drill.has(id)) console.log(`  ${id}  ← ${list(t.drill, id)}`);
  console.log(`not taught (${untaught.length}):`);
  for (const id of untaught) console.log(`  ${id}`);
  // Counted apart, and shown: a guard no board can meet is no gap in the lessons, but it is not hidden either.
  console.log(`engine guards, not game rules (${t.guards.size}):`);
  for (const [id, why] of t.guards) console.log(`  ${id}  (${why})`);
  for (const p of t.problems) console.log(`  problem: ${p}`);
  console.log(`rules taught: ${t.ids.length - untaught.length}/${t.ids.length}`);
  return untaught;
}

type Known = Record<'puerto-rico' | 'endeavor', string[]>;

const taught = { 'puerto-rico': rulesTaught('puerto-rico'), endeavor: rulesTaught('endeavor') };
const untaught: Known = { 'puerto-rico': report('Puerto Rico', taught['puerto-rico']), endeavor: report('Endeavor', taught.endeavor) };
const known = JSON.parse(readFileSync(LIST, 'utf8')) as Known & { _comment?: string };
// A step that cannot be replayed teaches nothing: say so instead of counting its rules as untaught.
let failed = taught['puerto-rico'].problems.length + taught.endeavor.problems.length > 0;
if (failed) console.log('\nFAIL: some lesson steps could not be replayed (the problems above).');
const fresh: Known = { 'puerto-rico': [], endeavor: [] };
for (const game of ['puerto-rico', 'endeavor'] as const) {
  const dropped = untaught[game].filter((id) => !known[game].includes(id));
  const nowTaught = known[game].filter((id) => !untaught[game].includes(id));
  fresh[game] = known[game].filter((id) => untaught[game].includes(id));
  if (dropped.length > 0) {
    failed = true;
    console.log(`\nFAIL ${game}: no lesson step teaches ${dropped.join(', ')} any more (coverage dropped; ${LIST} may only shrink).`);
  }
  if (nowTaught.length > 0 && !update) {
    failed = true;
    console.log(`\nFAIL ${game}: now taught (or an engine guard), take off ${LIST}: ${nowTaught.join(', ')} (npm run lessons:coverage -- --update).`);
  }
}
if (update) {
  writeFileSync(LIST, `${JSON.stringify({ _comment: known._comment, ...fresh }, null, 2)}\n`);
  // In the project's own format, or the lint step of `npm test` fails on the shorter lists.
  spawnSync('npx', ['biome', 'format', '--write', LIST], { stdio: 'inherit' });
  console.log(`\n${LIST} updated (entries only removed).`);
}
process.exit(failed ? 1 : 0);
