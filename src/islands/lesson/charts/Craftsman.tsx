import { craftsmanMachine } from '../../../machines/puerto-rico/craftsman';
import LessonPlayer, { type LessonPlayerProps } from '../LessonPlayer';

const chart = { name: 'craftsman', machine: craftsmanMachine } as const;

/** The lesson player lighting up the Craftsman statechart on its page (the one phase machine the page ships). */
export default function CraftsmanLessonPlayer(props: LessonPlayerProps) {
  return <LessonPlayer {...props} chart={chart} />;
}
