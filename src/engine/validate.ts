/**
 * The one small validation kit for everything untrusted: puzzle files, links, localStorage,
 * worker messages and the engines' gates. Pure TypeScript, so the engines can use it.
 *
 * Every problem has one shape, `{ code?, path, reason }`, with dotted paths and numeric indices
 * (`players.1.harbour`, the project's one path style; '' is the whole value).
 */

/** One thing wrong with an untrusted value: where (dotted path) and why, in words. */
export interface Problem {
  readonly code?: string;
  readonly path: string;
  readonly reason: string;
}

// The type guards live in ./guards.ts, so a page that needs only them does not ship the rest.
export { type Obj, isIntIn, isNat, isObject, isOneOf } from './guards';
import { isIntIn, isObject, isOneOf, type Obj } from './guards';

/** `base` and `key` joined in the dotted style: at('players', 1) is 'players.1'. */
export const at = (base: string, key: string | number): string => (base === '' ? String(key) : `${base}.${key}`);

/** Edit distance between two short names (letters inserted, removed or changed). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const keep = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      prev = keep;
    }
  }
  return row[b.length]!;
}

/** The known name closest to `name`, if it is close enough to be a likely typo. */
export function nearest(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const k of known) {
    const d = distance(name, k);
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  // A typo changes a few letters; a whole other word is no suggestion.
  return best !== null && bestD <= Math.max(2, Math.floor(best.length / 3)) ? best : null;
}

/** The reason for an unknown field, with the nearest known name when there is one. */
export function unknownFieldReason(name: string, known: readonly string[]): string {
  const near = nearest(name, known);
  return near === null ? `"${name}" is not a known field (known: ${known.join(', ')}).` : `"${name}" is not a known field; did you mean ${near}?`;
}

/** A problem for every field of `x` not in `known`. */
export function unknownFields(x: Obj, known: readonly string[], path: string, code = 'unknown-field'): Problem[] {
  const out: Problem[] = [];
  for (const k of Object.keys(x)) if (!known.includes(k)) out.push({ code, path: at(path, k), reason: unknownFieldReason(k, known) });
  return out;
}

/**
 * A reader's reason as a sentence of its own: reasons that continue the path ("must be a whole
 * number.") get the path in front; full sentences stay as they are.
 */
export const sentence = (path: string, reason: string): string => (path !== '' && /^(must|cannot) /.test(reason) ? `${path} ${reason}` : reason);

/** Problems as one line each, `path: reason` (the whole value when the path is empty). */
export function problemLine(p: Problem): string {
  return p.path === '' ? p.reason : `${p.path}: ${p.reason}`;
}

/**
 * Collects problems while reading an untrusted value; each reader returns a usable fallback so
 * one pass finds every problem.
 */
export class Problems<P = Problem> {
  readonly list: P[] = [];
  constructor(private readonly make: (code: string, path: string, reason: string) => P) {}
  add(code: string, path: string, reason: string): void {
    this.list.push(this.make(code, path, reason));
  }
  get ok(): boolean {
    return this.list.length === 0;
  }
  /** A whole number, 0 or more. */
  nat(x: unknown, path: string, fallback = 0): number {
    if (typeof x !== 'number' || !Number.isInteger(x)) {
      this.add('not-integer', path, 'must be a whole number.');
      return fallback;
    }
    if (x < 0) {
      this.add('negative', path, `cannot be negative (${x}).`);
      return fallback;
    }
    return x;
  }
  /** A whole number from `min` to `max`. */
  int(x: unknown, path: string, min: number, max: number, fallback: number): number {
    if (isIntIn(x, min, max)) return x;
    this.add('out-of-range', path, `must be a whole number from ${min} to ${max}.`);
    return fallback;
  }
  bool(x: unknown, path: string, fallback: boolean): boolean {
    if (typeof x === 'boolean') return x;
    this.add('not-boolean', path, 'must be true or false.');
    return fallback;
  }
  array(x: unknown, path: string): unknown[] {
    if (Array.isArray(x)) return x;
    this.add('not-list', path, 'must be a list.');
    return [];
  }
  object(x: unknown, path: string): Obj | null {
    if (isObject(x)) return x;
    this.add('not-object', path, 'must be an object.');
    return null;
  }
  oneOf<T extends string | number>(x: unknown, list: readonly T[], path: string, fallback: T): T {
    if (isOneOf(list, x)) return x;
    this.add('not-one-of', path, `must be one of ${list.join(', ')}.`);
    return fallback;
  }
  /** Every field of `x` outside `known`, reported with the nearest known name. */
  known(x: Obj, known: readonly string[], path: string): void {
    for (const k of Object.keys(x)) if (!known.includes(k)) this.add('unknown-field', at(path, k), unknownFieldReason(k, known));
  }
}
