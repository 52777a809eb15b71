/** Every Endeavor lesson plan, by the id of the English lesson that shows it, and every board step by its id. */
import { actionPlan } from './action';
import { actionsPlan } from './actions';
import { buildPlan } from './build';
import { endPlan } from './end';
import { growthPlan } from './growth';
import { newGamePlan } from './new-game';
import type { EndeavorPlan } from './plan';
import { salaryPlan } from './salary';
import type { BoardStep } from '../../../machines/lesson/endeavor';

export const ENDEAVOR_PLANS: readonly EndeavorPlan[] = [newGamePlan, buildPlan, growthPlan, salaryPlan, actionPlan, actionsPlan, endPlan];

/** A board step, where it stands in its plan, and the plan. */
export interface PlacedStep {
  plan: EndeavorPlan;
  index: number;
  step: BoardStep;
}

/** The plan and place of a board step, by its id (e.g. "occupy"). */
export function boardStep(id: string): PlacedStep | undefined {
  for (const plan of ENDEAVOR_PLANS) {
    const index = plan.steps.findIndex((s) => s.id === id);
    if (index >= 0) return { plan, index, step: plan.steps[index]! };
  }
  return undefined;
}

/** Every board step's id, in lesson order. */
export const BOARD_STEP_IDS: readonly string[] = ENDEAVOR_PLANS.flatMap((p) => p.steps.map((s) => s.id));
