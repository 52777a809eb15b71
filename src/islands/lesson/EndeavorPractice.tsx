/** An Endeavor lesson's practice page as an island: the one lesson player on the lesson's drills, each drill done without a mistake a star (./practice-stars.tsx). */
import { useMemo } from 'preact/hooks';
import { drillLesson } from '../../puzzles/practice';
import type { EndeavorLessonProps } from './EndeavorLesson';
import { endeavorLessonGame } from './games/endeavor';
import { LessonPlayer } from './LessonPlayer';
import { withStars } from './practice-stars';

export default function EndeavorPractice(props: EndeavorLessonProps) {
  const game = useMemo(() => withStars(endeavorLessonGame, props.steps, drillLesson(props.lesson)), []);
  return <LessonPlayer {...props} game={game} />;
}
