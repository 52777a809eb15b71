/**
 * The words of a refused move: on Hungarian and Dutch pages the rule's sentence in the page's
 * language is the main reason, and the engine's English message (it names the numbers of the
 * position) follows as a detail; English pages show the engine's message alone, as before.
 * The sentences come from the page's words (src/i18n/words.ts), so the islands do not carry
 * every language's sentences in their JavaScript.
 */
import type { Lang } from '../../content/schemas';
import { tableWords } from '../../i18n/words';

/** The table of rule sentences (src/i18n/strings/rules-puerto-rico.ts); every page ships it, as rule links are named by them. */
export const RULE_WORDS_TABLE = 'rules-puerto-rico';

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

/** Rule sentences by rule id. */
export type RuleSentences = Readonly<Record<string, string>>;

/** The page's rule sentences in the language; null in English (the engine's message is shown) or where the page has none. */
export function pageRuleSentences(lang: Lang): RuleSentences | null {
  return lang === 'en' ? null : (tableWords(lang, RULE_WORDS_TABLE) ?? null);
}

/** What to show for a refused move: `refusalText('hu', error).main.text` is the Hungarian rule. */
export function refusalText(lang: Lang, error: { readonly rule: string; readonly message: string }, sentences: RuleSentences | null = pageRuleSentences(lang)): RefusalWords {
  const sentence = lang === 'en' ? undefined : sentences?.[error.rule];
  if (typeof sentence !== 'string') return { main: { text: error.message, lang: 'en' }, detail: null };
  return { main: { text: sentence, lang }, detail: { text: error.message, lang: 'en' } };
}

/**
 * The words a link to rule `id` is named by: the rule's own sentence in the page's language
 * ("A kind that fits several empty ships must go on the one where the most barrels fit."), not
 * its id. The id only where the page lacks the sentence (a page that forgot the table).
 */
export function ruleLinkWords(lang: Lang, id: string, sentences: RuleSentences | null = tableWords(lang, RULE_WORDS_TABLE) ?? null): LangText {
  const sentence = sentences?.[id];
  return typeof sentence === 'string' ? { text: sentence, lang } : { text: id, lang: 'en' };
}
