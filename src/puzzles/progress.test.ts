import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeProgress, emptyProgress, encodeProgress, recordAttempt } from './progress';
import { dailyIndex } from './daily';

describe('puzzle progress in the browser', () => {
  it('round-trips a record and keeps a streak of clean solves', () => {
    let p = emptyProgress();
    p = recordAttempt(p, 'a', { solved: true, clean: true, hints: 0 });
    p = recordAttempt(p, 'b', { solved: true, clean: true, hints: 0 });
    expect(p.streak).toEqual({ current: 2, best: 2 });
    p = recordAttempt(p, 'c', { solved: false, clean: false, hints: 1 });
    expect(p.streak).toEqual({ current: 0, best: 2 });
    expect(decodeProgress(encodeProgress(p))).toEqual({ progress: p, notices: [] });
  });

  it('never throws on junk and resets only the damaged parts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const r = decodeProgress(text);
        expect(r.progress.version).toBe(1);
      }),
      { numRuns: 300 },
    );
    const r = decodeProgress('{"version":1,"puzzles":{"ok":{"solved":true,"clean":false,"attempts":2,"hints":0},"bad":{"solved":"yes"}},"streak":{"current":1,"best":3}}');
    expect(Object.keys(r.progress.puzzles)).toEqual(['ok']);
    expect(r.notices).toEqual([{ code: 'progress/bad-entry', id: 'bad' }]);
    expect(decodeProgress('{"version":0}').notices[0]!.code).toBe('progress/old-version');
  });
});

describe('puzzle of the day', () => {
  it('is the same for the same day and moves on the next', () => {
    expect(dailyIndex('2026-11-30', 60)).toBe(dailyIndex('2026-11-30', 60));
    expect(dailyIndex('2026-12-01', 60)).not.toBe(dailyIndex('2026-11-30', 60));
    expect(dailyIndex('junk', 60)).toBeGreaterThanOrEqual(0);
  });
});
