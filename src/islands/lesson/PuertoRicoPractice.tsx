/**
 * A Puerto Rico lesson's practice page as an island: the lesson island (imported whole, so the
 * lesson pages' chunks do not split) on the lesson's drills, each drill done without a mistake a
 * star (./practice-stars.tsx).
 */
import { drillLesson } from '../../puzzles/practice';
import PuertoRicoLesson, { type PuertoRicoLessonProps } from './PuertoRicoLesson';
import { withStars } from './practice-stars';

export default function PuertoRicoPractice(props: PuertoRicoLessonProps) {
  return <PuertoRicoLesson {...props} wrap={(game) => withStars(game, props.steps, drillLesson(props.lesson))} />;
}
