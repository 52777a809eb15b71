import { roundMachine } from '../../../machines/puerto-rico/round';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'round', machine: roundMachine });

/** The lesson player lighting up the Round statechart on its page (the one phase machine the page ships). */
export default function RoundLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
