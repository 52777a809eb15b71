/** The Endeavor lesson step as an island: the one lesson player with Endeavor's adapter, one step placed in the lesson's text. */
import { useMemo } from 'preact/hooks';
import type { EndeavorStepText } from '../../content/lesson-words';
import type { Attempt, GameState, MoveError } from '../../engine/endeavor';
import type { ResolvedBoardStep } from '../../machines/lesson/endeavor';
import { endeavorLessonGame } from './games/endeavor';
import type { WrapGame } from './lesson-game';
import { LessonPlayer, type LessonPlayerProps } from './LessonPlayer';

export type EndeavorLessonProps = LessonPlayerProps<ResolvedBoardStep, EndeavorStepText> & {
  /** A practice page's change to the game (./EndeavorPractice.tsx): its entry imports this one whole, so the lesson pages' chunks stay as they are. */
  wrap?: WrapGame<GameState, Attempt, MoveError, ResolvedBoardStep> | undefined;
};

export default function EndeavorLesson({ wrap, ...props }: EndeavorLessonProps) {
  const game = useMemo(() => (wrap ? wrap(endeavorLessonGame) : endeavorLessonGame), []);
  return <LessonPlayer game={game} {...props} />;
}
