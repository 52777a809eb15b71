import { builderMachine } from '../../../machines/puerto-rico/builder';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'builder', machine: builderMachine } as const;

/** The lesson player lighting up the Builder statechart on its page (the one phase machine the page ships). */
export default function BuilderLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
