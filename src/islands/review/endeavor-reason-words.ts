/** The strong Endeavor bot's reasons in the reader's language (as play/reason-words.ts for Puerto Rico). */
import type { EndeavorReason, EndeavorReasonPart } from '../../bots/endeavor/explain';
import { fill } from '../../i18n/define';
import type { Lang } from '../../i18n/lang';
import type { endeavorReasonText as EndeavorReasonTable } from '../../i18n/strings/endeavor-reasons';
import { wordsOf } from '../../i18n/words';

const endeavorReasonText = wordsOf<typeof EndeavorReasonTable>('endeavor-reasons');

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function partWords(lang: Lang, part: EndeavorReasonPart): string {
  const say = (key: Parameters<typeof EndeavorReasonTable>[1], n: number | string) => fill(endeavorReasonText(lang, key), { n }, lang);
  switch (part.key) {
    case 'track':
      return say(`track.${part.track}`, signed(part.n));
    case 'lead':
      return part.n === 0 ? endeavorReasonText(lang, 'level') : say(part.n > 0 ? 'lead' : 'behind', Math.abs(part.n));
    default:
      return say(part.key, signed(part.n));
  }
}

/** The reason in words, e.g. "Looking 12 decisions ahead: glory +3, Industry +1, ends 2 glory ahead of the best other player." */
export function endeavorReasonWords(lang: Lang, reason: EndeavorReason, depth: number): string {
  const parts = reason.parts.map((p) => partWords(lang, p)).join(', ');
  return fill(endeavorReasonText(lang, 'lookahead'), { depth, parts }, lang);
}
