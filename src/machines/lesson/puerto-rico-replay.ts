/**
 * The board of each step: a step starts from its own position or from where the previous step
 * ended (its start plus its solution), so a deep link to step N rebuilds the board by replaying
 * the steps before it through the engine. A step's own position arrives already checked (a game
 * state, from resolveSteps at build time): this module must not import the setup gate, which
 * would put it in every lesson page's JavaScript.
 */
import { applyMove } from '../../engine/puerto-rico/game';
import type { GameState } from '../../engine/puerto-rico/state';
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import { moveToString } from '../../engine/puerto-rico/moves';
import type { ReplayError } from '../lesson';
import type { LessonStep } from './puerto-rico-steps';

/** The board a step starts from (with the other seats' moves before it played); null for a step without a board. */
export function stepStart(steps: readonly LessonStep[], index: number): Result<GameState | null, ReplayError> {
  const base = ownStart(steps, index);
  if (!base.ok || base.value === null) return base;
  const before = steps[index]!.before;
  return before === undefined ? base : playAll(base.value, before, index);
}

/** Where a step's board stands before the other seats' moves: its own position or the previous step's end. */
function ownStart(steps: readonly LessonStep[], index: number): Result<GameState | null, ReplayError> {
  const step = steps[index];
  if (step === undefined) return err({ step: index, message: `There is no step ${index + 1}.` });
  if (step.start === undefined) return ok(null);
  if ('state' in step.start) return ok(step.start.state);
  if ('setup' in step.start) return err({ step: index, message: "This step's position was not checked when the page was built (resolveSteps)." });
  if (index === 0) return err({ step: 0, message: 'The first step cannot start from a previous one.' });
  return stepEnd(steps, index - 1);
}

/** The board after a step's solution (the start of a following "from previous" step). */
export function stepEnd(steps: readonly LessonStep[], index: number): Result<GameState | null, ReplayError> {
  const start = stepStart(steps, index);
  if (!start.ok || start.value === null) return start;
  return playAll(start.value, steps[index]!.solution, index);
}

/** Plays moves one by one through the engine; the first refusal stops with its reason. */
export function playAll(state: GameState, moves: readonly unknown[], step: number): Result<GameState, ReplayError> {
  let s = state;
  for (const m of moves) {
    const r = applyMove(s, m);
    if (!r.ok) return err({ step, message: `${typeof m === 'object' && m !== null && 'type' in m ? moveToString(m as never) : JSON.stringify(m)}: ${r.error.message}` });
    s = r.value;
  }
  return ok(s);
}

/**
 * The line of play that leads to a step: the position of the nearest step at or before it that
 * sets up its own board, and the solutions of the steps in between. A machine fed this line from
 * that position stands where the step starts.
 */
export function stepLine(steps: readonly LessonStep[], index: number): { base: number; moves: LessonStep['solution'][number][] } {
  let base = index;
  while (base > 0 && steps[base]?.start !== undefined && !('setup' in steps[base]!.start!) && !('state' in steps[base]!.start!)) base--;
  // The base step's start already holds its own moves before; later steps add theirs before their solutions.
  const moves = steps.slice(base, index + 1).flatMap((s, k) => [...(k > 0 ? (s.before ?? []) : []), ...(base + k < index ? s.solution : [])]);
  return { base, moves };
}
