/**
 * Schemas for the content collections. Kept in a plain module so that content.config.ts,
 * the puzzle checker and Vitest all check files with the very same rules.
 */
import { z } from 'astro/zod';
import { BUILDINGS } from '../engine/puerto-rico/vocabulary';
import { SHIPPING_REGIONS, TRACKS } from '../engine/endeavor/vocabulary';
import { LANGS, type Lang } from '../i18n/lang';
import { OTHERS } from '../puzzles/puerto-rico/goals';

export const GAMES = ['puerto-rico', 'endeavor'] as const;
export type GameId = (typeof GAMES)[number];

export { LANGS, type Lang };

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
    /** For a Hungarian or Dutch lesson of the course: the English lesson it translates (same game and file name), e.g. "en/puerto-rico/07-captain". */
    translates: z
      .string()
      .regex(/^en\/(puerto-rico|endeavor)\/[0-9]{2}-[a-z0-9-]+$/, 'an English lesson id such as "en/puerto-rico/07-captain"')
      .optional(),
    draft: z.boolean().default(false),
  })
  .strict()
  .superRefine((lesson, ctx) => {
    if (lesson.lang !== 'en' && !lesson.source && !lesson.translates) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['source'],
        message: 'a Hungarian or Dutch lesson renders a seed text (source: { seed, section }) or translates an English lesson (translates: "en/<game>/<file>")',
      });
    }
    if (lesson.source && lesson.translates) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['translates'], message: 'a seed text is its own original, it translates no lesson' });
    if (lesson.lang === 'en' && lesson.translates) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['translates'], message: 'an English lesson is the original of its translations' });
  });
export type LessonData = z.infer<typeof lessonSchema>;

export const PUZZLE_TYPES = ['shipping', 'building', 'trading', 'craftsman', 'mayor', 'endeavor'] as const;
export type PuzzleType = (typeof PUZZLE_TYPES)[number];

const seat = z.number({ invalid_type_error: 'a seat number (0 = first player)' }).int().min(0).max(4);
const phases = z.number().int().min(1, 'at least 1 role phase').max(5, 'at most 5 role phases (a round; the search must stay small)').optional();
/**
 * How the other players' decisions inside the searched line are treated (src/puzzles/puerto-rico/goals.ts):
 * 'worst-case' (default) each of their decisions is the one worst for the goal player, so the
 * stated result is guaranteed; 'greedy' they play the declared greedy policy. goalProblem checks
 * the phases against it (at most 3 with worst-case replies).
 */
const others = z
  .enum(OTHERS, { errorMap: () => ({ message: 'others must be "worst-case" (the others do whatever hurts the goal player most) or "greedy" (each takes what looks best for him at once)' }) })
  .default('worst-case');
const goalBase = { player: seat, phases, others };

/** What the engine evaluates to rank answers (see src/puzzles/puerto-rico/goals.ts for each kind). */
export const goalSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('most-vp'), ...goalBase }).strict(),
    z.object({ kind: z.literal('fewest-goods-lost'), ...goalBase }).strict(),
    z.object({ kind: z.literal('most-doubloons'), ...goalBase }).strict(),
    z.object({ kind: z.literal('most-trade-value'), ...goalBase }).strict(),
    z.object({ kind: z.literal('cheapest-build'), ...goalBase, buildings: z.array(z.enum(BUILDINGS)).min(1, 'list the buildings that reach the goal') }).strict(),
  ],
  {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union_discriminator' ? { message: 'goal.kind must be most-vp, fewest-goods-lost, most-doubloons, most-trade-value or cheapest-build' } : { message: ctx.defaultError },
  },
);
export type GoalData = z.infer<typeof goalSchema>;

/**
 * What the engine evaluates to rank answers in an Endeavor puzzle (see src/puzzles/endeavor/goals.ts).
 * `until` is how long the line runs: the goal player's next action, the rest of the Action phase, or
 * the rest of the round (a position in the Build or Salary phase needs this one).
 */
const endeavorGoalBase = {
  player: seat,
  /** 'pass': the others pass at each Action-phase turn (their replies declared, for a Build-phase choice judged over the round). */
  others: z
    .enum(['worst-case', 'pass'], { errorMap: () => ({ message: 'others must be "worst-case" (the others do whatever hurts the goal player most) or "pass" (they pass in the Action phase)' }) })
    .default('worst-case'),
  until: z
    .enum(['action', 'phase', 'round'], {
      errorMap: () => ({ message: 'until must be "action" (the next action), "phase" (the rest of the Action phase) or "round" (the rest of the round, from the Build phase on)' }),
    })
    .optional(),
};
export const endeavorGoalSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('glory'), ...endeavorGoalBase }).strict(),
    z.object({ kind: z.literal('track'), ...endeavorGoalBase, track: z.enum(TRACKS) }).strict(),
    z.object({ kind: z.literal('governor'), ...endeavorGoalBase, region: z.enum(SHIPPING_REGIONS) }).strict(),
  ],
  { errorMap: (issue, ctx) => (issue.code === 'invalid_union_discriminator' ? { message: 'goal.kind must be glory, track or governor (an Endeavor goal)' } : { message: ctx.defaultError }) },
);
export type EndeavorGoalData = z.infer<typeof endeavorGoalSchema>;

const move = z.record(z.unknown()).refine((m) => typeof m.type === 'string', { message: 'a move needs a type, e.g. { type: load, good: corn, ship: 0 }' });

/** The fields every puzzle has, whatever the game. */
const puzzleFields = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes'),
  number: z.number().int().positive(),
  title: localized,
  type: z.enum(PUZZLE_TYPES),
  /**
   * Ignored: a puzzle's label comes from its rating, measured at build time
   * (src/content/puzzle-rating.ts). Still accepted so older files and the editor's output load.
   */
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)], { errorMap: () => ({ message: 'difficulty must be 1, 2 or 3 (it is ignored: the label comes from the rating)' }) }).optional(),
  tags: z.array(z.string().min(1)).default([]),
  /** Where the position comes from: one line, or a line per language like the texts. */
  source: z.union([z.string().min(1), localized]),
  question: localized,
  /** The position, as the engine's partial setup (unchecked: the engine's gate turns it into a state), plus `names` for the board. */
  position: z.record(z.unknown()),
  /** The goal player's decisions, in order, as the engine takes them (others' replies and forced moves are not listed). */
  answer: z.array(move).min(1, 'the answer needs at least one move'),
  /** Every other line of decisions that is exactly as good (the checker demands the full list). */
  alternatives: z.array(z.array(move).min(1)).default([]),
  /** Hints shown one at a time before the engine shows the answer (optional; the trainer also derives some). */
  hints: z.array(localized).default([]),
  explanation: localized,
};

export const puertoRicoPuzzleSchema = z.object({ game: z.literal('puerto-rico'), ...puzzleFields, goal: goalSchema }).strict();

/** A tempting wrong answer the checker proves wrong: refused by the engine with `refused`, or legal but worse. */
const trapSchema = z.object({ moves: z.array(move).min(1), refused: z.string().min(1).optional(), why: localized.optional() }).strict();

export const endeavorPuzzleSchema = z.object({ game: z.literal('endeavor'), ...puzzleFields, goal: endeavorGoalSchema, traps: z.array(trapSchema).default([]) }).strict();

/** A puzzle file: `game` picks the schema (a file without it is a Puerto Rico puzzle). */
export const puzzleSchema = z.preprocess(
  (raw) => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !('game' in raw) ? { ...raw, game: 'puerto-rico' } : raw),
  z.discriminatedUnion('game', [puertoRicoPuzzleSchema, endeavorPuzzleSchema], {
    errorMap: (issue, ctx) => (issue.code === 'invalid_union_discriminator' ? { message: `game must be ${GAMES.join(' or ')}` } : { message: ctx.defaultError }),
  }),
);
export type PuzzleData = z.infer<typeof puzzleSchema>;
export type PuertoRicoPuzzleData = z.infer<typeof puertoRicoPuzzleSchema>;
export type EndeavorPuzzleData = z.infer<typeof endeavorPuzzleSchema>;
