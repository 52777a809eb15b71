/** Errors as values: refused moves and rejected setups, each with a stable code and a rule id. */
import type { RuleId } from './rules';

/** Why applyMove refused a move. `code` is stable (e.g. 'captain/must-load-most'); `message` is for players. */
export interface MoveError {
  readonly code: string;
  readonly rule: RuleId;
  readonly message: string;
}

/** One problem found by fromSetup; `path` points into the setup (e.g. 'players.1.city.3'). */
export interface SetupError {
  readonly code: string;
  readonly path: string;
  readonly rule: RuleId;
  readonly message: string;
}

export const moveError = (code: string, rule: RuleId, message: string): MoveError => ({ code, rule, message });
export const setupError = (code: string, path: string, message: string, rule: RuleId = 'setup.valid'): SetupError => ({ code, path, rule, message });
