/**
 * A round of Puerto Rico (seed 000, "A játék menete", "A szerepek", "A játék vége"): from the
 * governor clockwise each player chooses a role (taking the doubloons on its card), everybody
 * plays it out, the chooser with his privilege; when everyone has chosen, a doubloon goes on each
 * unchosen card and the governor card passes left; the game ends after the round in which an end
 * condition was met. The engine does the bookkeeping; this machine follows where the game stands
 * (`phase`, `round`) and says which role is being played.
 */
import { assign, setup } from 'xstate';
import type { Phase } from '../../engine/puerto-rico/vocabulary';
import { applied, inPhase, isLegalMove, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';

export interface RoundContext extends PlayContext {
  /** The round the machine last saw; when the engine's round moves on, a round has ended. */
  round: number;
  /** Rounds completed while the machine ran. */
  roundsEnded: number;
}

/** `round.choose` carries a role choice; `round.play` any move of the phase being played; `round.draft` an expansion draft pick. */
export type RoundEvent = MoveEvent<'round.choose'> | MoveEvent<'round.play'> | MoveEvent<'round.draft'>;

const playing = (...phases: Phase[]) => inPhase(...phases);

export const roundMachine = setup({
  types: { context: {} as RoundContext, events: {} as RoundEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    drafting: inPhase('draft'),
    choosing: inPhase('role'),
    over: inPhase('over'),
    roundEnded: ({ context }) => context.state.round !== context.round,
    settler: playing('settler'),
    mayor: playing('mayor'),
    builder: playing('builder'),
    craftsman: playing('craftsman'),
    trader: playing('trader'),
    captain: playing('captain', 'storage'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
    countRound: assign(({ context }) => ({ round: context.state.round, roundsEnded: context.roundsEnded + 1 })),
  },
}).createMachine({
  id: 'round',
  context: ({ input }) => ({ state: input.state, refusal: null, last: null, round: input.state.round, roundsEnded: 0 }),
  initial: 'start',
  states: {
    start: {
      description: 'Where the game stands',
      always: [{ guard: 'over', target: 'gameOver' }, { guard: 'drafting', target: 'drafting' }, { guard: 'choosing', target: 'choosingRole' }, { target: 'playingRole' }],
    },
    drafting: {
      description: 'Expansion: players place the new buildings on the bank board',
      always: { guard: 'choosing', target: 'choosingRole' },
      on: { 'round.draft': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }] },
    },
    choosingRole: {
      description: 'The next player clockwise from the governor chooses a role and takes its doubloons',
      always: [
        { guard: 'over', target: 'gameOver' },
        { guard: 'roundEnded', target: 'roundEnd' },
      ],
      on: { 'round.choose': [{ guard: 'isLegal', actions: 'apply', target: 'playingRole' }, { actions: 'refuse' }] },
    },
    playingRole: {
      description: 'Everyone plays the role, the chooser first and with his privilege',
      initial: 'which',
      always: [
        { guard: 'over', target: 'gameOver' },
        { guard: 'roundEnded', target: 'roundEnd' },
        { guard: 'choosing', target: 'choosingRole' },
      ],
      on: { 'round.play': [{ guard: 'isLegal', actions: 'apply', target: '.which', reenter: true }, { actions: 'refuse' }] },
      states: {
        which: {
          description: 'Which role is being played',
          always: [
            { guard: 'settler', target: 'settler' },
            { guard: 'mayor', target: 'mayor' },
            { guard: 'builder', target: 'builder' },
            { guard: 'craftsman', target: 'craftsman' },
            { guard: 'trader', target: 'trader' },
            { guard: 'captain', target: 'captain' },
          ],
        },
        settler: { description: 'Settler phase' },
        mayor: { description: 'Mayor phase' },
        builder: { description: 'Builder phase' },
        craftsman: { description: 'Craftsman phase' },
        trader: { description: 'Trader phase' },
        captain: { description: 'Captain phase' },
      },
    },
    roundEnd: {
      description: 'A doubloon on each unchosen role; the governor card passes left',
      entry: 'countRound',
      always: [{ guard: 'over', target: 'gameOver' }, { target: 'choosingRole' }],
    },
    gameOver: { description: 'An end condition was met and the round is over: score', type: 'final' },
  },
});
