/**
 * The words of a refused move: on Hungarian and Dutch pages the rule's sentence in the page's
 * language is the main reason, and the engine's English message (it names the numbers of the
 * position) follows as a detail; English pages show the engine's message alone, as before.
 */
import type { Lang } from '../../content/schemas';
import type { RuleId } from '../../engine/puerto-rico/rules';
import { ruleText } from '../../i18n/strings/rules-puerto-rico';

/** A piece of text with the language it is written in, for its lang attribute. */
export interface LangText {
  readonly text: string;
  readonly lang: Lang;
}

export interface RefusalWords {
  /** The reason shown first: the rule sentence (hu/nl) or the engine's message (en). */
  readonly main: LangText;
  /** The engine's English message after the translated rule; null on English pages. */
  readonly detail: LangText | null;
}

/** What to show for a refused move: `refusalText('hu', error).main.text` is the Hungarian rule. */
export function refusalText(lang: Lang, error: { readonly rule: RuleId; readonly message: string }): RefusalWords {
  if (lang === 'en') return { main: { text: error.message, lang: 'en' }, detail: null };
  return { main: { text: ruleText(lang, error.rule), lang }, detail: { text: error.message, lang: 'en' } };
}
