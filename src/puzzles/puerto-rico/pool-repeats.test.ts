/** The pool asks each Puerto Rico position once (issue #21): no two files pose one question on one position. */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Goal } from './goals';
import { repeatKey } from './mine';
import { readPosition } from './position';

const files = readdirSync('puzzles').filter((f) => f.endsWith('.yaml') && !f.includes('endeavor'));

describe('the Puerto Rico puzzle pool', () => {
  it('holds no position twice under one question, whatever the face-up plantations and the supplies', () => {
    const first = new Map<string, string>();
    const repeats: string[] = [];
    for (const f of files.sort()) {
      const file = parse(readFileSync(`puzzles/${f}`, 'utf8')) as { position: Record<string, unknown>; goal: Goal };
      const read = readPosition(file.position).result;
      expect(read.ok, f).toBe(true);
      if (!read.ok) continue;
      const key = repeatKey(read.value, file.goal);
      const seen = first.get(key);
      if (seen === undefined) first.set(key, f);
      else repeats.push(`${f} repeats ${seen}`);
    }
    expect(files.length).toBeGreaterThan(500);
    expect(repeats).toEqual([]);
  });
});
