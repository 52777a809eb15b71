/** Role cards for a drill's position, so each drill states only what differs. */
import type { Role } from '../../../../engine/puerto-rico/vocabulary';

/** These roles in this order, the first `taken` chosen by seats 0, 1, …, and doubloons lying on some. */
export const roleCards = (roles: readonly Role[], taken = 0, doubloons: Partial<Record<Role, number>> = {}) =>
  roles.map((role, i) => ({ role, doubloons: doubloons[role] ?? 0, takenBy: i < taken ? i : -1 }));
