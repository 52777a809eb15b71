/**
 * The learner's puzzle record as a trainer sees it, for either game: loaded once after hydration
 * (with a notice when a damaged record had to be reset), and written once per run, as soon as the
 * machine has decided how the run counts (its `result`: a mistake or a shown solution fails it).
 * Outside a Puzzle Streak the run also moves the rating (src/puzzles/progress.ts decides when);
 * in a streak it only keeps the best streak.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RunResult } from '../../machines/puzzle-flow';
import { utcDay } from '../../puzzles/daily';
import { attemptOf, loadProgress, noticeKind, recordAttempt, recordStreak, saveProgress, type Progress } from '../../puzzles/progress';

/** Which notice the trainer shows about the saved record (null: none). */
export type NoticeKind = ReturnType<typeof noticeKind>;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** What the record needs of the trainer's machine. */
export interface RunState {
  readonly attempts: number;
  readonly hints: number;
  readonly result: RunResult | null;
}

/** How the last recorded run moved the rating: from, to, or null when it did not count. */
export type RatingMove = { readonly from: number; readonly to: number } | null;

/**
 * Loads the record and writes each finished run of puzzle `id` (rated `rating`, or unrated: null) into it, once.
 * `streak` is the streak's count so far, or null outside a streak.
 */
export function useRunRecord(id: string, run: RunState, rating: number | null, streak: number | null): { progress: Progress | null; notice: NoticeKind; moved: RatingMove | 'once' | null } {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<NoticeKind>(null);
  const [moved, setMoved] = useState<RatingMove | 'once' | null>(null);
  useEffect(() => {
    const r = loadProgress(storage());
    setProgress(r.progress);
    setNotice(noticeKind(r.notices));
  }, []);
  const recorded = useRef('');
  const { result } = run;
  useEffect(() => {
    if (progress === null || result === null) return;
    const key = String(run.attempts);
    if (recorded.current === key) return;
    recorded.current = key;
    const attempt = attemptOf(result, run.hints);
    let next: Progress;
    if (rating === null) {
      // A puzzle without a rating (made from a reviewed game) is recorded but moves no rating.
      next = recordAttempt(progress, id, attempt);
    } else if (streak === null) {
      next = recordAttempt(progress, id, attempt, { puzzle: rating, day: utcDay(new Date()) });
      setMoved(next.rating === progress.rating ? 'once' : { from: Math.round(progress.rating.rating), to: Math.round(next.rating.rating) });
    } else next = recordStreak(recordAttempt(progress, id, attempt), attempt.clean ? streak + 1 : streak);
    setProgress(next);
    if (saveProgress(storage(), next) === 'blocked') setNotice('blocked');
  }, [result, run.attempts, progress === null]);
  return { progress, notice, moved };
}
