/**
 * The flow of a puzzle in the trainer, for either game, lila-style: modes are a closed union of states
 *   play - first try, credit still possible
 *   try  - a run without credit (after a hint, a mistake or a restart): keep going
 *   fail - the last move was refused as not the best; the board is back where it was before
 *          that move and the learner tries again (the verdict says why, never what is best)
 *   win  - the line is finished with best moves
 *   view - the solution, or an attempt shared by link, is shown
 * A run's result for the learner's record is decided here, once per run (`result`): a solve
 * after a mistake, or a shown solution, is a failed run, as on Lichess.
 * One factory makes each game's machine (src/machines/puerto-rico/puzzle.ts, src/machines/endeavor/puzzle.ts):
 * the game hands in its judge and how many hints a run can take; every rule question goes to the
 * engine through that judge.
 */
import { assign, setup } from 'xstate';
import type { Played } from '../puzzles/grade';
import { firstDecisionOf, replayMoves, solutionRun, type AnyNode, type AnySearch, type Judged, type RunRules } from '../puzzles/attempt';

export const PUZZLE_MODES = ['play', 'try', 'fail', 'win', 'view'] as const;
export type PuzzleMode = (typeof PUZZLE_MODES)[number];

export interface PuzzleFlowInput<Sv> {
  /** The solver of the puzzle position (the same search the checker proves the file with). */
  solver: Sv;
  /** Hints in the puzzle file, for a game whose hint ladder starts with them. */
  fileHints?: number;
  /** A shared attempt to show first (untrusted moves; the judge replays them). */
  shared?: readonly unknown[] | undefined;
}

export interface PuzzleFlowContext<Sv, M, N, E> {
  solver: Sv;
  /** The first decision of the puzzle. */
  start: N;
  /** Where the board is now. */
  node: N;
  /** The learner's moves in this run, and everything played (replies included) for the log. */
  attempt: M[];
  log: Played<M>[];
  /** The last judged move, or null. */
  verdict: Judged<M, N, E> | null;
  /** The first try is still clean (no mistake, hint or shown solution). */
  credit: boolean;
  /** Runs started (the first one included) and hints taken, for the learner's record. */
  attempts: number;
  hints: number;
  /** 0 = no hint shown, up to maxHint (the last rung gives the move). */
  hintLevel: number;
  maxHint: number;
  /** The goal value reached when the line finished, or null. */
  reached: number | null;
  /** Whether the learner has made a move of his own yet (a shared attempt is not his). */
  played: boolean;
  /** The board shows an attempt shared by link, not the learner's run nor the solution. */
  sharedView: boolean;
  /** Moves refused as not the best since the page opened (restarts do not clear them). */
  mistakes: number;
  /** How this run counts in the learner's record, once decided (null: still open). */
  result: RunResult | null;
}

/**
 * How a run counts: solved at the first try with no help, solved with hints (no mistake), or
 * failed (a mistake before the solve, or the solution shown).
 */
export type RunResult = 'clean' | 'helped' | 'failed';

export type PuzzleEvent = { type: 'puzzle.move'; move: unknown } | { type: 'puzzle.hint' } | { type: 'puzzle.retry' } | { type: 'puzzle.solution' };

/** What a game hands the flow: its judge and seat (see RunRules), and the length of its hint ladder. */
export interface PuzzleFlowRules<Sv, M, N, E> extends RunRules<Sv, M, N, E> {
  readonly id: string;
  /** How many hint rungs a run can climb, given the file's hints. */
  readonly maxHint: (fileHints: number) => number;
}

/** Makes the puzzle machine of one game. */
export function puzzleFlow<Sv extends AnySearch<M, N>, M, N extends AnyNode, E>(rules: PuzzleFlowRules<Sv, M, N, E>) {
  type Ctx = PuzzleFlowContext<Sv, M, N, E>;
  type Args = { context: Ctx; event: PuzzleEvent };
  const verdictOf = ({ context, event }: Args): Judged<M, N, E> | null => (event.type === 'puzzle.move' ? rules.judge(context.solver, context.node, event.move) : null);
  // A refused move (illegal, or legal but not the best) leaves the board where it was: try again.
  const moveTransitions = [
    { guard: 'isIllegal', target: 'fail', actions: 'refuseMove' },
    { guard: 'isInferior', target: 'fail', actions: 'refuseMove' },
    { guard: 'finishesLine', target: 'win', actions: 'applyVerdict' },
    { actions: 'applyVerdict' },
  ] as const;
  // After a refusal the next good move carries on without credit.
  const retryTransitions = [...moveTransitions.slice(0, 3), { target: 'try', actions: 'applyVerdict' }] as const;
  // Once a run has a move in it (or is over), it can be started again or its solution shown.
  const afterRun = {
    'puzzle.retry': { target: 'try', actions: 'restart' },
    'puzzle.solution': { target: 'view', actions: 'showSolution' },
  } as const;

  return setup({
    types: { context: {} as Ctx, events: {} as PuzzleEvent, input: {} as PuzzleFlowInput<Sv> },
    guards: {
      isIllegal: (a) => verdictOf(a as Args)?.kind === 'illegal',
      isInferior: (a) => verdictOf(a as Args)?.kind === 'inferior',
      finishesLine: (a) => {
        const v = verdictOf(a as Args);
        return v?.kind === 'good' && v.done;
      },
      hintLeft: ({ context }) => context.hintLevel < context.maxHint,
      hasShared: ({ context }) => context.sharedView,
      notPlayed: ({ context }) => !context.played,
    },
    actions: {
      /** Keeps the verdict on a refused move; the board stays at the decision before it. */
      refuseMove: assign(({ context, event }) => {
        if (event.type !== 'puzzle.move') return {};
        const v = rules.judge(context.solver, context.node, event.move);
        return { verdict: v, played: true, credit: false, mistakes: context.mistakes + 1, result: context.result ?? 'failed' };
      }),
      /** Applies a good move: the board moves on (others' replies included). */
      applyVerdict: assign(({ context, event }) => {
        if (event.type !== 'puzzle.move') return {};
        const v = rules.judge(context.solver, context.node, event.move);
        if (v.kind !== 'good') return {};
        const mine = { seat: rules.seat(context.node), move: v.move };
        const ended: RunResult = context.mistakes > 0 ? 'failed' : context.credit ? 'clean' : 'helped';
        return {
          verdict: v,
          played: true,
          node: v.node,
          attempt: [...context.attempt, v.move],
          log: [...context.log, mine, ...v.replies],
          hintLevel: 0,
          reached: v.done ? context.solver.value(context.start) : null,
          result: v.done ? (context.result ?? ended) : context.result,
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
        attempts: context.attempts + (context.played || context.result !== null ? 1 : 0),
        credit: context.played ? false : context.credit,
        sharedView: false,
        // A run left open (no mistake, not finished) was not judged: nothing to record for it.
        result: null,
      })),
      showSolution: assign(({ context }) => {
        const run = solutionRun<M, N>(context.solver, context.start, rules.seat);
        // Giving up is a failed run, unless this run was already decided (e.g. solved first).
        const result = context.result ?? 'failed';
        return { node: run.node, log: run.log, attempt: [], credit: false, verdict: null, hintLevel: 0, reached: null, sharedView: false, result };
      }),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => {
      const start = firstDecisionOf<M, N>(input.solver);
      const base: Ctx = {
        solver: input.solver,
        start,
        node: start,
        attempt: [],
        log: [],
        verdict: null,
        credit: true,
        attempts: 1,
        hints: 0,
        hintLevel: 0,
        maxHint: rules.maxHint(input.fileHints ?? 0),
        reached: null,
        played: false,
        sharedView: false,
        mistakes: 0,
        result: null,
      };
      if (!input.shared || input.shared.length === 0) return base;
      const r = replayMoves(input.solver, rules, input.shared);
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
      try: { on: { 'puzzle.move': [...moveTransitions], 'puzzle.hint': { guard: 'hintLeft', actions: 'nextHint' }, ...afterRun } },
      fail: { on: { 'puzzle.move': [...retryTransitions], 'puzzle.hint': { guard: 'hintLeft', target: 'try', actions: 'nextHint' }, ...afterRun } },
      win: { on: { ...afterRun } },
      view: {
        on: {
          // Leaving a shared attempt starts the learner's own first try, with credit.
          'puzzle.retry': [
            { guard: 'notPlayed', target: 'play', actions: 'restart' },
            { target: 'try', actions: 'restart' },
          ],
          // From a shared attempt the solution can still be asked for.
          'puzzle.solution': { guard: 'hasShared', target: 'view', actions: 'showSolution' },
        },
      },
    },
  });
}
