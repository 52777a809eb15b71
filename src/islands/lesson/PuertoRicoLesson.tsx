/** The Puerto Rico lesson player as an island: the one lesson player with Puerto Rico's adapter (./charts/ add a statechart). */
import type { LessonStep } from '../../machines/lesson/puerto-rico-steps';
import type { PuertoRicoStepText } from '../../content/lesson-words';
import { puertoRicoLessonGame } from './games/puerto-rico';
import { LessonPlayer, type LessonPlayerProps } from './LessonPlayer';

export type PuertoRicoLessonProps = LessonPlayerProps<LessonStep, PuertoRicoStepText>;

const game = puertoRicoLessonGame();

export default function PuertoRicoLesson(props: PuertoRicoLessonProps) {
  return <LessonPlayer game={game} {...props} />;
}
