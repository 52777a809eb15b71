/**
 * The Mayor phase (seed 000, "A polgármester"): the Mayor chooses the role and takes one colonist
 * from the supply; the ship's colonists are handed out clockwise; then each player, from the
 * Mayor, places his colonists on empty circles. The engine hands out, gathers, and ends each
 * turn when nothing is left to place.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';
import { choosesRole } from './role-choice';

/** `mayor.place` carries a colonist move (one colonist onto one empty circle). */
export type MayorEvent = MoveEvent<'mayor.choose'> | MoveEvent<'mayor.place'>;

export const mayorMachine = setup({
  types: { context: {} as PlayContext, events: {} as MayorEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    choosesMayor: choosesRole('mayor'),
    choosing: inPhase('role'),
    placing: inPhase('mayor'),
    played: leftPhase('mayor'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'mayor',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the position stands',
      always: [{ guard: 'choosing', target: 'choosing' }, { guard: 'placing', target: 'placing' }, { target: 'done' }],
    },
    choosing: {
      description: 'The Mayor takes the role card and one extra colonist',
      on: { 'mayor.choose': [{ guard: 'choosesMayor', actions: 'apply', target: 'placing' }, { actions: 'refuse' }] },
    },
    placing: {
      description: 'Each player in turn puts his colonists on empty circles',
      always: { guard: 'played', target: 'done' },
      on: { 'mayor.place': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }] },
    },
    done: { description: 'The colonist ship is refilled; the next role', type: 'final' },
  },
});
