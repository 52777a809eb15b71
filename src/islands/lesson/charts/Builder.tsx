import { builderMachine } from '../../../machines/puerto-rico/builder';
import LessonPlayer, { type LessonPlayerProps } from '../LessonPlayer';

const chart = { name: 'builder', machine: builderMachine } as const;

/** The lesson player lighting up the Builder statechart on its page (the one phase machine the page ships). */
export default function BuilderLessonPlayer(props: LessonPlayerProps) {
  return <LessonPlayer {...props} chart={chart} />;
}
