/**
 * One interactive board step inside a lesson: a position from the engine's setupDefaults, a
 * question, and the board. Every click goes as an event to the step's phase machine
 * (src/machines/endeavor/), which asks the engine: a refusal shows the engine's words, and the
 * machine's current state is lit up on the phase's statechart when the page shows it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor, type AnyStateMachine } from 'xstate';
import { isLegal, legalMoves, setupDefaults, type GameState, type Move, type MoveError } from '../../engine/endeavor';
import { eventFor } from '../../machines/endeavor/events';
import { ENDEAVOR_MACHINES } from '../../machines/endeavor/index';
import type { PlayContext } from '../../machines/endeavor/play';
import EndeavorBoard from './EndeavorBoard';
import EndeavorScoreSheet from './EndeavorScoreSheet';
import { LESSON_STEPS, type BoardStep, type LessonStepId } from './steps';
import { moveWords } from './words';
import './endeavor.css';

const NAMES = ['You', 'Player 2', 'Player 3', 'Player 4', 'Player 5'];

/** What the last click did; `words` names the move with the mover's buildings as they were when it was made. */
type Outcome = { kind: 'none' } | { kind: 'refused'; error: MoveError } | { kind: 'other'; words: string } | { kind: 'played'; words: string } | { kind: 'done'; words: string };

interface View {
  game: GameState;
  /** Dotted paths of the machine's active states, e.g. ['turn']. */
  paths: string[];
  finished: boolean;
  grown: number[] | null;
}

type StepContext = PlayContext & { grown?: number[] | null };

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [prefix ? `${prefix}.${k}` : k, ...activePaths(v, prefix ? `${prefix}.${k}` : k)]);
}

export default function EndeavorLessonStep({ step, ask }: { step: LessonStepId; ask: string }) {
  const data: BoardStep = LESSON_STEPS[step];
  const machine = ENDEAVOR_MACHINES[data.machine] as AnyStateMachine;
  const start = useMemo(() => setupDefaults(data.setup), [step]);
  const [attempt, setAttempt] = useState(0);
  const actor = useMemo(() => (start.ok ? createActor(machine, { input: { state: start.value } }).start() : null), [start, attempt]);
  const read = (): View | null => {
    if (!actor) return null;
    const snap = actor.getSnapshot();
    const ctx = snap.context as StepContext;
    return { game: ctx.state, paths: activePaths(snap.value), finished: snap.status === 'done', grown: ctx.grown ?? null };
  };
  const [view, setView] = useState<View | null>(read);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  useEffect(() => {
    setView(read());
    return () => actor?.stop();
  }, [actor]);

  // Light up the machine's state on the statechart drawn from the same machine, if the page has one.
  useEffect(() => {
    if (!view) return;
    for (const el of document.querySelectorAll<SVGElement>(`.statechart[data-machine="${machine.id}"] [data-chart-state]`)) {
      el.classList.toggle('active', view.paths.includes(el.dataset.chartState ?? ''));
    }
  }, [view, machine]);

  if (!start.ok || !actor || !view) return <p role="alert">This practice position could not be set up: {start.ok ? '' : start.error.map((e) => e.message).join('; ')}</p>;
  const { game } = view;
  const complete = outcome.kind === 'done';
  const slots = game.toAct === null ? [] : game.players[game.toAct]!.buildings;
  const legal = complete ? [] : legalMoves(game);
  // The step's expected refusal is offered on the board too, so the learner can try it and read the engine's reason.
  const offered = data.refusal && !complete && !legal.some((m) => JSON.stringify(m) === JSON.stringify(data.refusal!.move)) ? [...legal, data.refusal.move] : legal;
  const untargeted = legal.filter((m) => m.type === 'pass' || m.type === 'buildNothing');

  const onMove = (move: Move) => {
    const goal = data.goal;
    const words = moveWords(move, slots);
    // A legal move of another kind than the step asks for is not played: the step stays as it is.
    if (goal.kind === 'move' && move.type !== goal.type && isLegal(game, move)) {
      setOutcome({ kind: 'other', words });
      return;
    }
    const event = eventFor(data.machine, move);
    if (event === null || !actor.getSnapshot().can(event as never)) {
      setOutcome({ kind: 'other', words });
      return;
    }
    actor.send(event as never);
    const next = read()!;
    const refusal = (actor.getSnapshot().context as StepContext).refusal;
    setView(next);
    if (refusal) setOutcome({ kind: 'refused', error: refusal });
    else if (goal.kind === 'move' || next.finished) setOutcome({ kind: 'done', words });
    else setOutcome({ kind: 'played', words });
  };

  const restart = () => {
    setOutcome({ kind: 'none' });
    setAttempt((n) => n + 1);
  };
  const names = NAMES.slice(0, game.players.length);

  return (
    <section class="card e-lesson-step" aria-label="Try it on the board" data-step={step}>
      <p class="e-ask"><strong>Try it:</strong> {ask}</p>
      <div aria-live="polite">
        {outcome.kind === 'refused' && <p class="e-refusal">Not allowed: {outcome.error.message}</p>}
        {outcome.kind === 'other' && <p class="e-refusal">“{outcome.words}” is allowed, but this step asks for something else. Try again.</p>}
        {outcome.kind === 'played' && <p class="e-ok">Done: {outcome.words}. {game.toAct === null ? '' : `${names[game.toAct]} to act next.`}</p>}
        {outcome.kind === 'done' && (
          <p class="e-ok" data-testid="step-complete">
            Well done: {outcome.words}.{view.grown && ` Growth has run for everybody: ${view.grown.map((n, i) => `${names[i]} +${n}`).join(', ')} markers to the harbour.`}
            {data.machine === 'action' && data.goal.kind === 'done' && ' Everybody has passed: the round is over.'}
          </p>
        )}
      </div>
      {game.phase === 'gameOver' && <EndeavorScoreSheet game={game} seatNames={names} lang="en" />}
      <EndeavorBoard game={game} seatNames={names} legal={offered} onMove={complete ? undefined : onMove} tryBuild={!complete} />
      {untargeted.length > 0 && (
        <div class="e-step-moves" role="group" aria-label="Moves without a place on the board">
          {untargeted.map((m) => (
            <button type="button" key={m.type} onClick={() => onMove(m)}>{moveWords(m, slots)}</button>
          ))}
        </div>
      )}
      {outcome.kind !== 'none' && <button type="button" class="e-restart" onClick={restart}>Start this step again</button>}
    </section>
  );
}
