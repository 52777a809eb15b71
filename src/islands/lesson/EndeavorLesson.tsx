/** The Endeavor lesson step as an island: the one lesson player with Endeavor's adapter, one step placed in the lesson's text. */
import type { EndeavorStepText } from '../../content/lesson-words';
import type { ResolvedBoardStep } from '../../machines/lesson/endeavor';
import { endeavorLessonGame } from './games/endeavor';
import { LessonPlayer, type LessonPlayerProps } from './LessonPlayer';

export type EndeavorLessonProps = LessonPlayerProps<ResolvedBoardStep, EndeavorStepText>;

export default function EndeavorLesson(props: EndeavorLessonProps) {
  return <LessonPlayer game={endeavorLessonGame} {...props} />;
}
