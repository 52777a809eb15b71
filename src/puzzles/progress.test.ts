import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRESS_KEY, attemptOf, decodeProgress, emptyProgress, encodeProgress, loadProgress, noticeKind, recordAttempt, recordStreak, saveProgress, type StorageLike } from './progress';
import { START_RATING } from './rating';
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
        expect(r.progress.version).toBe(2);
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
    const newer = '{"version":3,"puzzles":{"a":{"stars":3}}}';
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

describe('the rating kept with the record', () => {
  const day = '2026-12-02';
  it('a clean solve raises it, a solve after a mistake (a failed run) lowers it, and each point is kept', () => {
    let p = recordAttempt(emptyProgress(), 'a', attemptOf('clean', 0), { puzzle: 1500, day });
    expect(p.rating.rating).toBeGreaterThan(1500);
    p = recordAttempt(p, 'b', attemptOf('failed', 0), { puzzle: 1500, day });
    expect(p.history.map((h) => [h.id, h.solved])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(p.history[1]!.rating).toBeLessThan(p.history[0]!.rating);
  });

  it('a puzzle counts for the rating once: its later runs do not move it', () => {
    const once = recordAttempt(emptyProgress(), 'a', attemptOf('failed', 0), { puzzle: 1500, day });
    const again = recordAttempt(once, 'a', attemptOf('clean', 0), { puzzle: 1500, day });
    expect(again.rating).toEqual(once.rating);
    expect(again.puzzles.a!.solved).toBe(true);
  });

  it('a damaged rating is reset to the start with its own notice; the solved puzzles are kept', () => {
    const text =
      '{"version":2,"puzzles":{"a":{"solved":true,"clean":true,"attempts":1,"hints":0}},"streak":{"current":1,"best":1},"rating":{"rating":"high"},"history":[{"day":"2026-12-01","id":"a","rating":1600,"solved":true},{"day":"x"}],"puzzleStreak":{"best":4}}';
    const r = decodeProgress(text);
    expect(r.progress.rating).toEqual(START_RATING);
    expect(r.progress.puzzles.a?.solved).toBe(true);
    expect(r.progress.history).toHaveLength(1);
    expect(r.progress.puzzleStreak.best).toBe(4);
    expect(r.notices.map((n) => n.code)).toEqual(['progress/bad-rating', 'progress/bad-history']);
    expect(noticeKind(r.notices)).toBe('ratingReset');
  });

  it('a version 1 record keeps its entries and starts the rating fresh, without a notice', () => {
    const r = decodeProgress('{"version":1,"puzzles":{"a":{"solved":true,"clean":false,"attempts":2,"hints":1}},"streak":{"current":0,"best":2}}');
    expect(r.notices).toEqual([]);
    expect(r.progress.puzzles.a?.attempts).toBe(2);
    expect(r.progress.rating).toEqual(START_RATING);
  });

  it('the best Puzzle Streak is kept, never lowered', () => {
    const p = recordStreak(recordStreak(emptyProgress(), 5), 2);
    expect(decodeProgress(encodeProgress(p)).progress.puzzleStreak.best).toBe(5);
  });
});
