import { roundMachine } from '../../../machines/puerto-rico/round';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'round', machine: roundMachine } as const;

/** The lesson player lighting up the Round statechart on its page (the one phase machine the page ships). */
export default function RoundLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
