import { traderMachine } from '../../../machines/puerto-rico/trader';
import PuertoRicoLesson, { type PuertoRicoLessonProps, puertoRicoLessonGame } from '../PuertoRicoLesson';

const game = puertoRicoLessonGame({ name: 'trader', machine: traderMachine });

/** The lesson player lighting up the Trader statechart on its page (the one phase machine the page ships). */
export default function TraderLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} game={game} />;
}
