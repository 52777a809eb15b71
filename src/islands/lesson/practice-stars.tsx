/**
 * A lesson's practice on the one lesson player: the game's adapter with an answer that, when a
 * drill is done without a mistake, wins its star and keeps it in the lesson progress (under the
 * lesson's stars id, src/puzzles/practice.ts), and tells the learner either way. Only the practice
 * pages load this module, so the lesson pages' JavaScript does not grow with it.
 */
import { useEffect, useState } from 'preact/hooks';
import { fill } from '../../i18n/define';
import type { StepShape } from '../../machines/lesson';
import { starsId } from '../../puzzles/practice';
import type { LessonAnswerProps, LessonGame } from './lesson-game';
import { browserStorage, lessonStatus, loadProgress, recordSteps } from './progress';

/** `game` whose answers win a drill's star (`steps` are the lesson's drills, `lesson` its English id). */
export function withStars<S, M, E extends { rule: string }, Step extends StepShape<M, unknown>>(game: LessonGame<S, M, E, Step>, steps: readonly Step[], lesson: string): LessonGame<S, M, E, Step> {
  const place = { lesson: starsId(lesson), total: steps.length };
  const starsNow = () => lessonStatus(loadProgress(browserStorage()).progress, place.lesson, place.total).done;

  function Answer(props: LessonAnswerProps<S, M, E, Step>) {
    const done = props.feedback.kind === 'done';
    const won = done && !props.missed;
    const index = steps.indexOf(props.step);
    const [stars, setStars] = useState(starsNow);
    useEffect(() => {
      if (!won || index < 0) return;
      const { progress } = recordSteps(place, [index]);
      setStars(lessonStatus(progress, place.lesson, place.total).done);
    }, [won, index]);
    const { labels } = props;
    // The star first: on a phone the panel shows the answer's first lines only.
    return (
      <>
        {done && (
          <p class={won ? 'good practice-star' : 'warn practice-star'} data-star={won ? 'won' : 'missed'}>
            <span aria-hidden="true">{won ? '★ ' : '☆ '}</span>
            {labels[won ? 'player.starWon' : 'player.starMissed']} {fill(labels['player.starCount'], { won: stars, total: steps.length })}
          </p>
        )}
        <game.Answer {...props} />
      </>
    );
  }
  return { ...game, Answer, opensInView: true };
}
