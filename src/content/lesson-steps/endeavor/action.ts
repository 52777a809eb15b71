/** Lesson 4, the Action phase: its board steps in page order (their words: action.words.yaml). */
import type { EndeavorPlan } from './plan';

export const actionPlan: EndeavorPlan = {
  lesson: 'en/endeavor/04-action-phase',
  steps: [
    // The others have passed; the learner acts until he passes, over his Politics limit with two cards, so he discards one.
    {
      id: 'action',
      setup: { phase: 'action', toAct: 0, passed: [false, true, true], seats: [{ harbour: 2, buildings: ['shipyard'], cards: ['europe-0', 'southAmerica-1'] }] },
      machine: 'action',
      goal: { kind: 'done' },
      // Discarding before passing: the learner may try it; cards go only when he passes.
      refusal: { move: { type: 'discard', card: 'southAmerica-1' }, rule: 'action.no-voluntary-discard' },
    },
    // Player 2 could use the learner's Europe card, but cards and tokens never change hands: the
    // gift is refused. With an empty harbour the learner can only pass.
    {
      id: 'noTrading',
      setup: { phase: 'action', toAct: 0, seats: [{ cards: ['europe-0'] }, { harbour: 2 }, { harbour: 1 }] },
      machine: 'action',
      goal: { kind: 'move', type: 'pass' },
      refusal: { move: { type: 'give', card: 'europe-0', to: 1 }, rule: 'action.no-trading' },
    },
  ],
};
