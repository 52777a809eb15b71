/**
 * The Puerto Rico lesson player as an island: the one lesson player with Puerto Rico's adapter.
 * The entries of ./charts/ pass the adapter bound to their phase machine; they import it from here
 * so that the adapter and this entry are one file in the browser, not two.
 */
import type { PuertoRicoStepText } from '../../content/lesson-words';
import type { LessonStep } from '../../machines/lesson/puerto-rico-steps';
import { puertoRicoLessonGame } from './games/puerto-rico';
import { LessonPlayer, type LessonPlayerProps } from './LessonPlayer';

export { puertoRicoLessonGame } from './games/puerto-rico';

export type PuertoRicoLessonProps = LessonPlayerProps<LessonStep, PuertoRicoStepText>;

const plain = puertoRicoLessonGame();

export default function PuertoRicoLesson(props: PuertoRicoLessonProps & { game?: ReturnType<typeof puertoRicoLessonGame> }) {
  return <LessonPlayer {...props} game={props.game ?? plain} />;
}
