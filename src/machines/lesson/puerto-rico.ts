/** The Puerto Rico lesson: the lesson machine asking the Puerto Rico engine. */
import { applyMove, isLegal } from '../../engine/puerto-rico/game';
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { lessonMachine, type Feedback, type LessonRules } from '../lesson';
import { asks, reached } from './puerto-rico-goal';
import { playAll, stepStart } from './puerto-rico-replay';
import type { Goal, LessonRefusal, LessonStep } from './puerto-rico-steps';

export const puertoRicoRules: LessonRules<GameState, Move, Goal, LessonRefusal, LessonStep> = {
  stepStart,
  isLegal,
  apply: applyMove,
  playAll,
  isRead: (goal) => goal.kind === 'read',
  asks,
  reached,
  // Resolved at build time (resolveSteps): the setup gate's refusal travels with the step.
  tried: (step, index) => {
    const t = step.tries?.[index];
    return t !== undefined && 'refused' in t ? t.refused : null;
  },
};

export const puertoRicoLesson = lessonMachine(puertoRicoRules);

export type PuertoRicoFeedback = Feedback<Move, LessonRefusal>;
