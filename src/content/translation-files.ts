/**
 * Reads the course's lesson and step-word files from disk for the translation checks
 * (translation-gaps.ts): Node only, for Vitest and `npm run i18n:missing`, never for a page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { frontmatterOf, type LessonHead } from './translation-gaps';

function walk(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), ending) : e.name.endsWith(ending) ? [join(dir, e.name)] : []));
}

/** Every lesson under content/lessons/, with the frontmatter fields the checks need. */
export function lessonHeads(root = process.cwd()): LessonHead[] {
  const base = join(root, 'content/lessons');
  return walk(base, '.mdx').map((path) => {
    const data = frontmatterOf(readFileSync(path, 'utf8'));
    return {
      id: relative(base, path)
        .split(sep)
        .join('/')
        .replace(/\.mdx$/, ''),
      source: data.source,
      translates: data.translates,
    };
  });
}

/** Every step words file, by its path from the project root, with its text. */
export function stepWordFiles(root = process.cwd()): Record<string, string> {
  const base = join(root, 'src/content/lesson-steps');
  return Object.fromEntries(walk(base, '.words.yaml').map((path) => [relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')]));
}
