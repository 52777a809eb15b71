/**
 * One interactive board step inside a lesson: a position from the engine's setupDefaults, a
 * question, and the board. The engine judges every click (a refusal shows its message); the
 * step is done when a legal move of the asked kind is made.
 */
import { useMemo, useState } from 'preact/hooks';
import { applyMove, legalMoves, setupDefaults, type GameState, type Move, type MoveError } from '../../engine/endeavor';
import EndeavorBoard from './EndeavorBoard';
import { LESSON_STEPS, type LessonStepId } from './steps';
import { moveWords } from './words';
import './endeavor.css';

const NAMES = ['You', 'Player 2', 'Player 3', 'Player 4', 'Player 5'];

type Outcome = { kind: 'none' } | { kind: 'refused'; error: MoveError } | { kind: 'other'; move: Move } | { kind: 'done'; move: Move; after: GameState };

export default function EndeavorLessonStep({ step, ask }: { step: LessonStepId; ask: string }) {
  const data = LESSON_STEPS[step];
  const start = useMemo(() => setupDefaults(data.setup), [step]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  if (!start.ok) return <p role="alert">This practice position could not be set up: {start.error.map((e) => e.message).join('; ')}</p>;
  const game = outcome.kind === 'done' ? outcome.after : start.value;
  const slots = start.value.players[0]!.buildings;

  const onMove = (move: Move) => {
    const r = applyMove(start.value, move);
    if (!r.ok) setOutcome({ kind: 'refused', error: r.error });
    else if (move.type !== data.want) setOutcome({ kind: 'other', move });
    else setOutcome({ kind: 'done', move, after: r.value });
  };

  return (
    <section class="card e-lesson-step" aria-label="Try it on the board">
      <p class="e-ask"><strong>Try it:</strong> {ask}</p>
      <div aria-live="polite">
        {outcome.kind === 'refused' && <p class="e-refusal">Not allowed: {outcome.error.message}</p>}
        {outcome.kind === 'other' && <p class="e-refusal">“{moveWords(outcome.move, slots)}” is allowed, but this step asks for something else. Try again.</p>}
        {outcome.kind === 'done' && <p class="e-ok">Well done: {moveWords(outcome.move, slots)}.</p>}
      </div>
      <EndeavorBoard
        game={game}
        seatNames={NAMES.slice(0, game.players.length)}
        legal={outcome.kind === 'done' ? [] : legalMoves(start.value)}
        onMove={outcome.kind === 'done' ? undefined : onMove}
        tryBuild={outcome.kind !== 'done'}
      />
      {outcome.kind !== 'none' && <button type="button" class="e-restart" onClick={() => setOutcome({ kind: 'none' })}>Start this step again</button>}
    </section>
  );
}
