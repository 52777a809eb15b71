/**
 * Every lesson step is proved with the engine: its board can be built, its solution is legal and
 * completes the step (and not before its last move), and every refusal it lists is really refused
 * with that rule. A lesson that breaks a rule of the engine fails here, not in front of a learner.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, isLegal } from '../engine/puerto-rico/game';
import type { Move } from '../engine/puerto-rico/moves';
import { asks, reached } from '../machines/lesson/puerto-rico-goal';
import { stepStart, triedSetup } from '../machines/lesson/puerto-rico-positions';
import { LESSON_PLANS } from './lesson-steps/puerto-rico/index';
import { PUERTO_RICO_DRILLS } from './lesson-steps/puerto-rico/practice/index';
import { drillLesson } from '../puzzles/practice';
import { planProblems } from './lesson-steps/puerto-rico/schema';
import { captainPlan } from './lesson-steps/puerto-rico/captain';
import { puertoRicoTexts } from './lesson-words';
import type { LessonPlan } from '../machines/lesson/puerto-rico-steps';

const captainSteps = captainPlan.steps;

// The lessons' plans and their drills (practice), proved alike.
describe.each([...LESSON_PLANS, ...PUERTO_RICO_DRILLS].map((p) => [p.lesson, p] as const))('lesson plan %s', (id, plan) => {
  it('passes the schema and belongs to an English lesson file', () => {
    expect(planProblems(plan)).toEqual([]);
    expect(existsSync(`content/lessons/${drillLesson(id)}.mdx`)).toBe(true);
  });

  it('has at least one step run by the engine', () => {
    expect(plan.steps.some((s) => s.goal.kind !== 'read')).toBe(true);
  });

  const texts = puertoRicoTexts(plan, 'en');
  plan.steps.forEach((step, i) => {
    it(`step ${i + 1} "${texts[i]?.title}": the board builds, the solution completes it, the refusals are refused`, () => {
      const start = stepStart(plan.steps, i);
      if (!start.ok) throw new Error(`step ${start.error.step + 1}: ${start.error.message}`);
      // A setup to try is refused by the setup gate with its rule (resolveSteps checks it too).
      for (const t of step.tries ?? []) {
        const r = triedSetup(t);
        expect(r.ok && 'refused' in r.value && r.value.refused.rule, `a setup to try: ${r.ok ? '' : r.error}`).toBe(t.rule);
      }
      // A read step has nothing to solve, but the wrong moves it offers must be refused as well.
      if (step.goal.kind === 'read' && step.refusals.length === 0) return;
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

describe('the list of plans', () => {
  it('is in the order of the English lessons on the Learn page', () => {
    const orders = LESSON_PLANS.map((p) => Number(/^order: (\d+)$/m.exec(readFileSync(`content/lessons/${p.lesson}.mdx`, 'utf8'))?.[1]));
    expect(orders.every((o, i) => i === 0 || o > orders[i - 1]!)).toBe(true);
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

  const boardOf = async (file: string, i: number) => {
    const mod = (await import(`./lesson-steps/puerto-rico/${file}.ts`)) as Record<string, { steps: LessonPlan['steps'] }>;
    const plan = Object.values(mod)[0]!;
    const r = stepStart(plan.steps, i);
    if (!r.ok || r.value === null) throw new Error('no board');
    return r.value;
  };

  it.each([
    // [step, players' starting plantations, doubloons, ships, colonists on the ship / in the supply, VP chips, face-up, Prospectors] as the setup lesson quotes them
    [0, ['indigo', 'indigo', 'corn'], 2, [4, 5, 6], [3, 55], 75, 4, 0],
    [2, ['indigo', 'indigo', 'corn', 'corn'], 3, [5, 6, 7], [4, 75], 100, 5, 1],
    [3, ['indigo', 'indigo', 'indigo', 'corn', 'corn'], 4, [6, 7, 8], [5, 95], 122, 6, 2],
    [5, ['indigo', 'corn'], 3, [4, 6], [2, 40], 65, 3, 1],
  ] as const)('setup: step %i deals what the lesson says', async (i, tiles, doubloons, ships, [onShip, supply], vp, faceUp, prospectors) => {
    const s = await boardOf('setup', i);
    expect(s.players.map((p) => p.island.map((t) => t.tile))).toEqual(tiles.map((t) => [t]));
    expect(s.players.every((p) => p.doubloons === doubloons)).toBe(true);
    expect(s.ships.map((x) => x.capacity)).toEqual(ships);
    expect([s.colonistShip, s.colonists]).toEqual([onShip, supply]);
    expect([s.vpChips, s.faceUp.length, s.roles.filter((r) => r.role === 'prospector').length]).toEqual([vp, faceUp, prospectors]);
  });

  it('setup: after six choices of the two-player round one doubloon lies on the one card left, and Ben is governor', async () => {
    const s = await boardOf('setup', 9);
    expect(s.roles.filter((r) => r.doubloons > 0).map((r) => [r.role, r.doubloons])).toEqual([['settler', 1]]);
    expect([s.round, s.governor]).toEqual([2, 1]);
  });

  it('first round: Dan has two corn, the three cards nobody took a doubloon each, Ben is governor', async () => {
    const s = await boardOf('first-round', 5);
    expect(s.players[3]!.goods.corn).toBe(2);
    expect(s.players.map((p) => p.city.map((c) => c.building))).toEqual([['smallIndigoPlant'], ['hacienda'], ['smallSugarMill'], ['smallMarket']]);
    expect(s.roles.filter((r) => r.doubloons > 0).map((r) => r.role)).toEqual(['trader', 'captain', 'prospector']);
    expect([s.round, s.governor]).toEqual([2, 1]);
  });

  it('draft: one 10-doubloon slot is left for Ben, then the game begins; the full-city variant has 97 + 3 colonists and 122 chips', async () => {
    const last = await boardOf('draft', 4);
    expect(last.draft!.free.flatMap((n, cost) => (n > 0 ? [[cost, n]] : []))).toEqual([[10, 1]]);
    expect(last.toAct).toBe(1);
    expect((await boardOf('draft', 5)).phase).toBe('role');
    const full = await boardOf('draft', 9);
    expect([full.colonists, full.colonistShip, full.vpChips]).toEqual([97, 3, 122]);
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
