/**
 * The Prospector (reference §2.3; the Hungarian text does not describe it): whoever chooses the
 * card takes one doubloon from the bank, and nobody else does anything. The whole phase happens
 * inside the engine's handling of the choice, so the machine has a single step.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';
import { choosesRole } from './role-choice';

export type ProspectorEvent = MoveEvent<'prospector.choose'>;

export const prospectorMachine = setup({
  types: { context: {} as PlayContext, events: {} as ProspectorEvent, input: {} as PlayInput },
  guards: {
    choosesProspector: choosesRole('prospector'),
    choosing: inPhase('role'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'prospector',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the position stands',
      always: [{ guard: 'choosing', target: 'choosing' }, { target: 'done' }],
    },
    choosing: {
      description: 'The Prospector takes the role card and 1 doubloon from the bank',
      on: { 'prospector.choose': [{ guard: 'choosesProspector', actions: 'apply', target: 'done' }, { actions: 'refuse' }] },
    },
    done: { description: 'Nobody else acts; the next role', type: 'final' },
  },
});
