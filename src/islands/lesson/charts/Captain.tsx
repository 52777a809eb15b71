import { captainMachine } from '../../../machines/puerto-rico/captain';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'captain', machine: captainMachine });

/** The lesson player lighting up the Captain statechart on its page (the one phase machine the page ships). */
export default function CaptainLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
