/**
 * An Endeavor lesson's practice page as an island: the lesson island (imported whole) on the
 * lesson's drills, each drill done without a mistake a star (./practice-stars.tsx).
 */
import { drillLesson } from '../../puzzles/practice';
import EndeavorLesson, { type EndeavorLessonProps } from './EndeavorLesson';
import { withStars } from './practice-stars';

export default function EndeavorPractice(props: EndeavorLessonProps) {
  return <EndeavorLesson {...props} wrap={(game) => withStars(game, props.steps, drillLesson(props.lesson))} />;
}
