/**
 * Where each Endeavor rule comes from, as a link: a rule cites its Dutch sentence word for word,
 * so the source-text lesson whose text holds that sentence is the section to link to. Rules from
 * the reference file (where the Dutch text is silent) have none.
 */
import { ruleGroup } from '~/engine/contract';
import { DUTCH_FILE, RULES, type Rule } from '~/engine/endeavor/rules';
import { mdxToText, normalizeWhitespace, type SourceSection } from '~/content/source-sections';

export type EndeavorRule = (typeof RULES)[number];

// Quotes and spacing differ between the seed and the MDX (smart quotes, line breaks): compare without them.
const plain = (s: string): string =>
  normalizeWhitespace(s)
    .replace(/[‘’'“”"„]/g, '')
    .toLowerCase();

/** The Dutch source-text section that holds the rule's sentence, or null (reference data, or not found). */
export function sectionOfEndeavorRule(rule: Rule, sections: readonly SourceSection[]): SourceSection | null {
  if (rule.source.file !== DUTCH_FILE) return null;
  const want = plain(rule.source.sentence);
  return sections.find((s) => s.seed === DUTCH_FILE && plain(mdxToText(s.body)).includes(want)) ?? null;
}

/** The rule groups of the reference page, in the order of the Dutch text. */
export const ENDEAVOR_RULE_GROUPS = ['setup', 'build', 'growth', 'salary', 'action', 'ship', 'occupy', 'attack', 'payment', 'draw', 'pass', 'round', 'score'] as const;
export type EndeavorRuleGroup = (typeof ENDEAVOR_RULE_GROUPS)[number];

/** The group of a rule id ('ship.governor' → 'ship'). */
export const groupOf = ruleGroup;

/**
 * The anchor a rule had before ids became dotted ('ship.governor' was '#ship/governor'). Refusals
 * linked to those anchors, so links already shared must still land on the rule.
 */
export const formerId = (id: string): string => id.replace('.', '/');
