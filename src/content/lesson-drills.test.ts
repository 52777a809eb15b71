/**
 * The drills (a lesson's practice when no puzzle kind trains it, issue #19.3): every lesson of the
 * course has a practice; each lesson's drills are three to five, on positions of their own (none
 * is a board of the lesson), with words in every language; an Endeavor drill's solution is legal,
 * asked for and reaches its goal at its last move, and its refusal is the engine's. (The Puerto
 * Rico drills are replayed with the lesson plans, lesson-steps.test.ts.)
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove } from '../engine/endeavor';
import { goalReached, meetsGoal } from '../machines/lesson/endeavor';
import { resolvedBoardStep } from '../machines/lesson/endeavor-positions';
import { stepStart } from '../machines/lesson/puerto-rico-positions';
import { LESSON_PRACTICE, drillLesson, drillsId } from '../puzzles/practice';
import { ENDEAVOR_PLANS } from './lesson-steps/endeavor/index';
import { ENDEAVOR_DRILLS } from './lesson-steps/endeavor/practice/index';
import { drillsOf } from './lesson-steps/index';
import { LESSON_PLANS } from './lesson-steps/puerto-rico/index';
import { PUERTO_RICO_DRILLS } from './lesson-steps/puerto-rico/practice/index';
import { translatedSteps } from './lesson-words';

const COURSE = (['puerto-rico', 'endeavor'] as const).flatMap((game) =>
  readdirSync(`content/lessons/en/${game}`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `en/${game}/${f.replace(/\.mdx$/, '')}`),
);
const ALL_DRILLS = [...PUERTO_RICO_DRILLS, ...ENDEAVOR_DRILLS];

describe('practice after every lesson', () => {
  it.each(COURSE)('%s has puzzles or drills to practise, not both', (lesson) => {
    expect((LESSON_PRACTICE[lesson] !== undefined) !== (drillsOf(lesson) !== undefined)).toBe(true);
  });

  it.each(ALL_DRILLS.map((p) => [p.lesson, p] as const))('%s: three to five drills, each with its own words in en, hu and nl', (id, plan) => {
    expect(id).toBe(drillsId(drillLesson(id)));
    expect(COURSE).toContain(drillLesson(id));
    expect(plan.steps.length).toBeGreaterThanOrEqual(3);
    expect(plan.steps.length).toBeLessThanOrEqual(5);
    for (const lang of ['en', 'hu', 'nl'] as const) expect(translatedSteps(id, lang), lang).toEqual(plan.steps.map(() => true));
  });
});

describe.each(PUERTO_RICO_DRILLS.map((p) => [p.lesson, p] as const))('Puerto Rico drills %s', (id, plan) => {
  const lesson = LESSON_PLANS.find((p) => p.lesson === drillLesson(id))!;
  const boards = new Set(lesson.steps.map((_, i) => stepStart(lesson.steps, i)).flatMap((r) => (r.ok && r.value ? [JSON.stringify(r.value)] : [])));
  it('asks for a move on every drill, on a board of its own, none of the lesson’s', () => {
    plan.steps.forEach((step, i) => {
      expect(step.goal.kind, `drill ${i + 1}`).not.toBe('read');
      expect(step.start !== undefined && 'setup' in step.start, `drill ${i + 1} sets up its own position`).toBe(true);
      const r = stepStart(plan.steps, i);
      expect(r.ok && r.value !== null && !boards.has(JSON.stringify(r.value)), `drill ${i + 1} is not a board of the lesson`).toBe(true);
    });
  });
});

describe.each(ENDEAVOR_DRILLS.map((p) => [p.lesson, p] as const))('Endeavor drills %s', (id, plan) => {
  const lesson = ENDEAVOR_PLANS.find((p) => p.lesson === drillLesson(id))!;
  const boards = new Set(lesson.steps.map((s) => JSON.stringify(resolvedBoardStep(s).start)));
  for (const step of plan.steps) {
    it(`${step.id}: a board of its own; the solution is legal, asked for and reaches the goal at its last move; the refusal is the engine's`, () => {
      const start = resolvedBoardStep(step).start;
      expect(boards.has(JSON.stringify(start))).toBe(false);
      const solution = step.solution ?? [];
      expect(solution.length).toBeGreaterThan(0);
      let s = start;
      solution.forEach((m, k) => {
        if (step.goal.kind === 'move') expect(meetsGoal(step.goal, m), `move ${k + 1} is what the drill asks`).toBe(true);
        const r = applyMove(s, m);
        if (!r.ok) throw new Error(`move ${k + 1}: ${r.error.message}`);
        s = r.value;
        expect(goalReached(step.goal, start, s) || (step.goal.kind === 'move' && k < solution.length - 1), `reached after move ${k + 1}`).toBe(k === solution.length - 1);
      });
      if (step.refusal) {
        const r = applyMove(start, step.refusal.move);
        expect(r.ok ? null : r.error.rule).toBe(step.refusal.rule);
      }
    });
  }
  it('ids are unique among all board steps and drills', () => {
    const ids = [...ENDEAVOR_PLANS, ...ENDEAVOR_DRILLS].flatMap((p) => p.steps.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
