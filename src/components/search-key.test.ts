import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey: what is typed matches a building name', () => {
  it('ignores case, the soft hyphens the board uses to break long names, and extra spaces', () => {
    expect(searchKey('Egyleti szék\u00adház')).toBe(searchKey('  egyleti   SZÉKHÁZ '));
  });
  it('keeps different words apart', () => {
    expect(searchKey('Small Wharf')).not.toBe(searchKey('Wharf'));
  });
});
