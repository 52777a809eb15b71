/**
 * Gives every mined puzzle in puzzles/ (files `NNN-<type>-mNNN.yaml`) the title the miner gives
 * today (scripts/puzzles-mine-text.ts): one that says what is asked and that no other puzzle of
 * the pool has in any language. Hand-made titles stay; mined files are taken in number order, each
 * getting the plainest free variant. Only the `title:` line changes.
 *
 *   npx tsx scripts/puzzles-retitle.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Goal } from '../src/puzzles/puerto-rico/goals';
import { readPosition } from '../src/puzzles/puerto-rico/position';
import { LANGS, pickTitle, titleVariants } from './puzzles-mine-text';
import { toYaml } from './puzzles-yaml';

const dir = 'puzzles';
const MINED = /^\d+-[a-z]+-m\d+\.yaml$/;
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
const taken = new Set<string>();
for (const f of files.filter((f) => !MINED.test(f))) {
  const title = (parse(readFileSync(join(dir, f), 'utf8')) as { title?: Partial<Record<string, string>> }).title;
  for (const lang of LANGS) if (title?.[lang] !== undefined) taken.add(`${lang}:${title[lang]}`);
}
let changed = 0;
for (const f of files.filter((f) => MINED.test(f)).sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))) {
  const path = join(dir, f);
  const text = readFileSync(path, 'utf8');
  const file = parse(text) as { number: number; position: { names: string[] }; goal: Goal };
  const read = readPosition(file.position);
  if (!read.result.ok) throw new Error(`${f}: the position does not read (${JSON.stringify(read.result.error)})`);
  const title = pickTitle(titleVariants(read.result.value, file.goal, file.position.names, file.number), taken);
  const line = toYaml({ title }).trimEnd();
  const next = text.replace(/^title: .*$/m, line);
  if (next !== text) {
    writeFileSync(path, next);
    changed++;
  }
}
console.log(`Retitled ${changed} mined puzzle(s); ${taken.size / LANGS.length} titles in the pool, none repeated.`);
