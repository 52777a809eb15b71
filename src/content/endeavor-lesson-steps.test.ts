import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { applyMove, legalMoves } from '../engine/endeavor';
import { eventFor } from '../machines/endeavor/events';
import { ENDEAVOR_MACHINES } from '../machines/endeavor/index';
import { createActor as createLesson } from 'xstate';
import { endeavorLesson, goalReached, meetsGoal, playedOut, type BoardStep } from '../machines/lesson/endeavor';
import { resolvedBoardStep, stepStartState } from '../machines/lesson/endeavor-positions';
import { MAX_STEP_MOVES } from './rules-taught';
import { BOARD_STEP_IDS, ENDEAVOR_PLANS, boardStep } from './lesson-steps/endeavor/index';

const ALL: [string, BoardStep][] = ENDEAVOR_PLANS.flatMap((p) => p.steps.map((s) => [s.id, s] as [string, BoardStep]));
const step = (id: string): BoardStep => boardStep(id)!.step;

describe('lesson board steps', () => {
  for (const [id, step] of ALL) {
    it(`${id}: the position is valid and legal moves through its machine complete it`, () => {
      const r = stepStartState(step.setup);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const start = r.value.state;
      const actor = createActor(ENDEAVOR_MACHINES[step.machine] as AnyStateMachine, { input: { state: start } }).start();
      expect(actor.getSnapshot().status).toBe('active');
      if (step.refusal) {
        // The refusal the lesson expects: the engine refuses it with that rule, and so does the machine.
        const refused = applyMove(start, step.refusal.move);
        expect(refused.ok ? null : refused.error.rule).toBe(step.refusal.rule);
        const event = eventFor(step.machine, step.refusal.move);
        // The board offers it, so the machine must take the event and record the engine's refusal.
        expect(event && actor.getSnapshot().can(event as never)).toBe(true);
        actor.send(event as never);
        expect(actor.getSnapshot().context.refusal?.rule).toBe(step.refusal.rule);
      }
      let s = start;
      let done = false;
      // Always the first legal move of the asked kind (any kind for a 'done' or 'round' goal), as a learner could click.
      for (let n = 0; n < MAX_STEP_MOVES && !done; n++) {
        const moves = legalMoves(s);
        const move = step.goal.kind === 'move' ? moves.find((m) => meetsGoal(step.goal, m)) : (moves.find((m) => m.type !== 'pass') ?? moves[0]);
        expect(move).toBeDefined();
        if (actor.getSnapshot().status === 'active') {
          const event = eventFor(step.machine, move!);
          expect(event && actor.getSnapshot().can(event as never)).toBe(true);
          actor.send(event as never);
          expect(actor.getSnapshot().context.refusal).toBeNull();
        } else {
          // Only a whole-round step plays on past the end of the phase its statechart shows.
          expect(step.goal.kind).toBe('round');
        }
        const next = applyMove(s, move!);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
        done = goalReached(step.goal, start, s);
        // The lesson machine judges a 'done' goal from the engine's state: the phase machine agrees with it after every move.
        if (step.goal.kind === 'done') expect(playedOut(start, actor.getSnapshot().context.state), `played out after move ${n + 1}`).toBe(done);
        if (step.goal.kind !== 'move') expect(actor.getSnapshot().status === 'done', `the phase machine after move ${n + 1}`).toBe(playedOut(start, s));
      }
      expect(done).toBe(true);
    });
  }
});

/**
 * Steps whose text names one target: a legal move of the asked type on another target must not
 * complete them (the learner is told the move is allowed but the step asks for something else).
 */
const WRONG_BUT_LEGAL: Partial<Record<string, string>> = {
  // The starting building occupies in Europe: legal, but not a ship.
  ship: '{"type":"activate","slot":0,"steps":[{"action":"occupy","city":"EU1"}]}',
  // Cartagena is a free Caribbean city too, but the step asks for Kingston (and its connection).
  occupy: '{"type":"activate","slot":0,"steps":[{"action":"occupy","city":"CA2"}]}',
};

describe('lesson board goals check what the step teaches', () => {
  for (const [id, step] of ALL) {
    if (step.goal.kind !== 'move') continue;
    const goal = step.goal;
    const legal = legalMoves(resolvedBoardStep(step).start);

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
    const goal = step('occupy').goal;
    expect(meetsGoal(goal, { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'CA3' }] })).toBe(true);
    expect(meetsGoal(goal, { type: 'spendToken', token: 'occupyOrDraw', step: { action: 'occupy', city: 'CA3' } })).toBe(false);
    expect(meetsGoal(goal, { type: 'activate', slot: 0, steps: [{ action: 'attack', city: 'CA3' }] })).toBe(false);
    expect(meetsGoal(step('payment').goal, { type: 'activate', slot: 3, steps: [{ action: 'payment', slot: 0 }] })).toBe(false);
    expect(meetsGoal({ kind: 'done' }, { type: 'pass' })).toBe(false);
  });
});

describe('an Endeavor board step on the lesson machine both games share', () => {
  it('every step id is unique', () => {
    expect(new Set(BOARD_STEP_IDS).size).toBe(BOARD_STEP_IDS.length);
  });

  for (const [id, s] of ALL) {
    it(`${id}: the expected refusal comes back keyed by its rule, the step stays open, and the first asked move goes on`, () => {
      const lesson = createLesson(endeavorLesson, { input: { steps: [resolvedBoardStep(s)] } }).start();
      expect(lesson.getSnapshot().context.broken).toBeNull();
      if (s.refusal) {
        lesson.send({ type: 'lesson.move', move: s.refusal.move });
        const { feedback } = lesson.getSnapshot().context;
        expect(feedback.kind === 'refused' ? feedback.error.rule : null).toBe(s.refusal.rule);
      }
      const state = lesson.getSnapshot().context.state!;
      const move = legalMoves(state).find((m) => (s.goal.kind === 'move' ? meetsGoal(s.goal, m) : m.type !== 'pass')) ?? legalMoves(state)[0]!;
      lesson.send({ type: 'lesson.move', move });
      const c = lesson.getSnapshot().context;
      expect(c.played).toEqual([move]);
      if (s.goal.kind === 'move') expect(c.feedback.kind).toBe('done');
    });
  }

  it('a legal move the step does not ask for is not played', () => {
    const lesson = createLesson(endeavorLesson, { input: { steps: [resolvedBoardStep(step('occupy'))] } }).start();
    const move = JSON.parse(WRONG_BUT_LEGAL.occupy!);
    lesson.send({ type: 'lesson.move', move });
    const c = lesson.getSnapshot().context;
    expect(c.feedback).toEqual({ kind: 'not-asked', move });
    expect(c.played).toEqual([]);
  });
});
