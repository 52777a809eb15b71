/** Every lesson plan, by the id of the English lesson that shows it. */
import { builderPlan } from './builder';
import { captainPlan } from './captain';
import { craftsmanPlan } from './craftsman';
import { draftPlan } from './draft';
import { firstRoundPlan } from './first-round';
import { gameEndPlan } from './game-end';
import { largeBuildingsPlan } from './large-buildings';
import { mayorPlan } from './mayor';
import { prospectorPlan } from './prospector';
import { roundPlan } from './round';
import { settlerPlan } from './settler';
import { setupPlan } from './setup';
import { traderPlan } from './trader';
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

/** In the Learn page's order (the lessons' `order`), which the browser tests rely on. */
export const LESSON_PLANS: readonly LessonPlan[] = [
  roundPlan,
  setupPlan,
  settlerPlan,
  mayorPlan,
  builderPlan,
  craftsmanPlan,
  traderPlan,
  captainPlan,
  prospectorPlan,
  firstRoundPlan,
  gameEndPlan,
  largeBuildingsPlan,
  draftPlan,
];

/** The plan of a lesson, if it has steps. */
export function planOf(lessonId: string): LessonPlan | undefined {
  return LESSON_PLANS.find((p) => p.lesson === lessonId);
}
