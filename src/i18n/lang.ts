/** The site's languages (the first is the fallback). Every layer may know them; they depend on nothing. */
export const LANGS = ['en', 'hu', 'nl'] as const;
export type Lang = (typeof LANGS)[number];
