import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRESS_KEY, decodeProgress, emptyProgress, encodeProgress, loadProgress, noticeKind, recordAttempt, saveProgress, type StorageLike } from './progress';
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

function memory(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('the saved puzzle record survives what a browser does to it', () => {
  it('keeps the good entries, drops the bad one, says so once', () => {
    const s = memory({ [PROGRESS_KEY]: '{"version":1,"puzzles":{"a":{"solved":true,"clean":true,"attempts":1,"hints":0},"b":{"solved":1}},"streak":{"current":1,"best":1}}' });
    const first = loadProgress(s);
    expect(Object.keys(first.progress.puzzles)).toEqual(['a']);
    expect(noticeKind(first.notices)).toBe('dropped');
    expect(noticeKind(loadProgress(s).notices)).toBeNull();
  });

  it('keeps the record of a newer version untouched, even when a puzzle is solved', () => {
    const newer = '{"version":2,"puzzles":{"a":{"stars":3}}}';
    const s = memory({ [PROGRESS_KEY]: newer });
    expect(noticeKind(loadProgress(s).notices)).toBe('newer');
    expect(saveProgress(s, recordAttempt(emptyProgress(), 'a', { solved: true, clean: true, hints: 0 }))).toBe('kept-newer');
    expect(s.data[PROGRESS_KEY]).toBe(newer);
  });

  it('blocked storage says progress cannot be saved, not that the record was damaged', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(noticeKind(loadProgress(blocked).notices)).toBe('blocked');
    expect(noticeKind(loadProgress(null).notices)).toBe('blocked');
    const full = memory();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(saveProgress(full, emptyProgress())).toBe('blocked');
  });
});

describe('puzzle of the day', () => {
  it('is the same for the same day and moves on the next', () => {
    expect(dailyIndex('2026-11-30', 60)).toBe(dailyIndex('2026-11-30', 60));
    expect(dailyIndex('2026-12-01', 60)).not.toBe(dailyIndex('2026-11-30', 60));
    expect(dailyIndex('junk', 60)).toBeGreaterThanOrEqual(0);
  });
});
