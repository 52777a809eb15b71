/**
 * Phase 1, Build (Dutch text, "Fase 1: bouwfase"): from the first player clockwise every player
 * takes one building from the stock, of a level up to his Industry level; duplicates are allowed,
 * only one level-5 building; its icons move the tracks at once. Which buildings fit and whose turn
 * it is are the engine's answers (legalMoves, applyMove); this machine only follows them.
 */
import { assign, setup } from 'xstate';
import { applied, inPhase, isLegalMove, leftPhase, playContext, refused, type MoveEvent, type PlayContext, type PlayInput } from './play';

/** `build.take` carries a build move; `build.none` the buildNothing move (only when nothing fits). */
export type BuildEvent = MoveEvent<'build.take'> | MoveEvent<'build.none'>;

export const buildMachine = setup({
  types: { context: {} as PlayContext, events: {} as BuildEvent, input: {} as PlayInput },
  guards: {
    isLegal: isLegalMove,
    building: inPhase('build'),
    built: leftPhase('build'),
  },
  actions: {
    apply: assign(({ context, event }) => applied(context, event)),
    refuse: assign(({ context, event }) => refused(context, event)),
  },
}).createMachine({
  id: 'endeavor-build',
  context: playContext,
  initial: 'start',
  states: {
    start: {
      description: 'Where the round stands',
      always: [{ guard: 'building', target: 'building' }, { target: 'done' }],
    },
    building: {
      description: 'From the first player clockwise, each takes one building up to his Industry level; its icons move his tracks at once',
      always: { guard: 'built', target: 'done' },
      on: {
        'build.take': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
        'build.none': [{ guard: 'isLegal', actions: 'apply' }, { actions: 'refuse' }],
      },
    },
    done: { description: 'Everyone has built: Growth follows', type: 'final' },
  },
});
