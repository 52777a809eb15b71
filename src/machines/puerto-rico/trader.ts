/**
 * The Trader phase (seed 000, "A kereskedő"): the Trader chooses the role, then each player from
 * the Trader clockwise may sell one good to the trading house (four spaces, one of each kind).
 * Prices and what the house takes are the engine's answers.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';
import { choosesRole } from './role-choice';

/** `trader.sell` carries a sell (or trading-post) move; `trader.pass` sells nothing. */
export type TraderEvent = MoveEvent<'trader.choose'> | MoveEvent<'trader.sell'> | MoveEvent<'trader.pass'>;

export const traderMachine = setup({
  types: { context: {} as PlayContext, events: {} as TraderEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    choosesTrader: choosesRole('trader'),
    choosing: inPhase('role'),
    selling: inPhase('trader'),
    played: leftPhase('trader'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'trader',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the position stands',
      always: [{ guard: 'choosing', target: 'choosing' }, { guard: 'selling', target: 'selling' }, { target: 'done' }],
    },
    choosing: {
      description: 'The Trader takes the role card',
      on: { 'trader.choose': [{ guard: 'choosesTrader', actions: 'apply', target: 'selling' }, { actions: 'refuse' }] },
    },
    selling: {
      description: 'Each player in turn sells one good, or passes',
      always: { guard: 'played', target: 'done' },
      on: {
        'trader.sell': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        'trader.pass': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
      },
    },
    done: { description: 'A full trading house is emptied; the next role', type: 'final' },
  },
});
