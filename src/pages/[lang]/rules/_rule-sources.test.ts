import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULES, REFERENCE } from '~/engine/puerto-rico/rules';
import { loadSourceSections } from '~/content/source-sections';
import { sectionOfRule } from './_rule-sources';

describe('rules reference: every rule from the Hungarian text links to its section', () => {
  const sections = loadSourceSections();
  it('finds a section for each rule whose source is a seed text', () => {
    const missing = RULE_IDS.filter((id) => RULES[id].source.file !== REFERENCE && sectionOfRule(id, sections) === null);
    expect(missing).toEqual([]);
  });
  it('links the captain rules to the captain section', () => {
    expect(sectionOfRule('captain.load-largest', sections)?.id).toBe('hu/puerto-rico/11-kapitany');
    expect(sectionOfRule('setup.players', sections)).toBeNull();
  });
});
