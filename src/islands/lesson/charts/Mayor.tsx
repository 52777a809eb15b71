import { mayorMachine } from '../../../machines/puerto-rico/mayor';
import LessonPlayer, { type LessonPlayerProps } from '../LessonPlayer';

const chart = { name: 'mayor', machine: mayorMachine } as const;

/** The lesson player lighting up the Mayor statechart on its page (the one phase machine the page ships). */
export default function MayorLessonPlayer(props: LessonPlayerProps) {
  return <LessonPlayer {...props} chart={chart} />;
}
