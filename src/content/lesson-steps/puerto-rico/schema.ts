/**
 * The schema every Puerto Rico lesson plan must pass (at build time, in the lesson page, and in the tests).
 * Moves and positions are only checked for shape here: the engine is the judge of what they
 * mean, and lesson-steps.test.ts replays every solution and refusal through it. The steps' words
 * (title, body, task) are checked with their own files (../../lesson-words.ts).
 */
import { z } from 'astro/zod';
import { RULE_IDS } from '../../../engine/puerto-rico/rules';
import { MOVE_TYPES } from './move-types';
import { MACHINE_NAMES } from './machine-names';

const move = z.object({ type: z.enum(MOVE_TYPES) }).passthrough();
const pattern = move;

export const goalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read') }).strict(),
  z.object({ kind: z.literal('move'), move: pattern }).strict(),
  z.object({ kind: z.literal('any-of'), moves: z.array(pattern).min(1) }).strict(),
  z.object({ kind: z.literal('phase-ends') }).strict(),
  z.object({ kind: z.literal('round-ends') }).strict(),
  z.object({ kind: z.literal('game-over') }).strict(),
]);

const start = z.union([z.object({ setup: z.record(z.unknown()) }).strict(), z.object({ from: z.literal('previous') }).strict()]);

export const stepSchema = z
  .object({
    start: start.optional(),
    goal: goalSchema,
    before: z.array(move).min(1).optional(),
    solution: z.array(move),
    refusals: z.array(z.object({ move, rule: z.enum(RULE_IDS as [string, ...string[]]) }).strict()),
    tries: z
      .array(z.object({ setup: z.record(z.unknown()), rule: z.enum(RULE_IDS as [string, ...string[]]) }).strict())
      .min(1)
      .optional(),
    highlight: z.array(z.string().min(1)).optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    const read = step.goal.kind === 'read';
    if (step.before !== undefined && step.start === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['before'], message: 'moves before the step need a board to play on' });
    if (!read && step.start === undefined)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['start'], message: 'a step that asks for a move needs a board: start: { setup } or { from: "previous" }' });
    if (!read && step.solution.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['solution'], message: 'a step that asks for a move needs a solution' });
    if (read && step.solution.length > 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['solution'], message: 'a read step has no solution' });
  });

export const planSchema = z
  .object({
    // A lesson's drills (its practice) are a plan of their own, under the lesson's id and "/practice".
    lesson: z.string().regex(/^en\/puerto-rico\/[0-9]{2}-[a-z0-9-]+(\/practice)?$/, 'an English lesson id such as "en/puerto-rico/07-captain" (and "/practice" for its drills)'),
    names: z.array(z.string().min(1)).optional(),
    machine: z.enum(MACHINE_NAMES).optional(),
    steps: z.array(stepSchema).min(1),
  })
  .strict();

/** Every problem of a plan as "path: message" lines, for build errors and tests. */
export function planProblems(plan: unknown): string[] {
  const r = planSchema.safeParse(plan);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.') || '(plan)'}: ${i.message}`);
}
