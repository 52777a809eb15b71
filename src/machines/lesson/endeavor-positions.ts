/**
 * Endeavor board steps' positions turned into game states through the engine's setupDefaults (or
 * newGameWithRules for a step that starts from a new game), at build time (and in tests): the
 * pages hand the island resolved steps, so the browser needs no setup gate, as for Puerto Rico
 * (./puerto-rico-positions.ts).
 */
import { newGameWithRules, setupDefaults, type GameState, type RuleId, type SetupError } from '../../engine/endeavor';
import { err, ok, type Result } from '../../engine/result';
import type { ReplayError } from '../lesson';
import type { BoardStep, ResolvedBoardStep } from './endeavor';

/**
 * The state a step starts from, and the rules that made it: a new game applies the setup rules
 * (setup.players, setup.start, setup.valid-position); a stated position, completed by the engine,
 * applies none a learner sees.
 */
export function stepStartState(setup: BoardStep['setup']): Result<{ readonly state: GameState; readonly rules: readonly RuleId[] }, SetupError[]> {
  if ('newGame' in setup) return newGameWithRules({ players: setup.newGame.players }, setup.newGame.seed);
  const r = setupDefaults(setup);
  return r.ok ? ok({ state: r.value, rules: [] }) : r;
}

/** The step with its partial setup replaced by the state the engine completes it to, or the engine's words why not. */
export function resolveBoardStep(step: BoardStep, index = 0): Result<ResolvedBoardStep, ReplayError> {
  const r = stepStartState(step.setup);
  if (!r.ok) return err({ step: index, message: r.error.map((e) => `${e.path}: ${e.message}`).join(' ') });
  const { setup: _, ...rest } = step;
  const learner = step.learner ?? 0;
  if (!Number.isInteger(learner) || learner < 0 || learner >= r.value.state.players.length)
    return err({ step: index, message: `learner: there is no seat ${learner} among ${r.value.state.players.length}.` });
  return ok({ ...rest, learner, start: r.value.state });
}

/** Like resolveBoardStep, for pages and tests: throws with the step's id and the engine's words when its position is refused. */
export function resolvedBoardStep(step: BoardStep): ResolvedBoardStep {
  const r = resolveBoardStep(step);
  if (!r.ok) throw new Error(`Endeavor board step "${step.id}": ${r.error.message}`);
  return r.value;
}
