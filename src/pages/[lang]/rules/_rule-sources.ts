/**
 * Where each rule of the registry comes from, as a link: the rule's source names a section of the
 * Hungarian text by its heading ("Behajózás", "Építőműhely"); this finds the source-text lesson
 * whose title or a heading of which carries that name. Rules from the reference data (where the
 * Hungarian text is silent) have no section to link to.
 */
import { RULES, REFERENCE, type RuleId } from '~/engine/puerto-rico/rules';
import type { SourceSection } from '~/content/source-sections';

const norm = (s: string): string =>
  s
    .toLocaleLowerCase('hu')
    .replace(/[*#_:.()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Registry section names that the text itself words differently ("Játékelemek" = the components list). */
const ALIASES: Record<string, string> = { játékelemek: 'a játék tartozékai' };

/** The source-text section a rule comes from, or null (reference data, or no heading found). */
export function sectionOfRule(id: RuleId, sections: readonly SourceSection[]): SourceSection | null {
  const src = RULES[id].source;
  if (src.file === REFERENCE) return null;
  const want = ALIASES[norm(src.section)] ?? norm(src.section);
  const inSeed = sections.filter((s) => s.seed === src.file);
  const byTitle = inSeed.find((s) => norm(s.title) === want);
  if (byTitle) return byTitle;
  const headingLine = (line: string) => /^\s*(#{1,6}\s|\*\*|- \*\*)/.test(line);
  const byHeading = inSeed.find((s) => s.body.split('\n').some((l) => headingLine(l) && norm(l).startsWith(want)));
  if (byHeading) return byHeading;
  const byTitleStart = inSeed.find((s) => norm(s.title).includes(want));
  if (byTitleStart) return byTitleStart;
  return inSeed.find((s) => s.body.split('\n').some((l) => norm(l).startsWith(want))) ?? null;
}
