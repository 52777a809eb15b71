import { prospectorMachine } from '../../../machines/puerto-rico/prospector';
import LessonPlayer, { type LessonPlayerProps } from '../LessonPlayer';

const chart = { name: 'prospector', machine: prospectorMachine } as const;

/** The lesson player lighting up the Prospector statechart on its page (the one phase machine the page ships). */
export default function ProspectorLessonPlayer(props: LessonPlayerProps) {
  return <LessonPlayer {...props} chart={chart} />;
}
