/**
 * Phase 3, Salary (Dutch text, "Fase 3: salarisfase"): each player makes as many payments as his
 * Finance level gives; each payment takes a marker from one of his buildings back to his harbour.
 * With more markers on buildings than payments he chooses which come back; otherwise the engine
 * takes them all back without asking. The engine stops only at a player who must choose.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';

/** `salary.pay` carries a salary move: the building slot whose marker comes back. */
export type SalaryEvent = MoveEvent<'salary.pay'>;

export const salaryMachine = setup({
  types: { context: {} as PlayContext, events: {} as SalaryEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    paying: inPhase('salary'),
    paid: leftPhase('salary'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'endeavor-salary',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the round stands',
      always: [{ guard: 'paying', target: 'choosing' }, { target: 'done' }],
    },
    choosing: {
      description: 'A player with more markers on buildings than Finance payments chooses which marker comes back to his harbour',
      always: { guard: 'paid', target: 'done' },
      on: { 'salary.pay': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }] },
    },
    done: { description: 'Every payment made: the Action phase begins', type: 'final' },
  },
});
