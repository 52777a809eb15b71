/**
 * A refused move in words, with a link to its rule named by the rule's own sentence, never by
 * its id: "Not allowed: <the engine's message>. The rule: <a>A kind that fits several empty
 * ships must go…</a>". On Hungarian and Dutch pages the rule's sentence is already the reason,
 * so the reason itself is the link, and the engine's English message follows as a detail.
 */
import { fill } from '../../i18n/define';
import type { Lang } from '../../content/schemas';
import { refusalText, ruleLinkWords } from './refusal-words';

export interface RefusalWithRuleProps {
  lang: Lang;
  error: { readonly rule: string; readonly message: string };
  href: string;
  /** 'Not allowed: {message}'. */
  lead: string;
  /** 'The rule:', before the link where the reason is the engine's message. */
  ruleLead: string;
}

export function RefusalWithRule({ lang, error, href, lead, ruleLead }: RefusalWithRuleProps) {
  const { main, detail } = refusalText(lang, error);
  const rule = ruleLinkWords(lang, error.rule);
  if (detail !== null && main.text === rule.text) {
    const [before, after = ''] = lead.split('{message}');
    return (
      <>
        {before}
        <a href={href} lang={rule.lang === lang ? undefined : rule.lang}>
          {rule.text}
        </a>
        {after}{' '}
        <span class="muted refusal-detail" lang={detail.lang}>
          ({detail.text})
        </span>
      </>
    );
  }
  return (
    <>
      {fill(lead, { message: main.text }, lang)} {ruleLead}{' '}
      <a href={href} lang={rule.lang === lang ? undefined : rule.lang}>
        {rule.text}
      </a>
    </>
  );
}
