/**
 * The drills of each Puerto Rico lesson whose rules no puzzle kind trains (its practice, issue
 * #19.3): a plan per lesson, its id the lesson's and "/practice" (src/puzzles/practice.ts).
 */
import { draftDrills } from './draft';
import { firstRoundDrills } from './first-round';
import { gameEndDrills } from './game-end';
import { largeBuildingsDrills } from './large-buildings';
import { mayorDrills } from './mayor';
import { prospectorDrills } from './prospector';
import { roundDrills } from './round';
import { settlerDrills } from './settler';
import { setupDrills } from './setup';
import type { LessonPlan } from '../../../../machines/lesson/puerto-rico-steps';

export const PUERTO_RICO_DRILLS: readonly LessonPlan[] = [roundDrills, settlerDrills, mayorDrills, prospectorDrills, gameEndDrills, largeBuildingsDrills, setupDrills, firstRoundDrills, draftDrills];
