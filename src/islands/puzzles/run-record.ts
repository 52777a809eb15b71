/**
 * The learner's puzzle record as a trainer sees it, for either game: loaded once after hydration
 * (with a notice when a damaged record had to be reset), and written when a run ends: a win, a
 * mistake, or a shown solution (giving up counts as not solved).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PuzzleMode } from '../../machines/puzzle-flow';
import { loadProgress, noticeKind, recordAttempt, saveProgress, type Progress } from '../../puzzles/progress';

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
  readonly mode: PuzzleMode;
  readonly attempts: number;
  readonly credit: boolean;
  readonly hints: number;
  readonly played: boolean;
  readonly sharedView: boolean;
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
  const { mode } = run;
  // A shared attempt on view is the friend's, not a run of this learner.
  const ended = (run.played && (mode === 'win' || mode === 'fail')) || (mode === 'view' && !run.sharedView);
  useEffect(() => {
    if (progress === null || !ended) return;
    const key = `${run.attempts}:${mode}`;
    if (recorded.current === key) return;
    recorded.current = key;
    const next = recordAttempt(progress, id, { solved: mode === 'win', clean: mode === 'win' && run.credit, hints: run.hints });
    setProgress(next);
    if (saveProgress(storage(), next) === 'blocked') setNotice('blocked');
  }, [mode, run.attempts, progress === null]);
  return { progress, notice };
}
