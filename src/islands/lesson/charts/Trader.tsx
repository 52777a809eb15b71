import { traderMachine } from '../../../machines/puerto-rico/trader';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'trader', machine: traderMachine } as const;

/** The lesson player lighting up the Trader statechart on its page (the one phase machine the page ships). */
export default function TraderLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
