/**
 * Content problems worded for the person who wrote the file: one line each, "file: field:
 * reason", instead of the schema library's dump (which Astro prints as `order**: **order: ...`).
 * An unknown field names the nearest known one, so a typo says what was meant.
 */
import type { z } from 'astro/zod';
import { unknownFieldReason } from '../engine/validate';

type Issue = z.ZodIssue;

/** The schemas inside a wrapper (optional, default, effects, lazy…), or null for a leaf. */
function unwrap(s: z.ZodTypeAny): z.ZodTypeAny | null {
  const def = s._def as Record<string, unknown>;
  for (const key of ['innerType', 'schema', 'type', 'in'] as const) {
    const inner = def[key] as z.ZodTypeAny | undefined;
    if (inner && typeof inner === 'object' && '_def' in inner) return inner;
  }
  if (typeof def.getter === 'function') return (def.getter as () => z.ZodTypeAny)();
  return null;
}

/**
 * The field names the schema allows on the object at `path` of `data` (a discriminated union
 * follows the data's own discriminator, so a Puerto Rico goal is not offered Endeavor fields).
 */
export function knownFieldsAt(schema: z.ZodTypeAny, data: unknown, path: readonly (string | number)[]): string[] {
  const names = new Set<string>();
  const walk = (s: z.ZodTypeAny, value: unknown, rest: readonly (string | number)[], depth: number): void => {
    if (depth > 40) return;
    const def = s._def as Record<string, unknown>;
    const at = (k: string | number): unknown => (typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[k] : undefined);
    if (typeof def.shape === 'function') {
      const shape = (def.shape as () => Record<string, z.ZodTypeAny>)();
      if (rest.length === 0) for (const k of Object.keys(shape)) names.add(k);
      else if (shape[String(rest[0])]) walk(shape[String(rest[0])]!, at(rest[0]!), rest.slice(1), depth + 1);
      return;
    }
    if (def.typeName === 'ZodArray' && rest.length > 0) return walk(def.type as z.ZodTypeAny, at(rest[0]!), rest.slice(1), depth + 1);
    if (def.optionsMap instanceof Map) {
      const chosen = (def.optionsMap as Map<unknown, z.ZodTypeAny>).get(at(def.discriminator as string));
      const options = chosen ? [chosen] : [...(def.optionsMap as Map<unknown, z.ZodTypeAny>).values()];
      for (const o of options) walk(o, value, rest, depth + 1);
      return;
    }
    if (Array.isArray(def.options)) {
      for (const o of def.options as z.ZodTypeAny[]) walk(o, value, rest, depth + 1);
      return;
    }
    // A preprocess step (e.g. a puzzle without `game` is a Puerto Rico puzzle) shapes the data first.
    const effect = def.effect as { type?: string; transform?: (v: unknown, ctx: unknown) => unknown } | undefined;
    const seen = effect?.type === 'preprocess' && effect.transform ? safely(() => effect.transform!(value, { addIssue: () => {}, path: [] }), value) : value;
    const inner = unwrap(s);
    if (inner) walk(inner, seen, rest, depth + 1);
  };
  walk(schema, data, path, 0);
  return [...names];
}

const safely = <T>(f: () => T, fallback: T): T => {
  try {
    return f();
  } catch {
    return fallback;
  }
};

/** The field an issue is about, as a person reads it: `players[1].goods`, or the file itself. */
export function fieldOf(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(the file)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** What was wrong, without the schema library's jargon. */
function reasonOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' ? `missing (expected ${article(issue.expected)})` : `expected ${article(issue.expected)}, got ${article(issue.received)}`;
    case 'invalid_enum_value':
      return `"${String(issue.received)}" is not one of ${issue.options.map(String).join(', ')}`;
    default:
      return issue.message;
  }
}

const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/**
 * One line per problem: `file: field: reason`. `schema` is the file's schema and `data` what
 * the file holds: together they say which field names an unknown one could have meant.
 */
export function contentProblems(file: string, issues: readonly Issue[], schema: z.ZodTypeAny, data: unknown): string[] {
  // An unknown key is reported on the object that holds it; each line names the key itself.
  return issues.flatMap((issue) => {
    if (issue.code !== 'unrecognized_keys') return [`${file}: ${fieldOf(issue.path)}: ${reasonOf(issue)}`];
    const known = knownFieldsAt(schema, data, issue.path);
    return issue.keys.map((k) => `${file}: ${fieldOf([...issue.path, k])}: ${unknownFieldReason(k, known)}`);
  });
}
