/**
 * The Settler phase (seed 000, "Az ültetvényes"): the Settler chooses the role, then each player
 * from the Settler clockwise may take one face-up plantation (the Settler may take a quarry
 * instead). A Hacienda first draws a tile that must be placed. The engine decides what may be
 * taken and whose turn it is.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';
import { choosesRole } from './role-choice';

/** `settler.take` carries a plant, forest or hacienda move; `settler.pass` declines. */
export type SettlerEvent = MoveEvent<'settler.choose'> | MoveEvent<'settler.take'> | MoveEvent<'settler.pass'>;

export const settlerMachine = setup({
  types: { context: {} as PlayContext, events: {} as SettlerEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    choosesSettler: choosesRole('settler'),
    choosing: inPhase('role'),
    settling: inPhase('settler'),
    drawn: ({ context }) => context.state.phase === 'settler' && context.state.turn.drawn !== null,
    undrawn: ({ context }) => context.state.turn.drawn === null,
    played: leftPhase('settler'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'settler',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the position stands',
      always: [{ guard: 'choosing', target: 'choosing' }, { guard: 'drawn', target: 'placingDrawn' }, { guard: 'settling', target: 'taking' }, { target: 'done' }],
    },
    choosing: {
      description: 'The Settler takes the role card',
      on: { 'settler.choose': [{ guard: 'choosesSettler', actions: 'apply', target: 'taking' }, { actions: 'refuse' }] },
    },
    taking: {
      description: 'Each player in turn takes a face-up plantation (the Settler: or a quarry), or passes',
      always: [
        { guard: 'played', target: 'done' },
        { guard: 'drawn', target: 'placingDrawn' },
      ],
      on: {
        'settler.take': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        'settler.pass': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
      },
    },
    placingDrawn: {
      description: 'A Hacienda drew a tile: place it',
      always: [
        { guard: 'played', target: 'done' },
        { guard: 'undrawn', target: 'taking' },
      ],
      on: { 'settler.take': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }] },
    },
    done: { description: 'New plantations are turned face up; the next role', type: 'final' },
  },
});
