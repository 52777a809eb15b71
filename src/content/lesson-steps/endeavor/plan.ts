/** An Endeavor lesson's board steps, in the order its page shows them. */
import type { BoardStep } from '../../../machines/lesson/endeavor';

export interface EndeavorPlan {
  /** The English lesson that shows the steps, e.g. "en/endeavor/05-actions". */
  lesson: string;
  steps: readonly BoardStep[];
}
