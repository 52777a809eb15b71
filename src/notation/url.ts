/**
 * Where a scenario opens: the page addresses that carry a link code in their hash, and the
 * reading of a hash. The code is data, never markup: pages show it as text or put it in an href.
 */
import type { Lang } from '../i18n/lang';

/** Pages that open a scenario from their hash. */
export type ScenarioPage = 'position' | 'play' | 'editor' | 'play/endeavor' | 'play/review';

/** The site-relative address of a page opening this code, e.g. '/en/position/#AQ...'. */
export function scenarioPath(lang: Lang, page: ScenarioPage, code: string): string {
  return `/${lang}/${page}/#${code}`;
}

/**
 * The review page of a replay code; `query` is the review's budget and seats ('' or '?…', made
 * by src/bots/puerto-rico/review-link.ts reviewQuery), e.g. '/en/play/review/?reviewed=1#AQ...'.
 */
export function reviewPath(lang: Lang, code: string, query = ''): string {
  return `/${lang}/play/review/${query}#${code}`;
}

/** The full address, for copying: `origin` is e.g. 'https://eurotutor.example.org'. */
export function scenarioUrl(origin: string, lang: Lang, page: ScenarioPage, code: string): string {
  return `${origin.replace(/\/+$/, '')}${scenarioPath(lang, page, code)}`;
}

/** The code in a location hash ('#AQ...' gives 'AQ...'; an empty hash gives ''). */
export function codeFromHash(hash: string): string {
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

/**
 * Where a link of the other game opens, for a decoder's `unknown-game` refusal (a Puerto Rico
 * link goes to the position page, an Endeavor link to its table), or null when the refusal is
 * anything else. Pages send people there instead of saying "a game this site cannot show".
 */
export function pageOfOtherGame(error: { readonly code: string; readonly game?: string }): ScenarioPage | null {
  if (error.code !== 'notation/unknown-game') return null;
  if (error.game === 'endeavor') return 'play/endeavor';
  if (error.game === 'puerto-rico') return 'position';
  return null;
}
