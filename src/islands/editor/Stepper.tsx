/** A labelled number with − and + buttons (44 px targets), for counts in the editor. */
import { useId } from 'preact/hooks';

export interface StepperProps {
  /** Visible label, e.g. 'Doubloons'. */
  label: string;
  value: number;
  /** Called with -1 or +1; the host turns it into an edit for the engine to judge. */
  onStep: (delta: number) => void;
  /** Accessible names of the buttons, e.g. 'One less doubloon'. */
  less: string;
  more: string;
  /** Machine-readable name for tests, e.g. 'p0-doubloons'. */
  name?: string;
}

export function Stepper({ label, value, onStep, less, more, name }: StepperProps) {
  const id = useId();
  return (
    <div class="stepper-field" data-field={name}>
      <span class="stepper-label" id={id}>
        {label}
      </span>
      <span class="stepper-controls" role="group" aria-labelledby={id}>
        <button type="button" class="step-button" aria-label={less} onClick={() => onStep(-1)}>
          −
        </button>
        <output class="step-value" aria-live="off" aria-labelledby={id}>
          {value}
        </output>
        <button type="button" class="step-button" aria-label={more} onClick={() => onStep(1)}>
          +
        </button>
      </span>
    </div>
  );
}
