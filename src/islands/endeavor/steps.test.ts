import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { applyMove, legalMoves, setupDefaults } from '../../engine/endeavor';
import { eventFor } from '../../machines/endeavor/events';
import { ENDEAVOR_MACHINES } from '../../machines/endeavor/index';
import { LESSON_STEPS, type BoardStep } from './steps';

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
        const move = step.goal.kind === 'move' ? moves.find((m) => m.type === (step.goal as { type: string }).type) : moves.find((m) => m.type !== 'pass') ?? moves[0];
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
