/**
 * The same lesson in the other languages, for the language switch and hreflang. Its own module:
 * src/content/lessons.ts is imported by the lesson island, and the language list comes with the
 * content schemas, which the browser has no need of.
 */
import { LANGS, type Lang } from '../i18n/ui';
import { lessonSlug, lessonUrl, type Lesson } from './lessons';

/**
 * The same lesson in every other language, for the language switch and hreflang: a lesson with
 * the same game and file name in that language's folder, or null where there is none (English
 * lessons are not translated yet; the original texts exist in their own language only), so the
 * switch never leads to a missing page.
 */
export function counterparts(lesson: Pick<Lesson, 'id'>, all: readonly Pick<Lesson, 'id'>[]): Partial<Record<Lang, string | null>> {
  const slug = lessonSlug(lesson);
  const own = lesson.id.split('/')[0];
  const out: Partial<Record<Lang, string | null>> = {};
  for (const lang of LANGS) {
    if (lang === own) continue;
    const twin = all.find((l) => l.id === `${lang}/${slug}`);
    out[lang] = twin ? lessonUrl(twin) : null;
  }
  return out;
}
