/**
 * The flow of an Endeavor puzzle in the trainer, the same modes as the Puerto Rico puzzle machine
 * (src/machines/puzzle.ts):
 *   play - first try, credit still possible
 *   try  - a retry after a mistake, a hint or a solved run: no credit
 *   fail - the last move was a mistake; the verdict says why (the engine's reason, or the better line)
 *   win  - the line is finished with best moves
 *   view - the solution, or an attempt shared by link, is shown
 * Every rule question goes to the engine through the Endeavor puzzle judge.
 */
import { assign, setup } from 'xstate';
import type { Move } from '../engine/endeavor';
import { firstEndeavorDecision, judgeEndeavor, type EndeavorPlayed, type EndeavorVerdict } from '../puzzles/endeavor/judge';
import { replayEndeavorAttempt } from '../puzzles/endeavor/share';
import type { EndeavorNode, EndeavorSolver } from '../puzzles/endeavor/solve';

export const ENDEAVOR_PUZZLE_MODES = ['play', 'try', 'fail', 'win', 'view'] as const;
export type EndeavorPuzzleMode = (typeof ENDEAVOR_PUZZLE_MODES)[number];

/** How many hints a run can take: the file's hints, then the answer itself. */
export interface EndeavorPuzzleInput {
  solver: EndeavorSolver;
  /** Hints in the file (the last rung, the move itself, comes from the solver). */
  fileHints: number;
  /** An attempt shared by link, shown first (untrusted moves; the judge replays them). */
  shared?: readonly unknown[] | undefined;
}

export interface EndeavorPuzzleContext {
  solver: EndeavorSolver;
  start: EndeavorNode;
  node: EndeavorNode;
  attempt: Move[];
  log: EndeavorPlayed[];
  verdict: EndeavorVerdict | null;
  credit: boolean;
  attempts: number;
  hints: number;
  /** 0 = no hint shown; 1..fileHints = the file's hints; fileHints + 1 = the move. */
  hintLevel: number;
  maxHint: number;
  reached: number | null;
  /** Whether the learner has made a move of his own yet (a shared attempt is not his). */
  played: boolean;
  /** The board shows an attempt shared by link, not the learner's run nor the solution. */
  sharedView: boolean;
}

export type EndeavorPuzzleEvent = { type: 'puzzle.move'; move: unknown } | { type: 'puzzle.hint' } | { type: 'puzzle.retry' } | { type: 'puzzle.solution' };

type Ctx = { context: EndeavorPuzzleContext; event: EndeavorPuzzleEvent };

const verdictOf = ({ context, event }: Ctx): EndeavorVerdict | null => (event.type === 'puzzle.move' ? judgeEndeavor(context.solver, context.node, event.move) : null);

function solutionRun(solver: EndeavorSolver, start: EndeavorNode): { node: EndeavorNode; log: EndeavorPlayed[] } {
  const log: EndeavorPlayed[] = [];
  let node = start;
  while (!solver.isEnd(node)) {
    const m = solver.bestMoves(node)[0]!;
    log.push({ seat: node.state.toAct as number, move: m });
    const next = solver.advance(solver.child(node, m));
    next.moves.forEach((move, i) => log.push({ seat: next.seats[i]!, move }));
    node = next.node;
  }
  return { node, log };
}

const moveTransitions = [
  { guard: 'isIllegal', target: 'fail', actions: 'applyVerdict' },
  { guard: 'isInferior', target: 'fail', actions: 'applyVerdict' },
  { guard: 'finishesLine', target: 'win', actions: 'applyVerdict' },
  { actions: 'applyVerdict' },
] as const;

export const endeavorPuzzleMachine = setup({
  types: { context: {} as EndeavorPuzzleContext, events: {} as EndeavorPuzzleEvent, input: {} as EndeavorPuzzleInput },
  guards: {
    isIllegal: (a) => verdictOf(a as Ctx)?.kind === 'illegal',
    isInferior: (a) => verdictOf(a as Ctx)?.kind === 'inferior',
    finishesLine: (a) => {
      const v = verdictOf(a as Ctx);
      return v?.kind === 'good' && v.done;
    },
    hintLeft: ({ context }) => context.hintLevel < context.maxHint,
    hasShared: ({ context }) => context.sharedView,
  },
  actions: {
    applyVerdict: assign(({ context, event }) => {
      if (event.type !== 'puzzle.move') return {};
      const v = judgeEndeavor(context.solver, context.node, event.move);
      const base = { verdict: v, played: true };
      if (v.kind === 'illegal') return { ...base, credit: false };
      const seat = context.node.state.toAct as number;
      if (v.kind === 'inferior') return { ...base, credit: false, attempt: [...context.attempt, v.move], log: [...context.log, { seat, move: v.move }], node: v.node };
      return {
        ...base,
        node: v.node,
        attempt: [...context.attempt, v.move],
        log: [...context.log, { seat, move: v.move }, ...v.replies],
        hintLevel: 0,
        reached: v.done ? context.solver.value(context.start) : null,
      };
    }),
    nextHint: assign(({ context }) => ({ hintLevel: Math.min(context.maxHint, context.hintLevel + 1), hints: context.hints + 1, credit: false })),
    restart: assign(({ context }) => ({
      node: context.start,
      attempt: [],
      log: [],
      verdict: null,
      hintLevel: 0,
      reached: null,
      attempts: context.attempts + (context.played ? 1 : 0),
      credit: context.played ? false : context.credit,
      sharedView: false,
    })),
    showSolution: assign(({ context }) => {
      const run = solutionRun(context.solver, context.start);
      return { node: run.node, log: run.log, attempt: [], credit: false, verdict: null, hintLevel: 0, reached: null, sharedView: false };
    }),
  },
}).createMachine({
  id: 'endeavorPuzzle',
  context: ({ input }) => {
    const start = firstEndeavorDecision(input.solver);
    const base: EndeavorPuzzleContext = {
      solver: input.solver, start, node: start, attempt: [], log: [], verdict: null, credit: true, attempts: 1, hints: 0, hintLevel: 0, maxHint: input.fileHints + 1, reached: null, played: false, sharedView: false,
    };
    if (!input.shared || input.shared.length === 0) return base;
    const r = replayEndeavorAttempt(input.solver, input.shared);
    const verdict = r.verdicts[r.verdicts.length - 1] ?? null;
    return { ...base, node: r.node, attempt: r.played, log: r.log, verdict, sharedView: verdict !== null };
  },
  initial: 'init',
  states: {
    init: { always: [{ guard: 'hasShared', target: 'view' }, { target: 'play' }] },
    play: {
      on: {
        'puzzle.move': [...moveTransitions],
        'puzzle.hint': { guard: 'hintLeft', target: 'try', actions: 'nextHint' },
        'puzzle.solution': { target: 'view', actions: 'showSolution' },
      },
    },
    try: {
      on: {
        'puzzle.move': [...moveTransitions],
        'puzzle.hint': { guard: 'hintLeft', actions: 'nextHint' },
        'puzzle.retry': { target: 'try', actions: 'restart' },
        'puzzle.solution': { target: 'view', actions: 'showSolution' },
      },
    },
    fail: {
      on: {
        'puzzle.retry': { target: 'try', actions: 'restart' },
        'puzzle.solution': { target: 'view', actions: 'showSolution' },
      },
    },
    win: {
      on: {
        'puzzle.retry': { target: 'try', actions: 'restart' },
        'puzzle.solution': { target: 'view', actions: 'showSolution' },
      },
    },
    view: {
      on: {
        // Leaving a shared attempt starts the learner's own first try, with credit.
        'puzzle.retry': [{ guard: ({ context }) => !context.played, target: 'play', actions: 'restart' }, { target: 'try', actions: 'restart' }],
        'puzzle.solution': { guard: 'hasShared', target: 'view', actions: 'showSolution' },
      },
    },
  },
});
