import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ratePuzzleFile } from './puzzle-rating';
import { puzzleSchema } from './schemas';

const dir = join(process.cwd(), 'puzzles');
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const rated = new Map(
  files.map((f) => {
    const p = puzzleSchema.parse(parse(readFileSync(join(dir, f), 'utf8')));
    return [p.id, { file: f, raw: readFileSync(join(dir, f), 'utf8'), r: ratePuzzleFile(p) }] as const;
  }),
);

describe('every puzzle file is rated at build time', () => {
  it('every position rates (it passes the engine gate)', () => {
    for (const [id, x] of rated) expect(x.r, id).not.toBeNull();
  });
  it('no file sets its own difficulty: the label comes from the rating', () => {
    for (const [id, x] of rated) expect(x.raw, id).not.toMatch(/^difficulty:/m);
  });
  it('the labels mean something: each of easy, medium and hard holds at least a sixth of the puzzles', () => {
    const n = [1, 2, 3].map((l) => [...rated.values()].filter((x) => x.r?.level === l).length);
    for (const c of n) expect(c).toBeGreaterThanOrEqual(Math.floor(rated.size / 6));
  });
  it('issue #21: shipping-2 (one choice, 7 VP against 3 VP) and trading-8 (sell your only good) are easy', () => {
    expect(rated.get('shipping-2')?.r?.level).toBe(1);
    expect(rated.get('trading-8')?.r?.level).toBe(1);
  });
  it('a line of three decisions with a thin margin (craftsman-6) is hard', () => {
    const deep = rated.get('craftsman-6')!.r!;
    expect(deep.features.decisions).toBeGreaterThan(1);
    expect(deep.level).toBe(3);
  });
});
