import { settlerMachine } from '../../../machines/puerto-rico/settler';
import { puertoRicoLessonGame } from '../games/puerto-rico';
import { LessonPlayer } from '../LessonPlayer';
import type { PuertoRicoLessonProps } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'settler', machine: settlerMachine });

/** The lesson player lighting up the Settler statechart on its page (the one phase machine the page ships). */
export default function SettlerLessonPlayer(props: PuertoRicoLessonProps) {
  return <LessonPlayer game={game} {...props} />;
}
