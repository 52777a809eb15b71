/**
 * Schemas for the content collections. Kept in a plain module so that content.config.ts,
 * the puzzle checker and Vitest all check files with the very same rules.
 */
import { z } from 'astro/zod';

export const GAMES = ['puerto-rico', 'endeavor'] as const;
export type GameId = (typeof GAMES)[number];

export const LANGS = ['en', 'hu', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

/** The seed files that source-text lessons render, word for word. */
export const SEED_FILES = ['000_9a2bdc6b83c2cc13.txt', '001_4374b6d9a3e67b5e.txt', '004_078b11801b2a9e7c.txt'] as const;

const localized = z.object({ en: z.string().min(1), hu: z.string().min(1).optional(), nl: z.string().min(1).optional() });

export const lessonSchema = z
  .object({
    game: z.enum(GAMES),
    lang: z.enum(LANGS),
    order: z.number().int().nonnegative(),
    title: z.string().min(1),
    summary: z.string().min(1),
    /** For a rule text rendered as written: which seed file, and which of its sections. */
    source: z.object({ seed: z.enum(SEED_FILES), section: z.string().min(1) }).optional(),
    /** Ids of the source-text lessons (e.g. "hu/puerto-rico/07-kapitany") this lesson teaches. */
    sources: z.array(z.string().min(1)).default([]),
    draft: z.boolean().default(false),
  })
  .strict()
  .superRefine((lesson, ctx) => {
    if (lesson.lang !== 'en' && !lesson.source) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['source'], message: 'a Hungarian or Dutch lesson renders a seed text, so it needs source: { seed, section }' });
    }
  });
export type LessonData = z.infer<typeof lessonSchema>;

export const PUZZLE_TYPES = ['shipping', 'building', 'trading', 'craftsman', 'endeavor'] as const;

export const puzzleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes'),
    number: z.number().int().positive(),
    game: z.enum(GAMES).default('puerto-rico'),
    title: localized,
    type: z.enum(PUZZLE_TYPES),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    tags: z.array(z.string().min(1)).default([]),
    source: z.string().min(1),
    question: localized,
    /** The position, as an unchecked setup: the engine's validating gate turns it into a state. */
    position: z.record(z.unknown()),
    /** What the engine evaluates to rank answers. */
    goal: z.object({ kind: z.string().min(1), player: z.number().int().nonnegative().optional() }).passthrough(),
    /** The answer as moves (plain JSON, as the engine takes them); extra equally good lines may be listed. */
    answer: z.array(z.record(z.unknown())).min(1),
    alternatives: z.array(z.array(z.record(z.unknown()))).default([]),
    explanation: localized,
  })
  .strict();
export type PuzzleData = z.infer<typeof puzzleSchema>;
