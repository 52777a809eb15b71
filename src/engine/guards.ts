/**
 * The type guards of the validation kit (./validate.ts re-exports them): a module of their own,
 * so a page that checks a little stored data with them (a lesson's saved progress) does not ship
 * the kit's problem lists and spelling suggestions, which the bundler would keep beside them.
 */

export type Obj = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A whole number, 0 or more. */
export const isNat = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** A whole number from `min` to `max`. */
export const isIntIn = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

/** One of a closed list of values. */
export const isOneOf = <T extends string | number>(list: readonly T[], x: unknown): x is T => (list as readonly unknown[]).includes(x);
