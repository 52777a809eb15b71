import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeSaved } from './saved';

describe('decodeSaved', () => {
  it('reads a well-formed save', () => {
    const r = decodeSaved(JSON.stringify({ seats: [{ kind: 'human' }, { kind: 'bot', level: 'strong' }], names: ['A', 'B'], code: 'xyz' }));
    expect(r).toEqual({ kind: 'saved', table: { seats: [{ kind: 'human' }, { kind: 'bot', level: 'strong' }], names: ['A', 'B'], code: 'xyz' } });
  });
  it('calls a bad level or broken JSON junk', () => {
    expect(decodeSaved('{')).toEqual({ kind: 'junk' });
    expect(decodeSaved(JSON.stringify({ seats: [{ kind: 'bot', level: 'godlike' }], names: [], code: '' }))).toEqual({ kind: 'junk' });
    expect(decodeSaved(null)).toEqual({ kind: 'none' });
  });
  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (s) => {
        decodeSaved(s);
      }),
      { numRuns: 300 },
    );
  });
});
