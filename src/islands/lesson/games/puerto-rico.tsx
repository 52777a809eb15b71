/**
 * Puerto Rico for the lesson player: the board offers the legal moves and the tempting ones
 * (./candidates.ts), a refusal is answered with the rule's words and link, a finished game shows
 * the engine's score, and a step's moves go into links as places in the engine's legal lists.
 */
import { useMemo } from 'preact/hooks';
import { legalMoves } from '../../../engine/puerto-rico/game';
import type { Move } from '../../../engine/puerto-rico/moves';
import type { GameState } from '../../../engine/puerto-rico/state';
import { fill } from '../../../i18n/define';
import { puertoRicoLesson } from '../../../machines/lesson/puerto-rico';
import { stepLine, stepStart } from '../../../machines/lesson/puerto-rico-replay';
import type { LessonRefusal, LessonStep } from '../../../machines/lesson/puerto-rico-steps';
import { trackMachine, type NamedMachine } from '../../../machines/puerto-rico/track-machine';
import { GameBoard } from '../../puerto-rico/board/GameBoard';
import { lessonBuildings } from '../board-buildings';
import type { BoardPlace } from '../../puerto-rico/board/types';
import { RefusalWithRule } from '../../puerto-rico/RefusalWithRule';
import { candidateMoves } from '../candidates';
import type { LessonAnswerProps, LessonBoardProps, LessonGame } from '../lesson-game';
import { movePath, pathMoves } from '../move-path';
import { ScoreTable } from '../ScoreTable';

function Board({ state, step, names, lang, labels, reached, onMove }: LessonBoardProps<GameState, Move, LessonStep>) {
  const read = step.goal.kind === 'read';
  // A read step offers only the wrong moves it lists (after the final scoring: a role card, to meet "the game is over").
  const offered = useMemo(
    () =>
      reached
        ? []
        : candidateMoves(
            state,
            read ? [] : legalMoves(state),
            step.refusals.map((r) => r.move),
          ),
    [state, read, reached, step],
  );
  return (
    <>
      {state.phase === 'over' && <ScoreTable state={state} names={names} labels={labels} />}
      <GameBoard
        state={state}
        names={names}
        lang={lang}
        label={labels['player.board']}
        legal={offered}
        inGame={lessonBuildings(state, offered)}
        onMove={offered.length > 0 ? onMove : undefined}
        highlight={(step.highlight ?? []) as readonly BoardPlace[]}
      />
    </>
  );
}

/** The step's setups to try (a setup is no move, so nothing on the board tries it): a button each, answered with the setup gate's refusal. */
function Tries({ step, text, reached, onTry }: LessonBoardProps<GameState, Move, LessonStep>) {
  if (reached || step.tries === undefined || text.try === undefined) return null;
  return (
    <div class="step-tries" data-keep>
      {step.tries.map((_, i) => (
        <button type="button" class="button secondary" data-try={i} onClick={() => onTry(i)}>
          {text.try}
        </button>
      ))}
    </div>
  );
}

function Answer({ feedback, task, lang, labels }: LessonAnswerProps<GameState, Move, LessonRefusal, LessonStep>) {
  if (feedback.kind === 'refused')
    return (
      <p class="bad" data-rule={feedback.error.rule}>
        <RefusalWithRule lang={lang} error={feedback.error} href={`/${lang}/rules/#${feedback.error.rule}`} lead={labels['player.refused']} ruleLead={labels['player.rule']} />
      </p>
    );
  if (feedback.kind === 'not-asked') return <p class="warn">{fill(labels['player.notAsked'], { task })}</p>;
  if (feedback.kind === 'done') return <p class="good">{labels['player.done']}</p>;
  return null;
}

/** The Puerto Rico lesson, lighting up `chart` (the phase machine whose statechart the page shows) when given. */
export function puertoRicoLessonGame(chart?: NamedMachine): LessonGame<GameState, Move, LessonRefusal, LessonStep> {
  return {
    machine: puertoRicoLesson,
    Board,
    Answer,
    Moves: Tries,
    isRead: (step) => step.goal.kind === 'read',
    // The phase machine is fed the lesson's moves from the position its line of steps began at.
    lights:
      chart &&
      ((steps, index, _start, played) => {
        const line = stepLine(steps, index);
        const base = stepStart(steps, line.base);
        return { machine: chart.name, paths: base.ok && base.value !== null ? trackMachine(chart, base.value, [...line.moves, ...played]).paths : [] };
      }),
    path: { encode: movePath, decode: pathMoves },
  };
}
