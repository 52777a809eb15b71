import { mayorMachine } from '../../../machines/puerto-rico/mayor';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'mayor', machine: mayorMachine });

/** The lesson player lighting up the Mayor statechart on its page (the one phase machine the page ships). */
export default function MayorLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
