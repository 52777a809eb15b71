/** A lesson's steps, one at a time, with a progress bar and a link for every step (#step-N). */
import { useEffect } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { stepperMachine } from '../machines/stepper';
import { readStepFromHash, stepHash } from './step-hash';

export interface Step {
  title: string;
  body: string;
}

export interface StepThroughProps {
  steps: Step[];
  labels: { step: string; of: string; prev: string; next: string; done: string; restart: string };
}

export default function StepThrough({ steps, labels }: StepThroughProps) {
  const [snapshot, send] = useMachine(stepperMachine, { input: { total: steps.length } });
  const { step, total } = snapshot.context;
  const finished = snapshot.matches('finished');
  const current = steps[step] ?? steps[0];

  // A deep link opens its step once the island is live; later moves keep the address in step
  // without flooding the history (replaceState).
  useEffect(() => {
    const fromHash = readStepFromHash(window.location.hash);
    if (fromHash !== null) send({ type: 'lesson.goto', step: fromHash });
  }, []);
  useEffect(() => {
    const hash = stepHash(step);
    if (window.location.hash !== hash) history.replaceState(null, '', hash);
  }, [step]);

  const percent = Math.round(((finished ? total : step) / total) * 100);
  return (
    <section class="stepper card" aria-label={`${labels.step} ${step + 1} ${labels.of} ${total}`} data-state={finished ? 'finished' : 'learning'}>
      <div class="progress" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={finished ? total : step} aria-label={labels.step}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p class="count muted" aria-live="polite">
        {finished ? labels.done : `${labels.step} ${step + 1} ${labels.of} ${total}`}
      </p>
      {current && (
        <div class="body">
          <h3>{current.title}</h3>
          <p>{current.body}</p>
        </div>
      )}
      <div class="controls">
        <button type="button" class="button secondary" onClick={() => send({ type: 'lesson.back' })} disabled={step === 0 && !finished}>
          {labels.prev}
        </button>
        {finished ? (
          <button type="button" class="button" onClick={() => send({ type: 'lesson.restart' })}>{labels.restart}</button>
        ) : (
          <button type="button" class="button" onClick={() => send({ type: 'lesson.next' })}>
            {step === total - 1 ? labels.done : labels.next}
          </button>
        )}
      </div>
    </section>
  );
}
