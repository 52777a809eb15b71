import { describe, expect, it } from 'vitest';
import { defineStrings, fill, missingIn } from './define';

const tr = defineStrings('sample', { hello: 'Hello', bye: 'Bye' }, { hello: 'Szia' }, {});

describe('feature strings', () => {
  it('translate where they can and fall back to English', () => {
    expect(tr('hu', 'hello')).toBe('Szia');
    expect(tr('hu', 'bye')).toBe('Bye');
    expect(tr('nl', 'hello')).toBe('Hello');
  });
  it('list what is missing per language', () => {
    expect(missingIn(tr.table, 'hu')).toEqual(['bye']);
    expect(missingIn(tr.table, 'nl')).toEqual(['hello', 'bye']);
  });
  it('fill placeholders and leave unknown ones visible', () => {
    expect(fill('{n} VP for {who}', { n: 3, who: 'Anna' })).toBe('3 VP for Anna');
    expect(fill('{x} stays', {})).toBe('{x} stays');
  });
});
