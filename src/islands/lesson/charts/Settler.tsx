import { settlerMachine } from '../../../machines/puerto-rico/settler';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'settler', machine: settlerMachine });

/** The lesson player lighting up the Settler statechart on its page (the one phase machine the page ships). */
export default function SettlerLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
