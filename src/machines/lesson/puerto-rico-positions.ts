/**
 * A lesson plan's own positions turned into game states through the engine's setup gate, at build
 * time (and in tests): the pages hand the player resolved steps, so the browser needs no gate.
 */
import { fromSetup, setupFromPartial } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { ReplayError } from '../lesson';
import { stepStart as resolvedStepStart } from './puerto-rico-replay';
import type { LessonStep, SetupTry } from './puerto-rico-steps';

/**
 * A setup the step offers to try, as the gate's refusal: its first error (the one the learner
 * reads), or a problem when the gate accepts the setup or refuses it for another rule.
 */
export function triedSetup(t: SetupTry): Result<SetupTry, string> {
  if (!('setup' in t)) return ok(t);
  const r = fromSetup(setupFromPartial(t.setup));
  if (r.ok) return err('a setup to try is accepted');
  const first = r.error[0]!;
  if (first.rule !== t.rule) return err(`a setup to try is refused with ${first.rule}, not ${t.rule}`);
  return ok({ refused: first, rule: t.rule });
}

/** The steps with every `{ setup }` start replaced by the state it describes; the first refused setup stops with the engine's words. */
export function resolveSteps(steps: readonly LessonStep[]): Result<LessonStep[], ReplayError> {
  const out: LessonStep[] = [];
  for (const [i, plain] of steps.entries()) {
    let step = plain;
    if (step.tries !== undefined) {
      const tries: SetupTry[] = [];
      for (const t of step.tries) {
        const r = triedSetup(t);
        if (!r.ok) return err({ step: i, message: r.error });
        tries.push(r.value);
      }
      step = { ...step, tries };
    }
    if (step.start === undefined || !('setup' in step.start)) {
      out.push(step);
      continue;
    }
    const r = fromSetup(setupFromPartial(step.start.setup));
    if (!r.ok) return err({ step: i, message: r.error.map((e) => `${e.path}: ${e.message}`).join(' ') });
    out.push({ ...step, start: { state: r.value } });
  }
  return ok(out);
}

/** Like resolveSteps, for pages and tests: throws with the lesson, step and the engine's words when a position is refused. */
export function resolvedSteps(lesson: string, steps: readonly LessonStep[]): LessonStep[] {
  const r = resolveSteps(steps);
  if (!r.ok) throw new Error(`Lesson plan ${lesson}, step ${r.error.step + 1}: ${r.error.message}`);
  return r.value;
}

/** The board a step of an unresolved plan starts from (resolving it first). */
export function stepStart(steps: readonly LessonStep[], index: number): Result<GameState | null, ReplayError> {
  const r = resolveSteps(steps);
  return r.ok ? resolvedStepStart(r.value, index) : err(r.error);
}
