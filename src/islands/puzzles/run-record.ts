/**
 * The learner's puzzle record as a trainer sees it, for either game: loaded once after hydration
 * (with a notice when a damaged record had to be reset), and written once per run, as soon as the
 * machine has decided how the run counts (its `result`: a mistake or a shown solution fails it).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RunResult } from '../../machines/puzzle-flow';
import { attemptOf, loadProgress, noticeKind, recordAttempt, saveProgress, type Progress } from '../../puzzles/progress';

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

/** Loads the record and writes each finished run of puzzle `id` into it, once. */
export function useRunRecord(id: string, run: RunState): { progress: Progress | null; notice: NoticeKind } {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<NoticeKind>(null);
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
    const next = recordAttempt(progress, id, attemptOf(result, run.hints));
    setProgress(next);
    if (saveProgress(storage(), next) === 'blocked') setNotice('blocked');
  }, [result, run.attempts, progress === null]);
  return { progress, notice };
}
