import { prospectorMachine } from '../../../machines/puerto-rico/prospector';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'prospector', machine: prospectorMachine });

/** The lesson player lighting up the Prospector statechart on its page (the one phase machine the page ships). */
export default function ProspectorLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
