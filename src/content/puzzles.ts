/** Puzzle lookups for pages. */
import type { CollectionEntry } from 'astro:content';
import type { Lang } from '../i18n/ui';

export type Puzzle = CollectionEntry<'puzzles'>;

type Localized = { en: string; hu?: string | undefined; nl?: string | undefined };

/** The puzzle's words in `lang`, or English where the file has no translation. */
export function localize(text: Localized, lang: Lang): { text: string; lang: Lang } {
  const own = text[lang];
  return own ? { text: own, lang } : { text: text.en, lang: 'en' };
}

export const byNumber = (a: Puzzle, b: Puzzle): number => a.data.number - b.data.number;

export const puzzleUrl = (lang: Lang, puzzle: Puzzle): string => `/${lang}/puzzles/${puzzle.data.id}/`;
