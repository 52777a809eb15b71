/**
 * What of the course is not yet in Hungarian or Dutch: English lessons without their translation,
 * and step words whose English field has no counterpart. Pure functions over file texts, so both the
 * Vitest check and `npm run i18n:missing` (run by tsx, outside Vite) read the same files the same
 * way. The build itself still falls back to English field by field (src/content/lesson-words.ts):
 * a gap shows in English rather than breaking a page, and these checks keep the gaps at zero.
 */
import { parse } from 'yaml';

export const TRANSLATED_LANGS = ['hu', 'nl'] as const;
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];

/** The frontmatter fields this check needs from a lesson file. */
export interface LessonHead {
  /** "en/puerto-rico/07-captain": language, game and file name. */
  id: string;
  source?: unknown;
  translates?: unknown;
}

/** The frontmatter of an MDX file (between the first two "---" lines), or {} where there is none. */
export function frontmatterOf(mdx: string): Record<string, unknown> {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(mdx);
  const data: unknown = m ? parse(m[1] ?? '') : {};
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * Every English course lesson that `lang` lacks, as its English id, and every lesson of `lang` that
 * claims to translate something other than the English lesson of its own game and file name.
 */
export function lessonGaps(lessons: readonly LessonHead[], lang: TranslatedLang): string[] {
  const gaps: string[] = [];
  for (const en of lessons.filter((l) => l.id.startsWith('en/') && l.source === undefined)) {
    const twin = lessons.find((l) => l.id === `${lang}/${en.id.slice(3)}`);
    if (!twin) gaps.push(`${en.id}: no ${lang} lesson ${lang}/${en.id.slice(3)}`);
    else if (twin.translates !== en.id) gaps.push(`${twin.id}: translates must be "${en.id}"`);
  }
  return gaps;
}

/** Every English field of a words file without its `lang` counterpart, as "file: lang.step.field". */
export function stepWordGaps(file: string, raw: string, lang: TranslatedLang): string[] {
  const data = parse(raw) as { en?: Record<string, unknown>[] } & Partial<Record<TranslatedLang, Record<string, unknown>[]>>;
  const own = data[lang] ?? [];
  const gaps: string[] = [];
  (data.en ?? []).forEach((entry, i) => {
    for (const field of Object.keys(entry)) {
      const value = own[i]?.[field];
      if (typeof value !== 'string' || value.trim() === '') gaps.push(`${file}: ${lang}.${i}.${field}`);
    }
  });
  return gaps;
}
