/**
 * Which rules the lessons teach (issue #19.2): every lesson plan of both games is replayed through
 * the engine; a rule is taught by doing when a step's solution applies it (applyMoveWithRules), by
 * refusal when a step offers a wrong move the engine refuses with it. Prints, per game, the rules
 * taught each way and those not taught, then `rules taught: N/M`.
 *
 * The rules not taught yet are listed in scripts/lessons-untaught.json, a list that may only
 * shrink: the command fails when a rule outside it is not taught (coverage dropped) and when a
 * listed rule is taught now (run with --update to take it off).
 *
 *   npm run lessons:coverage [-- --update]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as endeavor from '../src/engine/endeavor/index';
import * as puertoRico from '../src/engine/puerto-rico/index';
import { ENDEAVOR_PLANS } from '../src/content/lesson-steps/endeavor/index';
import { LESSON_PLANS } from '../src/content/lesson-steps/puerto-rico/index';
import { meetsGoal, playedOut } from '../src/machines/lesson/endeavor';
import { stepStart } from '../src/machines/lesson/puerto-rico-positions';

const LIST = 'scripts/lessons-untaught.json';

interface Taught {
  readonly ids: readonly string[];
  readonly doing: Map<string, string[]>;
  readonly refusal: Map<string, string[]>;
  readonly problems: string[];
}

const add = (m: Map<string, string[]>, rule: string, where: string) => {
  const list = m.get(rule) ?? [];
  if (!list.includes(where)) list.push(where);
  m.set(rule, list);
};

function puertoRicoTaught(): Taught {
  const t: Taught = { ids: puertoRico.RULE_IDS, doing: new Map(), refusal: new Map(), problems: [] };
  for (const plan of LESSON_PLANS) {
    plan.steps.forEach((step, i) => {
      const where = `${plan.lesson.split('/').at(-1)} step ${i + 1}`;
      if (step.goal.kind === 'read') return;
      const start = stepStart(plan.steps, i);
      if (!start.ok || start.value === null) {
        t.problems.push(`${where}: no board`);
        return;
      }
      let s = start.value;
      for (const m of step.solution) {
        const r = puertoRico.applyMoveWithRules(s, m);
        if (!r.ok) {
          t.problems.push(`${where}: the solution is refused (${r.error.rule})`);
          return;
        }
        for (const rule of r.value.rules) add(t.doing, rule, where);
        s = r.value.state;
      }
      for (const { move } of step.refusals) {
        const r = puertoRico.applyMove(start.value, move);
        if (r.ok) t.problems.push(`${where}: a refusal is accepted`);
        else add(t.refusal, r.error.rule, where);
      }
    });
  }
  return t;
}

function endeavorTaught(): Taught {
  const t: Taught = { ids: endeavor.RULE_REGISTRY.ids, doing: new Map(), refusal: new Map(), problems: [] };
  for (const plan of ENDEAVOR_PLANS) {
    for (const step of plan.steps) {
      const where = `${step.id}`;
      const start = endeavor.setupDefaults(step.setup);
      if (!start.ok) {
        t.problems.push(`${where}: the board does not build`);
        continue;
      }
      if (step.refusal) {
        const r = endeavor.applyMove(start.value, step.refusal.move);
        if (r.ok) t.problems.push(`${where}: the refusal is accepted`);
        else add(t.refusal, r.error.rule, where);
      }
      // The same moves as the lesson-step test: the first legal move of the asked kind (for a
      // 'done' goal the first that is not a pass), until the step is complete.
      let s = start.value;
      let done = false;
      for (let n = 0; n < 20 && !done; n++) {
        const moves = endeavor.legalMoves(s);
        const move = step.goal.kind === 'move' ? moves.find((m) => meetsGoal(step.goal, m)) : (moves.find((m) => m.type !== 'pass') ?? moves[0]);
        if (move === undefined) break;
        const r = endeavor.applyMoveWithRules(s, move);
        if (!r.ok) break;
        for (const rule of r.value.rules) add(t.doing, rule, where);
        s = r.value.state;
        done = step.goal.kind === 'move' || playedOut(start.value, s);
      }
      if (!done) t.problems.push(`${where}: not completed by its moves`);
    }
  }
  return t;
}

function report(name: string, t: Taught): string[] {
  const untaught = t.ids.filter((id) => !t.doing.has(id) && !t.refusal.has(id));
  const refusedOnly = t.ids.filter((id) => t.refusal.has(id) && !t.doing.has(id));
  console.log(`\n━━ ${name} ━━`);
  console.log(`taught by doing (${t.doing.size}):`);
  for (const id of t.ids) if (t.doing.has(id)) console.log(`  ${id}  ← ${t.doing.get(id)!.slice(0, 3).join(', ')}`);
  console.log(`taught by refusal (${t.refusal.size}, ${refusedOnly.length} of them only so):`);
  for (const id of t.ids) if (t.refusal.has(id)) console.log(`  ${id}  ← ${t.refusal.get(id)!.slice(0, 3).join(', ')}`);
  console.log(`not taught (${untaught.length}):`);
  for (const id of untaught) console.log(`  ${id}`);
  for (const p of t.problems) console.log(`  problem: ${p}`);
  console.log(`rules taught: ${t.ids.length - untaught.length}/${t.ids.length}`);
  return untaught;
}

type Known = Record<'puerto-rico' | 'endeavor', string[]>;

const taught = { 'puerto-rico': puertoRicoTaught(), endeavor: endeavorTaught() };
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
  if (nowTaught.length > 0 && !process.argv.includes('--update')) {
    failed = true;
    console.log(`\nFAIL ${game}: now taught, take off ${LIST}: ${nowTaught.join(', ')} (npm run lessons:coverage -- --update).`);
  }
}
if (process.argv.includes('--update')) {
  writeFileSync(LIST, `${JSON.stringify({ _comment: known._comment, ...fresh }, null, 2)}\n`);
  console.log(`\n${LIST} updated (entries only removed).`);
}
process.exit(failed ? 1 : 0);
