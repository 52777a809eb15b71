import { describe, expect, it } from 'vitest';
import { loadProgress, type ProgressStorage } from '../lesson/progress';
import { recordBoardStep } from './lesson-progress';

const memory = (): ProgressStorage => {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
};

describe('Endeavor lesson progress: a lesson’s steps are the board steps of its plan', () => {
  it('records a finished board step at its place in its lesson', () => {
    const storage = memory();
    recordBoardStep({ lesson: 'en/endeavor/05-actions', index: 3, total: 5 }, storage);
    recordBoardStep({ lesson: 'en/endeavor/05-actions', index: 0, total: 5 }, storage);
    expect(loadProgress(storage).progress.lessons['en/endeavor/05-actions']?.done).toEqual([0, 3]);
  });
  it('ignores a place outside the lesson', () => {
    const storage = memory();
    recordBoardStep({ lesson: 'en/endeavor/05-actions', index: 7, total: 5 }, storage);
    expect(loadProgress(storage).progress.lessons['en/endeavor/05-actions']?.done ?? []).toEqual([]);
  });
});
