/**
 * The flow of a puzzle in the trainer, lila-style: modes are a closed union of states
 *   play  - first try, credit still possible
 *   try   - a retry after a mistake (or after a hint / solved run): no credit
 *   fail  - the last move was a mistake; the verdict says why
 *   win   - the line is finished with best moves
 *   view  - the solution or a shared attempt is shown
 * Every rule question goes to the engine through the puzzle judge (src/puzzles/judge.ts).
 */
import { assign, setup } from 'xstate';
import type { Move } from '../engine/puerto-rico';
import type { HintLevel } from '../puzzles/hints';
import type { PlayedMove, Verdict } from '../puzzles/judge';
import { firstDecision, judge, replayAttempt } from '../puzzles/judge';
import type { Node, Solver } from '../puzzles/solve';

export const PUZZLE_MODES = ['play', 'try', 'fail', 'win', 'view'] as const;
export type PuzzleMode = (typeof PUZZLE_MODES)[number];

export interface PuzzleInput {
  /** The solver of the puzzle position (the same search the checker proves the file with). */
  solver: Solver;
  /** A shared attempt to show first (untrusted moves; the engine judges them). */
  shared?: readonly unknown[] | undefined;
}

export interface PuzzleContext {
  solver: Solver;
  /** The first decision of the puzzle. */
  start: Node;
  /** Where the board is now. */
  node: Node;
  /** The learner's moves in this run, and everything played (replies included) for the log. */
  attempt: Move[];
  log: PlayedMove[];
  /** The last judged move, or null. */
  verdict: Verdict | null;
  /** The first try is still clean (no mistake, hint or shown solution). */
  credit: boolean;
  /** Runs started (the first one included) and hints taken, for the learner's record. */
  attempts: number;
  hints: number;
  hintLevel: HintLevel;
  /** The goal value reached when the line finished, or null. */
  reached: number | null;
  /** Whether the learner has made a move of his own yet (a shared attempt is not his). */
  played: boolean;
}

export type PuzzleEvent =
  | { type: 'puzzle.move'; move: unknown }
  | { type: 'puzzle.hint' }
  | { type: 'puzzle.retry' }
  | { type: 'puzzle.solution' };

type Ctx = { context: PuzzleContext; event: PuzzleEvent };

const verdictOf = ({ context, event }: Ctx): Verdict | null => (event.type === 'puzzle.move' ? judge(context.solver, context.node, event.move) : null);

/** The line the solver would play from the start: the learner's answer sheet follows it. */
function solutionRun(solver: Solver, start: Node): { node: Node; log: PlayedMove[] } {
  const log: PlayedMove[] = [];
  let node = start;
  while (!solver.isEnd(node)) {
    const m = solver.bestMoves(node)[0]!;
    log.push({ seat: node.state.toAct, move: m });
    const next = solver.advance(solver.child(node, m));
    next.moves.forEach((move, i) => log.push({ seat: next.seats[i]!, move }));
    node = next.node;
  }
  return { node, log };
}

export const puzzleMachine = setup({
  types: { context: {} as PuzzleContext, events: {} as PuzzleEvent, input: {} as PuzzleInput },
  guards: {
    isIllegal: (a) => verdictOf(a as Ctx)?.kind === 'illegal',
    isInferior: (a) => verdictOf(a as Ctx)?.kind === 'inferior',
    finishesLine: (a) => {
      const v = verdictOf(a as Ctx);
      return v?.kind === 'good' && v.done;
    },
    hasShared: ({ context }) => context.verdict !== null && !context.played,
    hintLeft: ({ context }) => context.hintLevel < 3,
  },
  actions: {
    /** Applies a judged move: a good one moves the board on (others' replies included). */
    applyVerdict: assign(({ context, event }) => {
      if (event.type !== 'puzzle.move') return {};
      const v = judge(context.solver, context.node, event.move);
      const base = { verdict: v, played: true };
      if (v.kind === 'illegal') return { ...base, credit: false };
      if (v.kind === 'inferior') return { ...base, credit: false, attempt: [...context.attempt, v.move], log: [...context.log, { seat: context.node.state.toAct, move: v.move }], node: v.node };
      const done = v.done;
      return {
        ...base,
        node: v.node,
        attempt: [...context.attempt, v.move],
        log: [...context.log, { seat: context.node.state.toAct, move: v.move }, ...v.replies],
        hintLevel: 0 as HintLevel,
        reached: done ? context.solver.value(context.start) : null,
      };
    }),
    nextHint: assign(({ context }) => ({ hintLevel: Math.min(3, context.hintLevel + 1) as HintLevel, hints: context.hints + 1, credit: false })),
    restart: assign(({ context }) => ({
      node: context.start,
      attempt: [],
      log: [],
      verdict: null,
      hintLevel: 0 as HintLevel,
      reached: null,
      attempts: context.attempts + (context.played ? 1 : 0),
      credit: context.played ? false : context.credit,
    })),
    showSolution: assign(({ context }) => {
      const run = solutionRun(context.solver, context.start);
      return { node: run.node, log: run.log, attempt: [], credit: false, verdict: null, hintLevel: 0 as HintLevel, reached: null };
    }),
  },
}).createMachine({
  id: 'puzzle',
  context: ({ input }) => {
    const start = firstDecision(input.solver);
    const base: PuzzleContext = { solver: input.solver, start, node: start, attempt: [], log: [], verdict: null, credit: true, attempts: 1, hints: 0, hintLevel: 0, reached: null, played: false };
    if (!input.shared || input.shared.length === 0) return base;
    const r = replayAttempt(input.solver, input.shared);
    const last = r.verdicts[r.verdicts.length - 1] ?? null;
    return { ...base, node: r.node, attempt: r.played, log: r.log, verdict: last };
  },
  initial: 'init',
  states: {
    init: { always: [{ guard: 'hasShared', target: 'view' }, { target: 'play' }] },
    play: {
      on: {
        'puzzle.move': [
          { guard: 'isIllegal', target: 'fail', actions: 'applyVerdict' },
          { guard: 'isInferior', target: 'fail', actions: 'applyVerdict' },
          { guard: 'finishesLine', target: 'win', actions: 'applyVerdict' },
          { actions: 'applyVerdict' },
        ],
        'puzzle.hint': { guard: 'hintLeft', target: 'try', actions: 'nextHint' },
        'puzzle.solution': { target: 'view', actions: 'showSolution' },
      },
    },
    try: {
      on: {
        'puzzle.move': [
          { guard: 'isIllegal', target: 'fail', actions: 'applyVerdict' },
          { guard: 'isInferior', target: 'fail', actions: 'applyVerdict' },
          { guard: 'finishesLine', target: 'win', actions: 'applyVerdict' },
          { actions: 'applyVerdict' },
        ],
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
      },
    },
  },
});
