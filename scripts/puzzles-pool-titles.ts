/**
 * The titles the puzzle pool has taken, as `lang:text`: each file's own title, and for a mined
 * Puerto Rico puzzle every title its position could have (titleVariants), since each of them is
 * true of it. A new title outside this set tells its puzzle apart by a fact (issue #21).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Goal } from '../src/puzzles/puerto-rico/goals';
import { readPosition } from '../src/puzzles/puerto-rico/position';
import { LANGS, type Localized, takeTitles, titleVariants } from './puzzles-mine-text';

/** A mined Puerto Rico puzzle's file name: `NNN-<type>-mNNN.yaml`. */
export const MINED = /^\d+-[a-z]+-m\d+\.yaml$/;

/** The titles a mined Puerto Rico puzzle file's position could have, plainest first. */
export function minedTitleVariants(name: string, text: string): Localized[] {
  const file = parse(text) as { position: { names: string[] }; goal: Goal };
  const read = readPosition(file.position);
  if (!read.result.ok) throw new Error(`${name}: the position does not read (${JSON.stringify(read.result.error)})`);
  return titleVariants(read.result.value, file.goal, file.position.names);
}

/** The titles taken by the files of `dirs` that `keep` accepts (file name and folder). */
export function poolTitles(dirs: Iterable<string>, keep: (file: string, dir: string) => boolean = () => true): Set<string> {
  const taken = new Set<string>();
  for (const dir of dirs)
    for (const f of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml') && keep(f, dir)) : []) {
      const text = readFileSync(join(dir, f), 'utf8');
      const title = (parse(text) as { title?: Partial<Record<string, string>> }).title;
      for (const lang of LANGS) if (title?.[lang] !== undefined) taken.add(`${lang}:${title[lang]}`);
      if (MINED.test(f)) takeTitles(minedTitleVariants(f, text), taken);
    }
  return taken;
}
