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

/** English lessons that name this source-text lesson among their sources. */
export function teachersOf(source: Lesson, all: Lesson[]): Lesson[] {
  return all.filter((l) => l.data.sources.includes(source.id)).sort(byOrder);
}

export function inLang(all: Lesson[], lang: Lang): Lesson[] {
  return all.filter((l) => l.data.lang === lang);
}
