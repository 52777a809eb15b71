/**
 * Phase 2, Growth (Dutch text, "Fase 2: groeifase"): every player moves markers from his supply
 * to his harbour, as many as his Culture level gives. Nobody chooses anything: the engine does it
 * for everybody as soon as the last player has built. This machine waits for that moment (the
 * last builds reach it as events) and keeps what each player received, read off the engine's
 * states before and after, so a lesson can show it.
 */
import { assign, setup } from 'xstate';
import type { GameState } from '../../engine/endeavor';
import { applied, inPhase, isLegalMove, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';

export interface GrowthContext extends PlayContext {
  /** The position just before Growth ran (after the last build), or null until then. */
  before: GameState | null;
  /** Markers each seat moved from supply to harbour, or null until Growth has run. */
  grown: number[] | null;
}

/** `growth.build` carries a build or buildNothing move of the Build phase that Growth waits for. */
export type GrowthEvent = MoveEvent<'growth.build'>;

/** Markers that left each supply between two positions: Growth is the only step that takes them from there. */
const supplyDrop = (before: GameState, after: GameState): number[] => before.players.map((p, i) => p.supply - (after.players[i]?.supply ?? p.supply));

export const growthMachine = setup({
  types: { context: {} as GrowthContext, events: {} as GrowthEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    building: inPhase('build'),
    grown: ({ context }) => context.before !== null && context.state.phase !== 'build',
  },
  actions: {
    apply: assign(({ context, event }) => ({ ...applied(context, event), before: context.state })),
    refuse: assign(({ context, event }) => refused(context, event)),
    record: assign(({ context }) => ({ grown: context.before ? supplyDrop(context.before, context.state) : null })),
  },
}).createMachine({
  id: 'endeavor-growth',
  context: ({ input }) => ({ ...playContext({ input }), before: null, grown: null }),
  initial: 'start',
  states: {
    start: {
      description: 'Where the round stands',
      always: [{ guard: 'building', target: 'waiting' }, { target: 'done' }],
    },
    waiting: {
      description: 'The Build phase is still going: Growth starts the moment the last player has built',
      always: { guard: 'grown', target: 'growing' },
      on: { 'growth.build': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }] },
    },
    growing: {
      description: 'Everybody at once moves markers from supply to harbour, as many as his Culture level gives',
      entry: 'record',
      always: { target: 'done' },
    },
    done: { description: 'Markers are in the harbours: Salary follows', type: 'final' },
  },
});
