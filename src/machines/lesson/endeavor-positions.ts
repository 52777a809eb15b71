/**
 * Endeavor board steps' positions turned into game states through the engine's setupDefaults, at
 * build time (and in tests): the pages hand the island resolved steps, so the browser needs no
 * setup gate, as for Puerto Rico (./puerto-rico-positions.ts).
 */
import { setupDefaults } from '../../engine/endeavor';
import { err, ok, type Result } from '../../engine/result';
import type { ReplayError } from '../lesson';
import type { BoardStep, ResolvedBoardStep } from './endeavor';

/** The step with its partial setup replaced by the state the engine completes it to, or the engine's words why not. */
export function resolveBoardStep(step: BoardStep, index = 0): Result<ResolvedBoardStep, ReplayError> {
  const r = setupDefaults(step.setup);
  if (!r.ok) return err({ step: index, message: r.error.map((e) => `${e.path}: ${e.message}`).join(' ') });
  const { setup: _, ...rest } = step;
  const learner = step.learner ?? 0;
  if (!Number.isInteger(learner) || learner < 0 || learner >= r.value.players.length) return err({ step: index, message: `learner: there is no seat ${learner} among ${r.value.players.length}.` });
  return ok({ ...rest, learner, start: r.value });
}

/** Like resolveBoardStep, for pages and tests: throws with the step's id and the engine's words when its position is refused. */
export function resolvedBoardStep(step: BoardStep): ResolvedBoardStep {
  const r = resolveBoardStep(step);
  if (!r.ok) throw new Error(`Endeavor board step "${step.id}": ${r.error.message}`);
  return r.value;
}
