/**
 * The Puerto Rico lesson player as an island: the one lesson player with Puerto Rico's adapter.
 * The entries of ./charts/ hand it the phase machine whose statechart their page shows; this file
 * exports the component only, so Astro's entry and the charts share one file in the browser.
 */
import { useMemo } from 'preact/hooks';
import type { PuertoRicoStepText } from '../../content/lesson-words';

import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import type { LessonRefusal, LessonStep } from '../../machines/lesson/puerto-rico-steps';
import type { NamedMachine } from '../../machines/puerto-rico/track-machine';
import { puertoRicoLessonGame } from './games/puerto-rico';
import { LessonPlayer, type LessonPlayerProps } from './LessonPlayer';
import type { WrapGame } from './lesson-game';

export interface PuertoRicoLessonProps extends LessonPlayerProps<LessonStep, PuertoRicoStepText> {
  /** The phase machine whose statechart is on the page, lit up as the learner plays (./charts/ only). */
  chart?: NamedMachine | undefined;
  /** A practice page's change to the game (./PuertoRicoPractice.tsx): its entry imports this one whole, so the lesson pages' chunks stay as they are. */
  wrap?: WrapGame<GameState, Move, LessonRefusal, LessonStep> | undefined;
}

const plain = puertoRicoLessonGame();

export default function PuertoRicoLesson(props: PuertoRicoLessonProps) {
  const game = useMemo(() => {
    const g = props.chart ? puertoRicoLessonGame(props.chart) : plain;
    return props.wrap ? props.wrap(g) : g;
  }, []);
  return <LessonPlayer {...props} game={game} />;
}
