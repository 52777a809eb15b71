/**
 * How the search box's words and a building's name are compared for the "best match": case, soft
 * hyphens and runs of spaces do not count. The search dialog's inline script does the same to
 * what is typed (it cannot import this: it is written small by hand, on every page).
 */
export const searchKey = (words: string): string => words.replaceAll('\u00ad', '').trim().toLowerCase().replace(/\s+/g, ' ');
