/** Errors as values: refused moves and rejected setups, each with a stable code and a rule id. */
import type { MoveError as MoveErrorOf, SetupError as SetupErrorOf } from '../contract';
import type { Move } from './moves';
import { bonusOf } from './moves';
import type { RuleId } from './rules';

/** Every code a refused move can carry (stable: the words and the tests key on them). */
export const MOVE_CODES = [
  'bonus/decline-count',
  'bonus/decline-not-offered',
  'builder/black-market-exact',
  'builder/cannot-afford',
  'builder/no-black-market',
  'builder/no-large-space',
  'builder/no-space',
  'builder/no-university-colonist',
  'builder/none-left',
  'builder/one-of-each',
  'captain/finish-small-wharf',
  'captain/kind-on-other-ship',
  'captain/must-load',
  'captain/must-load-most',
  'captain/no-good',
  'captain/no-small-wharf',
  'captain/no-such-ship',
  'captain/no-wharf',
  'captain/ship-full',
  'captain/ship-other-kind',
  'captain/small-wharf-used',
  'captain/wharf-used',
  'craftsman/none-left',
  'craftsman/not-produced',
  'draft/already-picked',
  'draft/hacienda-forest-house',
  'draft/no-slot',
  'draft/production',
  'engine/endless-loop',
  'game/over',
  'guest-house/mayor',
  'guest-house/mid-phase',
  'guest-house/no-circle',
  'guest-house/no-guest',
  'guest-house/not-a-guest',
  'guest-house/window',
  'mayor/already-placed',
  'mayor/fill-circles',
  'mayor/must-place',
  'mayor/no-colonist',
  'mayor/no-empty-circle',
  'mayor/no-such-building',
  'mayor/not-enough',
  'mayor/privilege-decline',
  'mayor/too-many',
  'move/illegal',
  'move/malformed',
  'round/choose-role',
  'round/role-not-in-game',
  'round/role-taken',
  'round/wrong-phase',
  'settler/hacienda-used',
  'settler/island-full',
  'settler/library-no-quarry',
  'settler/no-forest-house',
  'settler/no-forest-left',
  'settler/no-hacienda',
  'settler/no-hospice-colonist',
  'settler/no-quarry-left',
  'settler/not-face-up',
  'settler/place-drawn',
  'settler/quarry-privilege',
  'storage/keep',
  'storage/warehouse-room',
  'trader/house-full',
  'trader/kind-in-house',
  'trader/no-good',
  'trader/no-trading-post',
] as const;
export type MoveCode = (typeof MOVE_CODES)[number];

/** Why applyMove refused a move. `code` is stable (e.g. 'captain/must-load-most'); `message` is for players. */
export type MoveError = MoveErrorOf<MoveCode, RuleId>;

/** One problem found by fromSetup; `path` points into the setup (e.g. 'players.1.city.3'). */
export type SetupError = SetupErrorOf<string, RuleId>;

export const moveError = (code: MoveCode, rule: RuleId, message: string): MoveError => ({ code, rule, message });
export const setupError = (code: string, path: string, message: string, rule: RuleId = 'setup.valid'): SetupError => ({ code, path, rule, message });

/**
 * The refusal of a bonus decline that is not offered: `offered` is the decline of the same move
 * that is (absent when the bonus would not hand out the last VP chip).
 */
export function declineError(offered: Move | undefined): MoveError {
  const taken = offered === undefined ? undefined : bonusOf(offered);
  if (taken === undefined) return moveError('bonus/decline-not-offered', 'end.decline-last-chip', 'You may turn down a bonus VP only when it would hand out the last VP chip.');
  return moveError('bonus/decline-count', 'end.decline-last-chip', `To keep the last VP chip in the supply, take ${taken} bonus VP.`);
}
