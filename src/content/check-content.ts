/**
 * Checks every content file's data (lesson frontmatter, puzzle files) with the collections' own
 * schemas before Astro reads them, so a bad file fails the build with one line per problem
 * (file, field, reason) rather than the schema dump. Server and build code only (node:fs).
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import { contentProblems } from './content-errors';
import { lessonSchema, puzzleSchema } from './schemas';

/** Every file under `dir` whose name matches `pattern`, depth first, sorted. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  let out: string[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out = out.concat(filesUnder(p, pattern));
    else if (pattern.test(e.name)) out.push(p);
  }
  return out;
}

/** The YAML between an MDX file's opening `---` lines, or null when it has none. */
export function frontmatterOf(text: string): string | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  return m ? m[1]! : null;
}

/** The problems of one file's data (already read as text), one line each. */
export function problemsOf(file: string, yamlText: string | null, schema: z.ZodTypeAny): string[] {
  if (yamlText === null) return [`${file}: (the file): no frontmatter (a block between --- lines at the top)`];
  let data: unknown;
  try {
    data = parse(yamlText);
  } catch (e) {
    const first = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    return [`${file}: (the file): not valid YAML: ${first}`];
  }
  const r = schema.safeParse(data);
  return r.success ? [] : contentProblems(file, r.error.issues, schema, data);
}

/** Every problem in the project's lessons and puzzles under `root`, as `file: field: reason` lines. */
export function checkContent(root: string): string[] {
  const rel = (p: string) => relative(root, p);
  const lessons = filesUnder(join(root, 'content', 'lessons'), /\.mdx$/).flatMap((f) => problemsOf(rel(f), frontmatterOf(readFileSync(f, 'utf8')), lessonSchema));
  const puzzles = filesUnder(join(root, 'puzzles'), /\.ya?ml$/).flatMap((f) => problemsOf(rel(f), readFileSync(f, 'utf8'), puzzleSchema));
  return [...lessons, ...puzzles];
}
