/**
 * Every lesson step is proved with the engine: its board can be built, its solution is legal and
 * completes the step (and not before its last move), and every refusal it lists is really refused
 * with that rule. A lesson that breaks a rule of the engine fails here, not in front of a learner.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, isLegal } from '../engine/puerto-rico/game';
import type { Move } from '../engine/puerto-rico/moves';
import { asks, reached } from '../machines/lesson/puerto-rico-goal';
import { stepStart } from '../machines/lesson/puerto-rico-positions';
import { LESSON_PLANS } from './lesson-steps/puerto-rico/index';
import { planProblems } from './lesson-steps/puerto-rico/schema';
import { captainPlan } from './lesson-steps/puerto-rico/captain';
import { puertoRicoTexts } from './lesson-words';

const captainSteps = captainPlan.steps;

describe.each(LESSON_PLANS.map((p) => [p.lesson, p] as const))('lesson plan %s', (id, plan) => {
  it('passes the schema and belongs to an English lesson file', () => {
    expect(planProblems(plan)).toEqual([]);
    expect(existsSync(`content/lessons/${id}.mdx`)).toBe(true);
  });

  it('has at least one step run by the engine', () => {
    expect(plan.steps.some((s) => s.goal.kind !== 'read')).toBe(true);
  });

  const texts = puertoRicoTexts(plan, 'en');
  plan.steps.forEach((step, i) => {
    it(`step ${i + 1} "${texts[i]?.title}": the board builds, the solution completes it, the refusals are refused`, () => {
      const start = stepStart(plan.steps, i);
      if (!start.ok) throw new Error(`step ${start.error.step + 1}: ${start.error.message}`);
      if (step.goal.kind === 'read') return;
      expect(start.value).not.toBeNull();
      const s0 = start.value!;
      let s = s0;
      step.solution.forEach((m: Move, k) => {
        expect(isLegal(s, m), `solution move ${k + 1} is legal`).toBe(true);
        expect(asks(step.goal, m), `solution move ${k + 1} is what the step asks`).toBe(true);
        const r = applyMove(s, m);
        if (!r.ok) throw new Error(r.error.message);
        const done = reached(step.goal, s0, r.value, m);
        expect(done, `the goal is reached after move ${k + 1} of ${step.solution.length}`).toBe(k === step.solution.length - 1);
        s = r.value;
      });
      for (const { move, rule } of step.refusals) {
        const r = applyMove(s0, move);
        expect(r.ok, `${JSON.stringify(move)} is refused`).toBe(false);
        if (!r.ok) expect(r.error.rule).toBe(rule);
      }
    });
  });
});

describe('what the lessons say about a position is what the engine computes', () => {
  it('game end: the scores the counting step quotes (Ana 15, Ben 15, Cleo 16) and the winner', async () => {
    const { gameEndPlan } = await import('./lesson-steps/puerto-rico/game-end');
    const { scores } = await import('../engine/puerto-rico/scoring');
    const counting = stepStart(gameEndPlan.steps, 3);
    if (!counting.ok || counting.value === null) throw new Error('no board');
    expect(counting.value.phase).toBe('over');
    expect(scores(counting.value).map((s) => s.total)).toEqual([15, 15, 16]);
  });

  it('game end: keeping the last chip loads 2 corn for 2 points and leaves one chip, the game going on', async () => {
    const { gameEndPlan } = await import('./lesson-steps/puerto-rico/game-end');
    const start = stepStart(gameEndPlan.steps, 4);
    if (!start.ok || start.value === null) throw new Error('no board');
    const r = applyMove(start.value, gameEndPlan.steps[4]!.solution[0]!);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players[2]!.vp).toBe(11);
    expect(r.value.vpChips).toBe(1);
    expect(r.value.endTriggers).toEqual([]);
  });

  it('captain: the points the steps quote (Anna 7 then 9, Róbert 1 then 4)', () => {
    const after = (i: number) => {
      const r = stepStart(captainSteps, i);
      if (!r.ok || r.value === null) throw new Error('no board');
      return r.value;
    };
    expect(after(3).players[0]!.vp).toBe(7);
    expect(after(8).players.map((p) => p.vp)).toEqual([9, 4, 1, 1]);
  });
});

describe.each(LESSON_PLANS.filter((p) => p.machine !== undefined).map((p) => [p.lesson, p] as const))('the machine of %s', (_, plan) => {
  it('accepts every move of the lesson, step after step', async () => {
    const { track } = await import('../machines/puerto-rico/tracking');
    const { stepLine } = await import('../machines/lesson/puerto-rico-replay');
    const last = plan.steps.length - 1;
    const { base, moves } = stepLine(plan.steps, last);
    const start = stepStart(plan.steps, base);
    if (!start.ok || start.value === null) throw new Error('no board');
    const all = [...moves, ...plan.steps[last]!.solution];
    const r = track(plan.machine!, start.value, all);
    expect(r.refused).toBe(false);
  });
});
