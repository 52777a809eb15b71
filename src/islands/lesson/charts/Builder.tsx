import { builderMachine } from '../../../machines/puerto-rico/builder';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'builder', machine: builderMachine });

/** The lesson player lighting up the Builder statechart on its page (the one phase machine the page ships). */
export default function BuilderLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
