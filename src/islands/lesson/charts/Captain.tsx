import { captainMachine } from '../../../machines/puerto-rico/captain';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'captain', machine: captainMachine } as const;

/** The lesson player lighting up the Captain statechart on its page (the one phase machine the page ships). */
export default function CaptainLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
