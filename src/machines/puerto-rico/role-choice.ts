/**
 * The first step every phase machine shares: the chooser takes this role's card (the engine moves
 * the card and pays the doubloons lying on it). The guard asks the engine whether the choice is
 * legal; that the move names this machine's role is the machine's mode, not a rule.
 */
import type { Role } from '../../engine/puerto-rico/vocabulary';
import { isLegalMove, type PlayContext } from './play';

/** Guard factory: the event's move chooses `role` and the engine allows it. */
export const choosesRole =
  (role: Role) =>
  ({ context, event }: { context: PlayContext; event: { move?: unknown } }): boolean => {
    const m = event.move as { type?: unknown; role?: unknown } | undefined;
    return m?.type === 'role' && m.role === role && isLegalMove({ context, event });
  };
