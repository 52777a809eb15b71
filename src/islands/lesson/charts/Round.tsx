import { roundMachine } from '../../../machines/puerto-rico/round';
import LessonPlayer, { type LessonPlayerProps } from '../LessonPlayer';

const chart = { name: 'round', machine: roundMachine } as const;

/** The lesson player lighting up the Round statechart on its page (the one phase machine the page ships). */
export default function RoundLessonPlayer(props: LessonPlayerProps) {
  return <LessonPlayer {...props} chart={chart} />;
}
