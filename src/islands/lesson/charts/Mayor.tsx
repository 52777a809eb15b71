import { mayorMachine } from '../../../machines/puerto-rico/mayor';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'mayor', machine: mayorMachine } as const;

/** The lesson player lighting up the Mayor statechart on its page (the one phase machine the page ships). */
export default function MayorLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
