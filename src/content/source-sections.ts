/**
 * The seed rule texts (content/sources/*.txt) as the site renders them: one MDX lesson per section of
 * the text, word for word, under content/lessons/hu/** and content/lessons/nl/**.
 *
 * This module reads those lessons straight from disk (no astro:content), so Vitest, scripts and pages
 * can list the sections — e.g. to link a rule to the section of the text it comes from — and so the
 * word-for-word test can turn each lesson back into plain text.
 */
import { readFileSync, readdirSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { lessonSchema, SEED_FILES, type GameId, type Lang } from './schemas';
import { islandTag } from './source-islands';

export type SeedFile = (typeof SEED_FILES)[number];

export const LESSONS_DIR = 'content/lessons';
export const SOURCES_DIR = 'content/sources';

/** One section of a seed text, i.e. one source-text lesson. */
export interface SourceSection {
  /** The content-collection id, e.g. "hu/puerto-rico/11-kapitany" (path without ".mdx", lowercased). */
  id: string;
  /** The section id (source.section), e.g. "kapitany" — equals the file's slug without its number. */
  section: string;
  seed: SeedFile;
  order: number;
  title: string;
  summary: string;
  game: GameId;
  lang: Lang;
  /** Path of the .mdx file relative to the project root, with forward slashes. */
  file: string;
  /** The MDX body, without the frontmatter. */
  body: string;
}

/** Splits "---\nyaml\n---\nbody" into the parsed frontmatter and the body. */
export function splitFrontmatter(text: string): { data: unknown; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return { data: {}, body: text };
  return { data: parseYaml(m[1] ?? ''), body: text.slice(m[0].length) };
}

function listMdx(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? listMdx(join(dir, e.name)) : e.name.endsWith('.mdx') ? [join(dir, e.name)] : [])).sort();
}

/**
 * All source-text lessons (those with `source: { seed, section }`), or only those of one seed,
 * sorted by order. Frontmatter is checked with lessonSchema; an invalid file throws.
 */
export function loadSourceSections(seed?: SeedFile, options: { root?: string } = {}): SourceSection[] {
  const root = options.root ?? process.cwd();
  const base = join(root, LESSONS_DIR);
  const out: SourceSection[] = [];
  for (const path of listMdx(base)) {
    const { data, body } = splitFrontmatter(readFileSync(path, 'utf8'));
    const rel = relative(base, path).split(sep).join('/');
    // English teaching lessons (no source, lang "en") are not ours to check here.
    const raw = (data ?? {}) as { source?: unknown; lang?: unknown };
    if (raw.source === undefined && raw.lang === 'en') continue;
    const parsed = lessonSchema.safeParse(data);
    if (!parsed.success) throw new Error(`${LESSONS_DIR}/${rel}: invalid frontmatter: ${parsed.error.message}`);
    const lesson = parsed.data;
    if (!lesson.source) continue;
    if (seed && lesson.source.seed !== seed) continue;
    out.push({
      id: rel.replace(/\.mdx$/, '').toLowerCase(),
      section: lesson.source.section,
      seed: lesson.source.seed,
      order: lesson.order,
      title: lesson.title,
      summary: lesson.summary,
      game: lesson.game,
      lang: lesson.lang,
      file: `${LESSONS_DIR}/${rel}`,
      body,
    });
  }
  return out.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** The section's slug: the file name without its "NN-" number and ".mdx". */
export function slugOf(section: Pick<SourceSection, 'id'>): string {
  return (section.id.split('/').pop() ?? '').replace(/^\d+-/, '');
}

export function readSeedText(seed: SeedFile, options: { root?: string } = {}): string {
  return readFileSync(join(options.root ?? process.cwd(), SOURCES_DIR, seed), 'utf8');
}

/** Collapses every run of whitespace (including no-break spaces and newlines) to one space. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of a lesson body with the MDX markup the lessons use taken out: heading marks, list
 * markers (written back as the text's own "•" bullets), string expressions such as {'"'} (used so
 * that smartypants leaves straight quotes alone), backslash escapes and character references.
 * Island tags are taken out whole. Line structure is kept; compare after normalizeWhitespace.
 */
export function mdxToText(body: string): string {
  // Island tags (./source-islands.ts) are lines of their own that hold no text of the source.
  const lines = body
    .split('\n')
    .filter((line) => islandTag(line) === null)
    .map((line) => line.replace(/^(\s*)#{1,6}\s+/, '$1').replace(/^(\s*)[-*+]\s+/, '$1• '));
  return decodeEntities(
    lines
      .join('\n')
      .replace(/(?<!\\)\{'([^'{}\\]*)'\}/g, '$1')
      .replace(/\\([!-/:-@[-`{-~])/g, '$1'),
  );
}

export type Comparison = { equal: true } | { equal: false; index: number; expected: string; actual: string; message: string };

/** Compares two (already normalized) texts; on a difference, says where, with some context. */
export function compareTexts(expected: string, actual: string, context = 60): Comparison {
  if (expected === actual) return { equal: true };
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  const from = Math.max(0, i - context);
  const e = expected.slice(from, i + context);
  const a = actual.slice(from, i + context);
  return {
    equal: false,
    index: i,
    expected: e,
    actual: a,
    message: `texts differ at character ${i} (expected length ${expected.length}, actual ${actual.length})\n  expected: …${e}…\n  actual:   …${a}…`,
  };
}

/** The lessons of one seed turned back into one whitespace-normalized text, in order. */
export function sectionsText(sections: readonly Pick<SourceSection, 'body'>[]): string {
  return normalizeWhitespace(sections.map((s) => mdxToText(s.body)).join('\n\n'));
}
