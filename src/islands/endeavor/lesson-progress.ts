/**
 * Progress through the Endeavor lessons, kept with the Puerto Rico lessons' progress
 * (../lesson/progress.ts, same storage and format): a lesson's steps are the board steps of its
 * plan (src/content/lesson-steps/endeavor/), so the page tells each board step its lesson, its
 * place and the lesson's number of steps. A board step shown elsewhere (beside the Dutch text) is
 * given no place and records nothing.
 */
import { browserStorage, loadProgress, saveProgress, withSteps, type ProgressStorage } from '../lesson/progress';

/** Where a board step stands in its lesson, e.g. { lesson: 'en/endeavor/05-actions', index: 1, total: 5 }. */
export interface StepPlace {
  lesson: string;
  index: number;
  total: number;
}

/** Marks the board step at `place` as finished. */
export function recordBoardStep(place: StepPlace, storage: ProgressStorage | null = browserStorage()): void {
  saveProgress(storage, withSteps(loadProgress(storage).progress, place.lesson, [place.index], place.total));
}
