import { prospectorMachine } from '../../../machines/puerto-rico/prospector';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'prospector', machine: prospectorMachine } as const;

/** The lesson player lighting up the Prospector statechart on its page (the one phase machine the page ships). */
export default function ProspectorLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
