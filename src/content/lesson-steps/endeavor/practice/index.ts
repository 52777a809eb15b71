/**
 * The drills of each Endeavor lesson whose rules no puzzle kind trains (its practice, issue
 * #19.3): a plan per lesson, its id the lesson's and "/practice" (src/puzzles/practice.ts).
 */
import type { EndeavorPlan } from '../plan';
import { buildDrills } from './build';
import { endDrills } from './end';
import { growthDrills } from './growth';
import { newGameDrills } from './new-game';
import { salaryDrills } from './salary';

export const ENDEAVOR_DRILLS: readonly EndeavorPlan[] = [newGameDrills, buildDrills, growthDrills, salaryDrills, endDrills];
