import { craftsmanMachine } from '../../../machines/puerto-rico/craftsman';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from '../PuertoRicoLesson';

const chart = { name: 'craftsman', machine: craftsmanMachine } as const;

/** The lesson player lighting up the Craftsman statechart on its page (the one phase machine the page ships). */
export default function CraftsmanLessonPlayer(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} chart={chart} />;
}
