/** The Puerto Rico lesson: the lesson machine asking the Puerto Rico engine. */
import { applyMove, isLegal } from '../../engine/puerto-rico/game';
import type { MoveError } from '../../engine/puerto-rico/errors';
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { lessonMachine, type Feedback, type LessonRules } from '../lesson';
import { asks, reached } from './puerto-rico-goal';
import { playAll, stepStart } from './puerto-rico-replay';
import type { Goal, LessonStep } from './puerto-rico-steps';

export const puertoRicoRules: LessonRules<GameState, Move, Goal, MoveError, LessonStep> = {
  stepStart,
  isLegal,
  apply: applyMove,
  playAll,
  isRead: (goal) => goal.kind === 'read',
  asks,
  reached,
};

export const puertoRicoLesson = lessonMachine(puertoRicoRules);

export type PuertoRicoFeedback = Feedback<Move, MoveError>;
