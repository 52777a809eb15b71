import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyStorage } from '../storage/guarded';
import { addMyPuzzle, decodeMyPuzzles, emptyMyPuzzles, encodeMyPuzzles, loadMyPuzzles, MY_PUZZLES_KEY, type MyPuzzle, myPuzzlesNoticeKind, removeMyPuzzle, saveMyPuzzles } from './my-puzzles';

const one: MyPuzzle = { id: 'review-most-vp-p1-1a2b3c', code: 'BAJhiijeAAAAAAAAAAAAAAAA', added: '2026-12-04', move: 39 };
const two: MyPuzzle = { id: 'review-most-doubloons-p2-zz9', code: 'BAJhiijeBBBBBBBBBBBBBBBB', added: '2026-12-05', move: null };

const memory = (text: string | null = null): KeyStorage & { text: string | null } => {
  const s = {
    text,
    getItem: (k: string) => (k === MY_PUZZLES_KEY ? s.text : null),
    setItem: (_k: string, v: string) => {
      s.text = v;
    },
    removeItem: () => {},
  };
  return s;
};

describe("the learner's own puzzles", () => {
  it('round-trips, adds once and removes', () => {
    const l = addMyPuzzle(addMyPuzzle(addMyPuzzle(emptyMyPuzzles(), one), two), { ...one, added: '2027-01-01' });
    expect(l.puzzles).toEqual([one, two]);
    expect(decodeMyPuzzles(encodeMyPuzzles(l))).toEqual({ list: l, notices: [] });
    expect(removeMyPuzzle(l, one.id).puzzles).toEqual([two]);
  });
  it('a damaged entry is dropped and said, the others are kept', () => {
    const text = JSON.stringify({ version: 1, puzzles: [one, { ...two, id: 'captain-rulebook' }, { ...two, code: '<script>' }, { ...two, added: 'yesterday' }, two, 7] });
    const r = decodeMyPuzzles(text);
    expect(r.list.puzzles).toEqual([one, two]);
    expect(r.notices).toHaveLength(4);
    expect(myPuzzlesNoticeKind(r.notices)).toBe('dropped');
  });
  it('junk resets with a notice, a newer list is left untouched, blocked storage says so', () => {
    expect(myPuzzlesNoticeKind(decodeMyPuzzles('{nope').notices)).toBe('reset');
    expect(myPuzzlesNoticeKind(decodeMyPuzzles('{"version":0,"puzzles":[]}').notices)).toBe('reset');
    const newer = JSON.stringify({ version: 2, puzzles: 'whatever' });
    const s = memory(newer);
    expect(myPuzzlesNoticeKind(loadMyPuzzles(s).notices)).toBe('newer');
    expect(saveMyPuzzles(s, addMyPuzzle(emptyMyPuzzles(), one))).toBe('kept-newer');
    expect(s.text).toBe(newer);
    expect(myPuzzlesNoticeKind(loadMyPuzzles(null).notices)).toBe('blocked');
    expect(saveMyPuzzles(null, emptyMyPuzzles())).toBe('blocked');
  });
  it('a damaged list is repaired once on load', () => {
    const s = memory(JSON.stringify({ version: 1, puzzles: [one, 'junk'] }));
    expect(loadMyPuzzles(s).notices).toHaveLength(1);
    expect(loadMyPuzzles(s)).toEqual({ list: { version: 1, puzzles: [one] }, notices: [] });
  });
  it('decoding never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ version: 1, puzzles: [v] })),
        ),
        (text) => {
          const r = decodeMyPuzzles(text);
          expect(Array.isArray(r.list.puzzles)).toBe(true);
        },
      ),
    );
  });
});
