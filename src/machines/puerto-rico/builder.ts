/**
 * The Builder phase (seed 000, "Az építész"): the Builder chooses the role, then each player
 * from the Builder clockwise may build one building (the Builder pays one doubloon less, quarries
 * lower the price). Prices, space and money are the engine's questions.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';
import { choosesRole } from './role-choice';

/** `builder.build` carries a build move; `builder.pass` builds nothing. */
export type BuilderEvent = MoveEvent<'builder.choose'> | MoveEvent<'builder.build'> | MoveEvent<'builder.pass'>;

export const builderMachine = setup({
  types: { context: {} as PlayContext, events: {} as BuilderEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    choosesBuilder: choosesRole('builder'),
    choosing: inPhase('role'),
    building: inPhase('builder'),
    played: leftPhase('builder'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'builder',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the position stands',
      always: [{ guard: 'choosing', target: 'choosing' }, { guard: 'building', target: 'building' }, { target: 'done' }],
    },
    choosing: {
      description: 'The Builder takes the role card',
      on: { 'builder.choose': [{ guard: 'choosesBuilder', actions: 'apply', target: 'building' }, { actions: 'refuse' }] },
    },
    building: {
      description: 'Each player in turn builds at most one building, or passes',
      always: { guard: 'played', target: 'done' },
      on: {
        'builder.build': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        'builder.pass': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
      },
    },
    done: { description: 'The next role', type: 'final' },
  },
});
