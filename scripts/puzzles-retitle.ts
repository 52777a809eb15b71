/**
 * Gives every mined puzzle in puzzles/ (files `NNN-<type>-mNNN.yaml`) the title the miner gives
 * today (scripts/puzzles-mine-text.ts): one that says what is asked and that no other puzzle of
 * the pool has in any language, without the puzzle's number. Hand-made titles stay; mined files
 * are taken in number order, each getting the plainest variant that no earlier puzzle could also
 * have (pickTitle). Only the `title:` line changes.
 *
 *   npx tsx scripts/puzzles-retitle.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pickTitle } from './puzzles-mine-text';
import { MINED, minedTitleVariants, poolTitles } from './puzzles-pool-titles';
import { toYaml } from './puzzles-yaml';

const dir = 'puzzles';
const taken = poolTitles([dir], (f) => !MINED.test(f));
let changed = 0;
let mined = 0;
for (const f of readdirSync(dir)
  .filter((f) => MINED.test(f))
  .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))) {
  const path = join(dir, f);
  const text = readFileSync(path, 'utf8');
  const title = pickTitle(minedTitleVariants(f, text), taken);
  if (title === null) throw new Error(`${f}: every title it may have is taken; the pool already asks this position`);
  mined++;
  const next = text.replace(/^title: .*$/m, toYaml({ title }).trimEnd());
  if (next !== text) {
    writeFileSync(path, next);
    changed++;
  }
}
console.log(`Retitled ${changed} of ${mined} mined puzzle(s); no two titles alike, none with a number.`);
