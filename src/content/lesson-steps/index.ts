/**
 * The step plans of both games' lessons (puerto-rico/, endeavor/), and how many steps a lesson
 * has: counted from the plans, the same data the lesson islands are built from.
 */
import { ENDEAVOR_PLANS } from './endeavor/index';
import { LESSON_PLANS } from './puerto-rico/index';

/** How many steps the lesson with this id has (0: a lesson without board steps). */
export function stepCount(lessonId: string): number {
  return (LESSON_PLANS.find((p) => p.lesson === lessonId) ?? ENDEAVOR_PLANS.find((p) => p.lesson === lessonId))?.steps.length ?? 0;
}
