import { describe, expect, it } from 'vitest';
import { newGame, setupDefaults } from '../../engine/endeavor';
import { ENDEAVOR_PLANS } from '../../content/lesson-steps/endeavor/index';
import { resolveBoardStep, resolvedBoardStep, stepStartState } from './endeavor-positions';
import type { BoardStep } from './endeavor';

describe('Endeavor board steps resolved at build time', () => {
  it('every step of every plan resolves to the state setupDefaults completes its position to, or to the new game', () => {
    for (const step of ENDEAVOR_PLANS.flatMap((p) => p.steps)) {
      const r = 'newGame' in step.setup ? { ok: true as const, value: newGame({ players: step.setup.newGame.players }, step.setup.newGame.seed) } : setupDefaults(step.setup);
      expect(r.ok, step.id).toBe(true);
      const resolved = resolvedBoardStep(step);
      expect(resolved.start).toEqual(r.ok ? r.value : null);
      expect('setup' in resolved).toBe(false);
      expect(resolved.goal).toBe(step.goal);
      expect(resolved.learner).toBe(step.learner ?? 0);
    }
  });

  it('the learner’s seat is explicit in the resolved step, and must be a seat of the position', () => {
    const step: BoardStep = { id: 'second', setup: { phase: 'build', toAct: 1 }, machine: 'build', goal: { kind: 'done' }, learner: 1 };
    expect(resolvedBoardStep(step).learner).toBe(1);
    const r = resolveBoardStep({ ...step, learner: 5 });
    expect(r.ok ? null : r.error.message).toMatch(/learner/);
  });

  it('a step from a new game starts where newGame deals it and applies the setup rules; a stated position applies none', () => {
    const r = stepStartState({ newGame: { players: 5, seed: 'x' } });
    expect(r.ok ? r.value.state : null).toEqual(newGame({ players: 5 }, 'x'));
    expect(r.ok ? r.value.rules : null).toEqual(['setup.players', 'setup.start', 'setup.valid-position']);
    const stated = stepStartState({ phase: 'build' });
    expect(stated.ok ? stated.value.rules : null).toEqual([]);
  });

  it('a refused position stops with the step and the engine’s words', () => {
    const bad: BoardStep = { id: 'bad', setup: { toAct: 7 }, machine: 'build', goal: { kind: 'done' } };
    const r = resolveBoardStep(bad, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.step).toBe(3);
    expect(() => resolvedBoardStep(bad)).toThrow(/"bad"/);
  });
});
