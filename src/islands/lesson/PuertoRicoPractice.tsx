/** A Puerto Rico lesson's practice page as an island: the one lesson player on the lesson's drills, each drill done without a mistake a star (./practice-stars.tsx). */
import { useMemo } from 'preact/hooks';
import { drillLesson } from '../../puzzles/practice';
import { puertoRicoLessonGame } from './games/puerto-rico';
import { LessonPlayer } from './LessonPlayer';
import type { PuertoRicoLessonProps } from './PuertoRicoLesson';
import { withStars } from './practice-stars';

export default function PuertoRicoPractice(props: PuertoRicoLessonProps) {
  const game = useMemo(() => withStars(puertoRicoLessonGame(), props.steps, drillLesson(props.lesson)), []);
  return <LessonPlayer {...props} game={game} />;
}
