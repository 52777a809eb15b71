import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeProgress, emptyProgress, encodeProgress, lessonStatus, loadProgress, PROGRESS_KEY, recordSteps, saveProgress, withSteps, type ProgressStorage } from './progress';

function memory(initial: Record<string, string> = {}): ProgressStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

describe('lesson progress in the browser', () => {
  it('round-trips what it saves', () => {
    const p = withSteps(withSteps(emptyProgress(), 'en/puerto-rico/07-captain', [2, 0, 2], 9), 'en/puerto-rico/02-settler', [1], 4);
    const back = decodeProgress(encodeProgress(p));
    expect(back).toEqual({ progress: p, notice: null });
    expect(lessonStatus(p, 'en/puerto-rico/07-captain', 9)).toEqual({ done: 2, total: 9, complete: false });
  });

  it('one bad lesson entry is dropped with one notice; the good lessons are kept and written back', () => {
    const good = { 'en/puerto-rico/01-intro': { done: [0, 1], total: 3 }, 'en/puerto-rico/02-settler': { done: [2], total: 4 } };
    const s = memory({ [PROGRESS_KEY]: JSON.stringify({ version: 1, lessons: { ...good, 'en/puerto-rico/03-mayor': { done: [-1], total: 5 } } }) });
    const r = loadProgress(s);
    expect(r.notice?.code).toBe('progress/lesson');
    expect(r.progress).toEqual({ version: 1, lessons: good });
    // Written back without the bad entry: the next visit reads clean, so the notice shows once.
    expect(loadProgress(s)).toEqual({ progress: { version: 1, lessons: good }, notice: null });
  });

  it('unreadable data is reset with a notice, never a crash', () => {
    expect(loadProgress(memory({ [PROGRESS_KEY]: '{not json' })).notice?.code).toBe('progress/not-json');
    expect(loadProgress(memory({ [PROGRESS_KEY]: '{"version":"one","lessons":{}}' })).notice?.code).toBe('progress/version');
  });

  it('progress from a newer version of the site is kept untouched, and not overwritten by a save', () => {
    const newer = '{"version":2,"lessons":{"x":{"steps":"a new layout"}}}';
    const s = memory({ [PROGRESS_KEY]: newer });
    expect(loadProgress(s).notice?.code).toBe('progress/newer');
    expect(saveProgress(s, withSteps(emptyProgress(), 'x', [0], 2))).toBe('kept-newer');
    expect(s.data[PROGRESS_KEY]).toBe(newer);
  });

  it('blocked storage (getItem throws) says progress cannot be saved, not that it was damaged', () => {
    const blocked: ProgressStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(loadProgress(blocked)).toEqual({ progress: emptyProgress(), notice: expect.objectContaining({ code: 'progress/blocked' }) });
    expect(saveProgress(blocked, emptyProgress())).toBe('blocked');
    expect(loadProgress(null).notice?.code).toBe('progress/blocked');
  });

  it('full storage (setItem throws) saves nothing and says so', () => {
    const full = memory();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(saveProgress(full, withSteps(emptyProgress(), 'x', [0], 2))).toBe('blocked');
  });

  it('junk never throws: any string decodes to progress whose entries are all sound', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ version: 1, lessons: v })),
        ),
        (raw) => {
          const r = decodeProgress(raw);
          for (const l of Object.values(r.progress.lessons)) expect(l.done.every((n) => Number.isInteger(n) && n >= 0 && n < l.total)).toBe(true);
          if (r.notice !== null) expect(r.notice.code).toMatch(/^progress\//);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a prototype-looking lesson id is just a key', () => {
    const r = decodeProgress('{"version":1,"lessons":{"__proto__":{"done":[0],"total":2}}}');
    expect(r.notice).toBeNull();
    expect(Object.keys(r.progress.lessons)).toEqual(['__proto__']);
  });
});

describe('recordSteps: both games record finished steps the same way', () => {
  it('records an Endeavor board step at its place in its lesson, beside what is stored', () => {
    const storage = memory();
    recordSteps({ lesson: 'en/endeavor/05-actions', total: 5 }, [3], storage);
    const r = recordSteps({ lesson: 'en/endeavor/05-actions', total: 5 }, [0], storage);
    expect(r.saved).toBe('saved');
    expect(r.progress.lessons['en/endeavor/05-actions']?.done).toEqual([0, 3]);
    expect(loadProgress(storage).progress.lessons['en/endeavor/05-actions']?.done).toEqual([0, 3]);
  });
  it('ignores a place outside the lesson', () => {
    const storage = memory();
    recordSteps({ lesson: 'en/endeavor/05-actions', total: 5 }, [7], storage);
    expect(loadProgress(storage).progress.lessons['en/endeavor/05-actions']?.done ?? []).toEqual([]);
  });
  it('says so when storage cannot be used, and the lesson goes on', () => {
    expect(recordSteps({ lesson: 'en/puerto-rico/07-captain', total: 9 }, [1], null).saved).toBe('blocked');
  });
});
