/**
 * Progress through the Endeavor lessons, kept with the Puerto Rico lessons' progress
 * (../lesson/progress.ts): a lesson's steps are its board steps in page order, so step N is the
 * N-th <EndeavorLessonStep> of the lesson. The learn page counts them in the MDX; a step that is
 * completed finds its own place among the steps on its page.
 */
import { browserStorage, loadProgress, saveProgress, withSteps, type ProgressStorage } from '../lesson/progress';

const STEP_TAG = /<EndeavorLessonStep\b/g;

/** How many board steps a lesson's MDX holds. */
export const boardStepsIn = (mdx: string): number => (mdx.match(STEP_TAG) ?? []).length;

/** The lesson id of a lesson page's path: '/en/learn/endeavor/05-actions/' → 'en/endeavor/05-actions' (null elsewhere). */
export function lessonIdOfPath(path: string): string | null {
  const m = /^\/([a-z]{2})\/learn\/(endeavor\/[\w-]+)\/?$/.exec(path);
  return m ? `${m[1]}/${m[2]}` : null;
}

/** The selector every board step's section carries (EndeavorLessonStep renders it). */
export const BOARD_STEP_SELECTOR = 'section.e-lesson-step[data-step]';

/**
 * Marks the board step drawn in `section` as finished for the lesson of the current page.
 * Outside a lesson page (e.g. beside the Dutch text) nothing is recorded.
 */
export function recordBoardStep(section: Element | null, doc: Document = document, storage: ProgressStorage | null = browserStorage()): void {
  const lesson = lessonIdOfPath(doc.location.pathname);
  if (!lesson || !section) return;
  const all = [...doc.querySelectorAll(BOARD_STEP_SELECTOR)];
  const index = all.indexOf(section);
  if (index < 0) return;
  saveProgress(storage, withSteps(loadProgress(storage).progress, lesson, [index], all.length));
}
