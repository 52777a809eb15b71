import { craftsmanMachine } from '../../../machines/puerto-rico/craftsman';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'craftsman', machine: craftsmanMachine });

/** The lesson player lighting up the Craftsman statechart on its page (the one phase machine the page ships). */
export default function CraftsmanLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
