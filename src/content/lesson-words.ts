/**
 * The words of the lesson steps, as data in one file per plan (`<plan>.words.yaml` beside the plan
 * in lesson-steps/puerto-rico/ and lesson-steps/endeavor/): `lesson` (the plan's lesson id), `en`
 * (required: one entry per step, in order) and optionally `hu` and `nl` (at most one entry per
 * step; a missing entry or field falls back to English). A page resolves the words of its own
 * language here at build time and hands them to the island as props, so no island imports any
 * language's lesson texts. Every file is checked when this module loads: a bad file stops the
 * build with the file, the field and the reason.
 */
import { z } from 'astro/zod';
import { parse } from 'yaml';
import type { EndeavorPlan } from './lesson-steps/endeavor/plan';
import { ENDEAVOR_PLANS } from './lesson-steps/endeavor/index';
import { ENDEAVOR_DRILLS } from './lesson-steps/endeavor/practice/index';
import { LESSON_PLANS } from './lesson-steps/puerto-rico/index';
import { PUERTO_RICO_DRILLS } from './lesson-steps/puerto-rico/practice/index';
import type { LessonPlan } from '../machines/lesson/puerto-rico-steps';
import type { Lang } from './schemas';

/** The words of one step; which fields a step needs depends on the game (see `needs`). */
export interface StepWords {
  /** Short heading, e.g. "Anna loads her sugar". */
  title?: string;
  /** What the step teaches: plain text; a blank line starts a new paragraph. */
  body?: string;
  /** What the learner is asked to do on the board. */
  task?: string;
  /** The button that tries the step's refused setup (a Puerto Rico step with `tries`), e.g. "Deal Ben a Small Market too". */
  try?: string;
}

/** A Puerto Rico step's words, resolved for one language. */
export interface PuertoRicoStepText {
  title: string;
  body: string;
  task?: string;
  try?: string;
}

/** An Endeavor board step's words, resolved for one language. */
export interface EndeavorStepText {
  task: string;
  /** A drill's heading (a lesson's board step sits under the lesson's own). */
  title?: string;
}

const text = z.string().trim().min(1, 'must not be empty');
const entry = z.object({ title: text.optional(), body: text.optional(), task: text.optional(), try: text.optional() }).strict();

export const lessonWordsSchema = z
  .object({
    lesson: z.string().regex(/^en\/(puerto-rico|endeavor)\/[0-9]{2}-[a-z0-9-]+(\/practice)?$/, 'an English lesson id such as "en/puerto-rico/07-captain" (and "/practice" for its drills)'),
    en: z.array(entry).min(1),
    hu: z.array(entry).optional(),
    nl: z.array(entry).optional(),
  })
  .strict();

export type LessonWordsFile = z.infer<typeof lessonWordsSchema>;

type Plan = { game: 'puerto-rico'; plan: LessonPlan } | { game: 'endeavor'; plan: EndeavorPlan };

// The lessons' plans and their drills (a drill plan's id is its lesson's and "/practice").
const PLANS: readonly Plan[] = [
  ...[...LESSON_PLANS, ...PUERTO_RICO_DRILLS].map((plan) => ({ game: 'puerto-rico' as const, plan })),
  ...[...ENDEAVOR_PLANS, ...ENDEAVOR_DRILLS].map((plan) => ({ game: 'endeavor' as const, plan })),
];

/** The fields a step's English words must have: a Puerto Rico step a title and a body (and a task unless it is read only), a board step its task. */
function needs(p: Plan, index: number): (keyof StepWords)[] {
  if (p.game === 'endeavor') return ['task'];
  const step = p.plan.steps[index];
  const fields: (keyof StepWords)[] = step?.goal.kind === 'read' ? ['title', 'body'] : ['title', 'body', 'task'];
  return step?.tries === undefined ? fields : [...fields, 'try'];
}

/** Every problem of one words file as "file: field: reason" lines (none: the file is good). */
export function wordsProblems(file: string, raw: string): string[] {
  let data: unknown;
  try {
    data = parse(raw);
  } catch (e) {
    return [`${file}: (file): not YAML (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`];
  }
  const r = lessonWordsSchema.safeParse(data);
  if (!r.success) return r.error.issues.map((i) => `${file}: ${i.path.join('.') || '(file)'}: ${i.message}`);
  const words = r.data;
  const plan = PLANS.find((p) => p.plan.lesson === words.lesson);
  if (!plan) return [`${file}: lesson: no lesson plan has the id "${words.lesson}"`];
  const total = plan.plan.steps.length;
  const problems: string[] = [];
  if (words.en.length !== total) problems.push(`${file}: en: ${words.en.length} entries, but the plan has ${total} steps`);
  words.en.forEach((w, i) => {
    for (const field of needs(plan, i)) if (w[field] === undefined) problems.push(`${file}: en.${i}.${field}: step ${i + 1} needs a ${field}`);
  });
  for (const lang of ['hu', 'nl'] as const) {
    const list = words[lang];
    if (list && list.length > total) problems.push(`${file}: ${lang}: ${list.length} entries, but the plan has ${total} steps`);
  }
  return problems;
}

// Vite reads every words file into the build (server side only: the pages import this module, islands never do).
const FILES = import.meta.glob<string>(['./lesson-steps/*/*.words.yaml', './lesson-steps/*/practice/*.words.yaml'], { query: '?raw', import: 'default', eager: true });

/** Every words file's problems, and every plan without a words file. */
export function allWordsProblems(files: Readonly<Record<string, string>> = FILES): string[] {
  const problems = Object.entries(files).flatMap(([file, raw]) => wordsProblems(`src/content/${file.replace(/^\.\//, '')}`, raw));
  const covered = new Set(Object.values(files).map((raw) => lessonWordsSchema.safeParse(safeYaml(raw)).data?.lesson));
  for (const p of PLANS) if (!covered.has(p.plan.lesson)) problems.push(`${p.plan.lesson}: no words file names this lesson (add <plan>.words.yaml beside its plan)`);
  return problems;
}

function safeYaml(raw: string): unknown {
  try {
    return parse(raw);
  } catch {
    return null;
  }
}

const problems = allWordsProblems();
if (problems.length > 0) throw new Error(`Lesson words are invalid:\n  ${problems.join('\n  ')}`);

const BY_LESSON = new Map<string, LessonWordsFile>(
  Object.values(FILES).map((raw) => {
    const words = lessonWordsSchema.parse(parse(raw));
    return [words.lesson, words];
  }),
);

/** The words of each step of a words file in `lang`, field by field falling back to English. */
export function resolveWords(words: LessonWordsFile, lang: Lang): StepWords[] {
  const own = lang === 'en' ? undefined : words[lang];
  return words.en.map((en, i) => ({ ...en, ...(own?.[i] ?? {}) }));
}

function resolve(lesson: string, lang: Lang): StepWords[] {
  const words = BY_LESSON.get(lesson);
  if (!words) throw new Error(`${lesson}: no words file names this lesson`);
  return resolveWords(words, lang);
}

/** Which steps' words are in `lang` itself rather than in English (for the `lang` attribute of the text). */
export function translatedSteps(lesson: string, lang: Lang): boolean[] {
  const words = BY_LESSON.get(lesson);
  const own = lang === 'en' ? words?.en : words?.[lang];
  return (words?.en ?? []).map((_, i) => own?.[i] !== undefined);
}

/** A Puerto Rico plan's step words in `lang` (checked above: every step has its title and body). */
export function puertoRicoTexts(plan: LessonPlan, lang: Lang): PuertoRicoStepText[] {
  return resolve(plan.lesson, lang).map((w) => ({ title: w.title ?? '', body: w.body ?? '', ...(w.task === undefined ? {} : { task: w.task }), ...(w.try === undefined ? {} : { try: w.try }) }));
}

/** An Endeavor plan's board step words in `lang` (checked above: every step has its task). */
export function endeavorTexts(plan: EndeavorPlan, lang: Lang): EndeavorStepText[] {
  return resolve(plan.lesson, lang).map((w) => ({ task: w.task ?? '', ...(w.title === undefined ? {} : { title: w.title }) }));
}
