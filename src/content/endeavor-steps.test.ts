import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { applyMove, legalMoves, setupDefaults } from '../engine/endeavor';
import { eventFor } from '../machines/endeavor/events';
import { ENDEAVOR_MACHINES } from '../machines/endeavor/index';
import { LESSON_STEPS, meetsGoal, type BoardStep, type LessonStepId } from './endeavor-steps';

describe('lesson board steps', () => {
  for (const [id, step] of Object.entries(LESSON_STEPS) as [string, BoardStep][]) {
    it(`${id}: the position is valid and legal moves through its machine complete it`, () => {
      const r = setupDefaults(step.setup);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const actor = createActor(ENDEAVOR_MACHINES[step.machine] as AnyStateMachine, { input: { state: r.value } }).start();
      expect(actor.getSnapshot().status).toBe('active');
      if (step.refusal) {
        // The refusal the lesson expects: the engine refuses it with that code, and so does the machine.
        const refused = applyMove(r.value, step.refusal.move);
        expect(refused.ok ? null : refused.error.code).toBe(step.refusal.code);
        const event = eventFor(step.machine, step.refusal.move);
        // The board offers it, so the machine must take the event and record the engine's refusal.
        expect(event && actor.getSnapshot().can(event as never)).toBe(true);
        actor.send(event as never);
        expect(actor.getSnapshot().context.refusal?.code).toBe(step.refusal.code);
      }
      let done = false;
      // Always the first legal move of the asked kind (any kind for a 'done' goal), as a learner could click.
      for (let n = 0; n < 20 && !done; n++) {
        const moves = legalMoves(actor.getSnapshot().context.state);
        const move = step.goal.kind === 'move' ? moves.find((m) => meetsGoal(step.goal, m)) : moves.find((m) => m.type !== 'pass') ?? moves[0];
        expect(move).toBeDefined();
        const event = eventFor(step.machine, move!);
        expect(event && actor.getSnapshot().can(event as never)).toBe(true);
        actor.send(event as never);
        expect(actor.getSnapshot().context.refusal).toBeNull();
        done = step.goal.kind === 'move' || actor.getSnapshot().status === 'done';
      }
      expect(done).toBe(true);
    });
  }
});

/**
 * Steps whose text names one target: a legal move of the asked type on another target must not
 * complete them (the learner is told the move is allowed but the step asks for something else).
 */
const WRONG_BUT_LEGAL: Partial<Record<LessonStepId, string>> = {
  // The starting building occupies in Europe: legal, but not a ship.
  ship: '{"type":"activate","slot":0,"steps":[{"action":"occupy","city":"london"}]}',
  // Cartagena is a free Caribbean city too, but the step asks for Kingston (and its connection).
  occupy: '{"type":"activate","slot":0,"steps":[{"action":"occupy","city":"cartagena"}]}',
};

describe('lesson board goals check what the step teaches', () => {
  for (const [id, step] of Object.entries(LESSON_STEPS) as [LessonStepId, BoardStep][]) {
    if (step.goal.kind !== 'move') continue;
    const goal = step.goal;
    const r = setupDefaults(step.setup);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const legal = legalMoves(r.value);

    it(`${id}: a legal move does what the step asks`, () => {
      expect(legal.filter((m) => meetsGoal(goal, m)).length).toBeGreaterThan(0);
    });

    const wrong = WRONG_BUT_LEGAL[id];
    if (wrong) {
      it(`${id}: a legal move of the asked type on another target does not complete it`, () => {
        const move = legal.find((m) => JSON.stringify(m) === wrong);
        expect(move, 'the wrong-but-legal move is legal').toBeDefined();
        expect(move!.type).toBe(goal.type);
        expect(meetsGoal(goal, move!)).toBe(false);
      });
    }
  }

  it('a goal naming a target accepts that target only', () => {
    const goal = LESSON_STEPS.occupy.goal;
    expect(meetsGoal(goal, { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'kingston' }] })).toBe(true);
    expect(meetsGoal(goal, { type: 'spendToken', step: { action: 'occupy', city: 'kingston' } })).toBe(false);
    expect(meetsGoal(goal, { type: 'activate', slot: 0, steps: [{ action: 'attack', city: 'kingston' }] })).toBe(false);
    expect(meetsGoal(LESSON_STEPS.payment.goal, { type: 'activate', slot: 3, steps: [{ action: 'payment', slot: 0 }] })).toBe(false);
    expect(meetsGoal({ kind: 'done' }, { type: 'pass' })).toBe(false);
  });
});
