import { traderMachine } from '../../../machines/puerto-rico/trader';
import LessonPlayer, { type LessonPlayerProps } from '../LessonPlayer';

const chart = { name: 'trader', machine: traderMachine } as const;

/** The lesson player lighting up the Trader statechart on its page (the one phase machine the page ships). */
export default function TraderLessonPlayer(props: LessonPlayerProps) {
  return <LessonPlayer {...props} chart={chart} />;
}
