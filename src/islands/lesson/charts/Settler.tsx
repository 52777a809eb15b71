import { settlerMachine } from '../../../machines/puerto-rico/settler';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'settler', machine: settlerMachine } as const;

/** The lesson player lighting up the Settler statechart on its page (the one phase machine the page ships). */
export default function SettlerLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
