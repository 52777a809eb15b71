/** Lesson lookups for pages: addresses, ordering, and the links between English lessons and source texts. */
import type { CollectionEntry } from 'astro:content';
import type { Lang } from '../i18n/ui';

export type Lesson = CollectionEntry<'lessons'>;

/** id "hu/puerto-rico/07-kapitany" → "/hu/learn/puerto-rico/07-kapitany/". */
export function lessonUrl(lesson: Pick<Lesson, 'id'>): string {
  const [lang, ...rest] = lesson.id.split('/');
  return `/${lang}/learn/${rest.join('/')}/`;
}

export function lessonSlug(lesson: Pick<Lesson, 'id'>): string {
  return lesson.id.split('/').slice(1).join('/');
}

export const byOrder = (a: Lesson, b: Lesson): number => a.data.order - b.data.order || a.id.localeCompare(b.id);

export function published(lessons: Lesson[]): Lesson[] {
  return lessons.filter((l) => !l.data.draft);
}

/**
 * The id of the course lesson this lesson is, in whatever language: its own id for an English
 * lesson, the English original's for a translation (lesson plans, step words and progress are kept
 * under that id, so a step done in one language counts in all). Undefined for a seed text.
 */
export function courseId(lesson: Pick<Lesson, 'id' | 'data'>): string | undefined {
  if (lesson.data.source) return undefined;
  return lesson.data.translates ?? lesson.id;
}

/** Whether a lesson belongs to the course (an English lesson or its translation), not to the rule texts. */
export function isCourse(lesson: Pick<Lesson, 'data'>): boolean {
  return !lesson.data.source;
}

/** The course lessons, in every language, that name this source-text lesson among their sources. */
export function teachersOf(source: Lesson, all: Lesson[]): Lesson[] {
  return all.filter((l) => l.data.sources.includes(source.id)).sort(byOrder);
}

export function inLang(all: Lesson[], lang: Lang): Lesson[] {
  return all.filter((l) => l.data.lang === lang);
}
