/**
 * The Craftsman phase (seed 000, "Az iparos"): when the Craftsman chooses the role, every player
 * produces at once (the engine does it: a barrel per working plantation with a working production
 * circle); the Craftsman then may take one more barrel of a kind he produced.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';
import { choosesRole } from './role-choice';

/** `craftsman.craft` carries the privilege barrel; `craftsman.pass` declines it. */
export type CraftsmanEvent = MoveEvent<'craftsman.choose'> | MoveEvent<'craftsman.craft'> | MoveEvent<'craftsman.pass'>;

export const craftsmanMachine = setup({
  types: { context: {} as PlayContext, events: {} as CraftsmanEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    choosesCraftsman: choosesRole('craftsman'),
    choosing: inPhase('role'),
    privilege: inPhase('craftsman'),
    played: leftPhase('craftsman'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'craftsman',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the position stands',
      always: [{ guard: 'choosing', target: 'choosing' }, { guard: 'privilege', target: 'privilege' }, { target: 'done' }],
    },
    choosing: {
      description: 'The Craftsman takes the role card; everybody produces',
      on: { 'craftsman.choose': [{ guard: 'choosesCraftsman', actions: 'apply', target: 'privilege' }, { actions: 'refuse' }] },
    },
    privilege: {
      description: 'The Craftsman may take one more barrel of a kind he produced',
      always: { guard: 'played', target: 'done' },
      on: {
        'craftsman.craft': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        'craftsman.pass': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
      },
    },
    done: { description: 'The next role', type: 'final' },
  },
});
