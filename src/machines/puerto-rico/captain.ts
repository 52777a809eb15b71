/**
 * The Captain phase (seed 000, "A kapitány", "Behajózás", "Áruk raktározása"): the Captain chooses
 * the role, then players load in turn, clockwise from the Captain, round after round until nobody
 * can load; then everyone stores what is left, and full ships are emptied. Whose turn it is, what
 * may be loaded and when loading is over are the engine's answers; this machine only follows them.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';
import { choosesRole } from './role-choice';

/**
 * `captain.load` (load, wharf, small-wharf), `captain.pass` (nothing can be loaded / Small Wharf
 * done), `captain.union-hall` (the Union Hall's VP when they would hand out the last chip),
 * `captain.keep` (storage), `captain.guest` (a Guest House guest moving at the phase's start or end,
 * New Buildings).
 */
export type CaptainEvent =
  | MoveEvent<'captain.choose'>
  | MoveEvent<'captain.load'>
  | MoveEvent<'captain.pass'>
  | MoveEvent<'captain.union-hall'>
  | MoveEvent<'captain.keep'>
  | MoveEvent<'captain.guest'>;

export const captainMachine = setup({
  types: { context: {} as PlayContext, events: {} as CaptainEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    choosesCaptain: choosesRole('captain'),
    choosing: inPhase('role'),
    loading: inPhase('captain'),
    storing: inPhase('storage'),
    played: leftPhase('captain', 'storage'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'captain',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the position stands',
      always: [{ guard: 'choosing', target: 'choosing' }, { guard: 'loading', target: 'loading' }, { guard: 'storing', target: 'storing' }, { target: 'done' }],
    },
    choosing: {
      description: 'The Captain takes the role card',
      on: { 'captain.choose': [{ guard: 'choosesCaptain', actions: 'apply', target: 'loading' }, { actions: 'refuse' }] },
    },
    loading: {
      description: 'Players load one kind each turn, clockwise, until nobody can',
      always: [
        { guard: 'storing', target: 'storing' },
        { guard: 'played', target: 'done' },
      ],
      on: {
        'captain.load': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        'captain.pass': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        'captain.union-hall': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        // The Guest House windows before the first and after the last loading (the engine opens them).
        'captain.guest': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
      },
    },
    storing: {
      description: 'Each player keeps one barrel plus what fits in warehouses',
      always: { guard: 'played', target: 'done' },
      on: { 'captain.keep': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }] },
    },
    done: { description: 'Full ships are emptied; the next role', type: 'final' },
  },
});
