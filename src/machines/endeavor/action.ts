/**
 * Phase 4, Action (Dutch text, "Fase 4: actiefase", "Acties"): from the first player clockwise,
 * players take turns, one action each (activate a building or spend a light-blue token) or pass,
 * until everybody has passed. Whoever passes holding more cards than his Politics level allows
 * (a free governor card not counted) discards down to the limit first. The engine answers every
 * rule question (legal actions, who is next, whether a discard is due, when the round ends); this
 * machine follows the turn flow and counts the turns.
 */
import { assign, setup } from 'xstate';
import type { Offer } from '../../engine/endeavor';
import type { MoveEventOf } from '../engine-play';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';

export interface ActionContext extends PlayContext {
  /** Moves accepted while the machine ran (actions, passes and discards). */
  turns: number;
}

/**
 * `action.activate` carries an activate move (a marker on a building), `action.token` a
 * spendToken move, `action.pass` a pass, `action.discard` a discard after passing, `action.give` an
 * offer to give a card away (never legal: the engine refuses it, action.no-trading).
 */
export type ActionEvent = MoveEvent<'action.activate'> | MoveEvent<'action.token'> | MoveEvent<'action.pass'> | MoveEvent<'action.discard'> | MoveEventOf<Offer, 'action.give'>;

const accept = [{ guard: 'isLegal', actions: 'apply', target: 'next' }, { actions: 'refuse' }] as const;

export const actionMachine = setup({
  types: { context: {} as ActionContext, events: {} as ActionEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    acting: inPhase('action'),
    roundOver: leftPhase('action'),
    discarding: ({ context }) => context.state.phase === 'action' && context.state.discarding,
  },
  actions: {
    apply: assign(({ context, event }) => ({ ...applied(context, event), turns: context.turns + 1 })),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'endeavor-action',
  context: ({ input }) => ({ ...playContext({ input }), turns: 0 }),
  initial: 'start',
  states: {
    start: {
      description: 'Where the round stands',
      always: [{ guard: 'roundOver', target: 'done' }, { guard: 'discarding', target: 'discarding' }, { target: 'turn' }],
    },
    turn: {
      description: 'The player to act does one action (a marker on a building, or a light-blue token) or passes',
      // A discard and a gift are taken too, for the engine to refuse (action.no-voluntary-discard,
      // action.no-trading): a learner may try them.
      on: { 'action.activate': accept, 'action.token': accept, 'action.pass': accept, 'action.discard': accept, 'action.give': accept },
    },
    discarding: {
      description: 'He passed with more cards than his Politics level allows: he discards one at a time down to the limit',
      on: { 'action.discard': accept },
    },
    next: {
      description: 'After the move: a discard due, else the next player clockwise who has not passed; nobody left ends the round',
      always: [
        { guard: 'roundOver', target: 'done' },
        { guard: 'discarding', target: 'discarding' },
        { guard: 'acting', target: 'turn' },
      ],
    },
    done: { description: 'Everybody has passed: the first-player marker passes clockwise and a new round begins (after seven rounds, scoring)', type: 'final' },
  },
});
