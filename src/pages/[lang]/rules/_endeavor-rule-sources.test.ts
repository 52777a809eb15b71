import { describe, expect, it } from 'vitest';
import { DUTCH_FILE, RULES } from '~/engine/endeavor/rules';
import { loadSourceSections } from '~/content/source-sections';
import { ENDEAVOR_RULE_GROUPS, groupOf, sectionOfEndeavorRule } from './_endeavor-rule-sources';

describe('Endeavor rules reference: every rule from the Dutch text links to the section that says it', () => {
  const sections = loadSourceSections();
  it('finds the section of each rule whose source is the Dutch text', () => {
    const missing = RULES.filter((r) => r.source.file === DUTCH_FILE && sectionOfEndeavorRule(r, sections) === null).map((r) => r.id);
    expect(missing).toEqual([]);
  });
  it('links a rule to the section where its sentence stands, and reference rules to none', () => {
    const byId = (id: string) => RULES.find((r) => r.id === id)!;
    expect(sectionOfEndeavorRule(byId('salary.choose'), sections)?.id).toBe('nl/endeavor/03-fase-3-salarisfase');
    expect(sectionOfEndeavorRule(byId('round.first-player'), sections)?.id).toBe('nl/endeavor/06-einde-van-een-ronde');
    expect(sectionOfEndeavorRule(byId('setup.players'), sections)).toBeNull();
  });
  it('puts every rule in a group of the page', () => {
    expect(RULES.map((r) => r.id).filter((id) => !(ENDEAVOR_RULE_GROUPS as readonly string[]).includes(groupOf(id)))).toEqual([]);
  });
});
