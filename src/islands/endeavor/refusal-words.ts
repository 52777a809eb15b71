/** The words of a refused Endeavor move and the rule sentences, from the page's words (src/i18n/words.ts). */
import type { Lang } from '../../content/schemas';
import type { RuleId } from '../../engine/endeavor/rules';
import type { endeavorRefusalText as RefusalTable } from '../../i18n/strings/endeavor';
import type { endeavorRuleSentences as RuleTable } from '../../i18n/strings/rules-endeavor';
import { wordsOf } from '../../i18n/words';

const refusalText = wordsOf<typeof RefusalTable>('endeavor-refusals');
const ruleText = wordsOf<typeof RuleTable>('rules-endeavor');

/**
 * The words for a refusal: the engine's own sentence on English pages (it names the pieces),
 * the general sentence of its code elsewhere, and the engine's sentence for a code not listed.
 */
export function refusalWords(lang: Lang, error: { readonly code: string; readonly message: string }): string {
  if (lang === 'en' || !refusalText.has(lang, error.code)) return error.message;
  return refusalText(lang, error.code);
}

/** The sentence of rule `id` in `lang`. */
export function ruleSentence(lang: Lang, id: RuleId): string {
  return ruleText(lang, id);
}
