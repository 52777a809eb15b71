/**
 * The step plans of both games' lessons (puerto-rico/, endeavor/), and how many steps a lesson
 * has: counted from the plans, the same data the lesson islands are built from.
 */
import { ENDEAVOR_PLANS } from './endeavor/index';
import type { EndeavorPlan } from './endeavor/plan';
import { ENDEAVOR_DRILLS } from './endeavor/practice/index';
import { LESSON_PLANS } from './puerto-rico/index';
import { PUERTO_RICO_DRILLS } from './puerto-rico/practice/index';
import type { LessonPlan } from '../../machines/lesson/puerto-rico-steps';
import { drillsId } from '../../puzzles/practice';

/** How many steps the lesson with this id has (0: a lesson without board steps). */
export function stepCount(lessonId: string): number {
  return (LESSON_PLANS.find((p) => p.lesson === lessonId) ?? ENDEAVOR_PLANS.find((p) => p.lesson === lessonId))?.steps.length ?? 0;
}

/** A lesson's drills (its practice when no puzzle kind trains it), by the English lesson's id. */
export type Drills = { game: 'puerto-rico'; plan: LessonPlan } | { game: 'endeavor'; plan: EndeavorPlan };

export function drillsOf(lessonId: string): Drills | undefined {
  const id = drillsId(lessonId);
  const pr = PUERTO_RICO_DRILLS.find((p) => p.lesson === id);
  if (pr) return { game: 'puerto-rico', plan: pr };
  const e = ENDEAVOR_DRILLS.find((p) => p.lesson === id);
  return e ? { game: 'endeavor', plan: e } : undefined;
}
