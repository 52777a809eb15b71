/** Every lesson plan, by the id of the English lesson that shows it. */
import { captainPlan } from './captain';
import { roundPlan } from './round';
import type { LessonPlan } from './types';

export const LESSON_PLANS: readonly LessonPlan[] = [roundPlan, captainPlan];

/** The plan of a lesson, if it has steps. */
export function planOf(lessonId: string): LessonPlan | undefined {
  return LESSON_PLANS.find((p) => p.lesson === lessonId);
}
