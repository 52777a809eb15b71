/** Where a refusal's rule is explained: its entry in the Endeavor rules reference (src/pages/[lang]/rules/endeavor.astro). */
import type { Lang } from '../../content/schemas';

export const endeavorRuleHref = (lang: Lang, rule: string): string => `/${lang}/rules/endeavor/#${encodeURIComponent(rule).replace(/%2F/g, '/')}`;

/** The list of Endeavor values that are the project's own choice or unconfirmed (the Sources page). */
export const componentsHref = (lang: Lang): string => `/${lang}/sources/#endeavor-components`;
