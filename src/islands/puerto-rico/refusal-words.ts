/**
 * The words of a refused move: on Hungarian and Dutch pages the rule's sentence in the page's
 * language is the main reason, and the engine's English message (it names the numbers of the
 * position) follows as a detail; English pages show the engine's message alone, as before.
 * The sentences come from the page itself (a JSON block written by src/components/RuleWords.astro),
 * so the islands do not carry every language's sentences in their JavaScript.
 */
import type { Lang } from '../../content/schemas';

/** The id of the page's JSON block of rule sentences. */
export const RULE_WORDS_ID = 'pr-rule-words';

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

let cached: RuleSentences | null | undefined;

/** The page's rule sentences, read once; null where the page has none (English pages, tests, a damaged block). */
export function pageRuleSentences(): RuleSentences | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(RULE_WORDS_ID)?.textContent ?? null;
    const data: unknown = text ? JSON.parse(text) : null;
    if (data && typeof data === 'object' && !Array.isArray(data)) cached = data as RuleSentences;
  } catch {
    // A damaged block: the engine's English message is shown instead.
  }
  return cached;
}

/** What to show for a refused move: `refusalText('hu', error).main.text` is the Hungarian rule. */
export function refusalText(lang: Lang, error: { readonly rule: string; readonly message: string }, sentences: RuleSentences | null = pageRuleSentences()): RefusalWords {
  const sentence = lang === 'en' ? undefined : sentences?.[error.rule];
  if (typeof sentence !== 'string') return { main: { text: error.message, lang: 'en' }, detail: null };
  return { main: { text: sentence, lang }, detail: { text: error.message, lang: 'en' } };
}
