import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeProgress, emptyProgress, encodeProgress, lessonStatus, loadProgress, PROGRESS_KEY, saveProgress, withSteps, type ProgressStorage } from './progress';

function memory(initial: Record<string, string> = {}): ProgressStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => { data[k] = v; },
    removeItem: (k) => { delete data[k]; },
  };
}

describe('lesson progress in the browser', () => {
  it('round-trips what it saves', () => {
    const p = withSteps(withSteps(emptyProgress(), 'en/puerto-rico/07-captain', [2, 0, 2], 9), 'en/puerto-rico/02-settler', [1], 4);
    const back = decodeProgress(encodeProgress(p));
    expect(back).toEqual({ ok: true, value: p });
    expect(lessonStatus(p, 'en/puerto-rico/07-captain', 9)).toEqual({ done: 2, total: 9, complete: false });
  });

  it('a damaged entry is reset with a notice, never a crash', () => {
    const s = memory({ [PROGRESS_KEY]: '{"version":1,"lessons":{"x":{"done":"all","total":3}}}' });
    const r = loadProgress(s);
    expect(r.notice?.code).toBe('progress/lesson');
    expect(r.progress).toEqual(emptyProgress());
    expect(s.data[PROGRESS_KEY]).toBeUndefined();
    expect(loadProgress(memory({ [PROGRESS_KEY]: '{not json' })).notice?.code).toBe('progress/not-json');
    expect(loadProgress(memory({ [PROGRESS_KEY]: '{"version":2,"lessons":{}}' })).notice?.code).toBe('progress/version');
  });

  it('storage that throws reads as empty and saving is silently skipped', () => {
    const broken: ProgressStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => {} };
    expect(loadProgress(broken)).toEqual({ progress: emptyProgress(), notice: null });
    expect(() => saveProgress(broken, emptyProgress())).not.toThrow();
  });

  it('junk never throws: any string decodes to progress or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ version: 1, lessons: v }))), (raw) => {
        const r = decodeProgress(raw);
        if (r.ok) {
          for (const l of Object.values(r.value.lessons)) expect(l.done.every((n) => Number.isInteger(n) && n >= 0 && n < l.total)).toBe(true);
        } else expect(r.error.code).toMatch(/^progress\//);
      }),
      { numRuns: 2000 },
    );
  });

  it('a prototype-looking lesson id is just a key', () => {
    const r = decodeProgress('{"version":1,"lessons":{"__proto__":{"done":[0],"total":2}}}');
    expect(r.ok).toBe(true);
  });
});
