import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyStorage } from '../storage/guarded';
import { addMyPuzzle, decodeMyPuzzles, emptyMyPuzzles, encodeMyPuzzles, loadMyPuzzles, MY_PUZZLES_KEY, type MyPuzzle, myPuzzlesNoticeKind, removeMyPuzzle, saveMyPuzzles } from './my-puzzles';

const one: MyPuzzle = { game: 'puerto-rico', id: 'review-most-vp-p1-1a2b3c', code: 'BAJhiijeAAAAAAAAAAAAAAAA', added: '2026-12-04', move: 39 };
const two: MyPuzzle = { game: 'puerto-rico', id: 'review-most-doubloons-p2-zz9', code: 'BAJhiijeBBBBBBBBBBBBBBBB', added: '2026-12-05', move: null };

const three: MyPuzzle = { game: 'endeavor', id: 'review-e-glory-action-p2-9x8y', code: 'BAJhiijeCCCCCCCCCCCCCCCC', added: '2026-12-05', move: 12 };
/** An entry as a version-1 list stored it: no game. */
const v1 = ({ game: _game, ...rest }: MyPuzzle) => rest;

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
    const text = JSON.stringify({ version: 2, puzzles: [one, { ...two, id: 'captain-rulebook' }, { ...two, code: '<script>' }, { ...two, added: 'yesterday' }, two, 7] });
    const r = decodeMyPuzzles(text);
    expect(r.list.puzzles).toEqual([one, two]);
    expect(r.notices).toHaveLength(4);
    expect(myPuzzlesNoticeKind(r.notices)).toBe('dropped');
  });
  it('junk resets with a notice, a newer list is left untouched, blocked storage says so', () => {
    expect(myPuzzlesNoticeKind(decodeMyPuzzles('{nope').notices)).toBe('reset');
    expect(myPuzzlesNoticeKind(decodeMyPuzzles('{"version":0,"puzzles":[]}').notices)).toBe('reset');
    const newer = JSON.stringify({ version: 3, puzzles: 'whatever' });
    const s = memory(newer);
    expect(myPuzzlesNoticeKind(loadMyPuzzles(s).notices)).toBe('newer');
    expect(saveMyPuzzles(s, addMyPuzzle(emptyMyPuzzles(), one))).toBe('kept-newer');
    expect(s.text).toBe(newer);
    expect(myPuzzlesNoticeKind(loadMyPuzzles(null).notices)).toBe('blocked');
    expect(saveMyPuzzles(null, emptyMyPuzzles())).toBe('blocked');
  });
  it('a damaged list is repaired once on load', () => {
    const s = memory(JSON.stringify({ version: 2, puzzles: [one, 'junk'] }));
    expect(loadMyPuzzles(s).notices).toHaveLength(1);
    expect(loadMyPuzzles(s)).toEqual({ list: { version: 2, puzzles: [one] }, notices: [] });
  });
  it('a version-1 list (no game) loads as Puerto Rico and is saved as version 2', () => {
    const s = memory(JSON.stringify({ version: 1, puzzles: [v1(one), v1(two)] }));
    const r = loadMyPuzzles(s);
    expect(r).toEqual({ list: { version: 2, puzzles: [one, two] }, notices: [] });
    expect(saveMyPuzzles(s, addMyPuzzle(r.list, three))).toBe('saved');
    expect(JSON.parse(s.text!)).toEqual({ version: 2, puzzles: [one, two, three] });
    expect(decodeMyPuzzles(s.text)).toEqual({ list: { version: 2, puzzles: [one, two, three] }, notices: [] });
  });
  it("an entry must name its game, and its id must be that game's review puzzle id", () => {
    const bad = [
      v1(three), // version 2 without a game
      { ...three, game: 'chess' },
      { ...three, game: 'puerto-rico' }, // an Endeavor id under Puerto Rico
      { ...one, game: 'endeavor' }, // a Puerto Rico id under Endeavor
      { ...three, id: 'review-e-glory-action-p9-abc' },
      { ...three, id: 'review-e-most-vp-p1-abc' },
      { ...three, move: 0 },
      { ...three, move: 1.5 },
    ];
    const r = decodeMyPuzzles(JSON.stringify({ version: 2, puzzles: [three, ...bad] }));
    expect(r.list.puzzles).toEqual([three]);
    expect(r.notices).toEqual(bad.map(() => ({ code: 'my-puzzles/bad-entry' })));
    // A version-1 list knew only Puerto Rico: an Endeavor id there is damage, not a migration.
    expect(decodeMyPuzzles(JSON.stringify({ version: 1, puzzles: [v1(three)] })).list.puzzles).toEqual([]);
  });
  it('decoding never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ version: 1, puzzles: [v] })),
          fc.jsonValue().map((v) => JSON.stringify({ version: 2, puzzles: [v, three] })),
          fc
            .record({ game: fc.constantFrom('puerto-rico', 'endeavor', 'go', 7), id: fc.constantFrom(one.id, three.id, 'x') })
            .map((e) => JSON.stringify({ version: 2, puzzles: [{ ...three, ...e }] })),
        ),
        (text) => {
          const r = decodeMyPuzzles(text);
          expect(Array.isArray(r.list.puzzles)).toBe(true);
          expect(r.list.version).toBe(2);
          for (const p of r.list.puzzles) expect(p.game === 'endeavor' ? p.id.startsWith('review-e-') : !p.id.startsWith('review-e-')).toBe(true);
        },
      ),
    );
  });
});
