/**
 * The messages between the review page and its Web Worker, and the worker's whole behaviour as
 * one function (`serveReview`), testable without a worker. Plain JSON both ways; a request is
 * checked before it is used (the replay goes through the engine move by move).
 *
 *   page -> worker  { type: 'review', replay: { options, seed, moves }, budget, seats: [0] | null }
 *   worker -> page  { type: 'started', todo: [3, 8, …], chart: [{ index, chances }] }
 *                   { type: 'decision', done: 1, total: 57, decision }   (one per decision)
 *                   { type: 'done' }
 *   page -> worker  { type: 'judge', replay, budget, index, move }      (an exercise's try)
 *   worker -> page  { type: 'judged', decision }
 *   either answer   { type: 'error', error: { code, message } }
 * Cancelling is ending the worker: the review runs to the end otherwise. Without a worker the page
 * answers the same messages itself, a slice at a time (`serveReviewInSlices`).
 */
import { isLegal } from '../../engine/puerto-rico/game';
import { isObject as isObj } from '../../engine/validate';
import type { Move } from '../../engine/puerto-rico/moves';
import { BUDGET_LIMITS, type ChancePoint, type DecisionReview, type Replay, type ReviewBudget, replayPositions, reviewDecision, startReview } from './review';

export type ReviewRequest = { type: 'review'; replay: Replay; budget: ReviewBudget; seats: number[] | null } | { type: 'judge'; replay: Replay; budget: ReviewBudget; index: number; move: Move };

export interface ReviewFailure {
  code: 'review/bad-message' | 'review/no-moves' | 'review/illegal-move' | 'review/bad-seats' | 'review/failed';
  message: string;
}

export type ReviewResponse =
  | { type: 'started'; todo: number[]; chart: ChancePoint[] }
  | { type: 'decision'; done: number; total: number; decision: DecisionReview }
  | { type: 'done' }
  | { type: 'judged'; decision: DecisionReview }
  | { type: 'error'; error: ReviewFailure };

const bad = (message: string): ReviewResponse => ({ type: 'error', error: { code: 'review/bad-message', message } });

function budgetOf(x: unknown): ReviewBudget | null {
  if (!isObj(x)) return null;
  const out = {} as ReviewBudget;
  for (const k of ['playouts', 'samples', 'seed'] as const) {
    const v = x[k];
    const [lo, hi] = BUDGET_LIMITS[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) return null;
    out[k] = v;
  }
  return out;
}

function replayOf(x: unknown): Replay | null {
  if (!isObj(x) || !isObj(x.options) || typeof x.seed !== 'number' || !Array.isArray(x.moves)) return null;
  return { options: x.options as unknown as Replay['options'], seed: x.seed, moves: x.moves as Move[] };
}

/**
 * The answers to one message, one at a time: a review yields 'started', then each decision as it
 * is reviewed, then 'done'. Never throws (a failure is the last answer). A caller that cannot run
 * the whole review at once (the page's own thread, without a worker) takes one answer per slice.
 */
export function* reviewAnswers(data: unknown): Generator<ReviewResponse, void, void> {
  try {
    if (!isObj(data) || (data.type !== 'review' && data.type !== 'judge')) return yield bad('The review was sent a message it does not understand.');
    const replay = replayOf(data.replay);
    const budget = budgetOf(data.budget);
    if (replay === null || budget === null) return yield bad('The review request has no readable replay or budget.');
    if (data.type === 'judge') {
      const positions = replayPositions(replay);
      if (!positions.ok) return yield { type: 'error', error: positions.error };
      const index = data.index;
      const state = typeof index === 'number' && Number.isInteger(index) ? positions.value[index] : undefined;
      if (state === undefined || !isLegal(state, data.move)) return yield bad('The move to judge is not a legal move of that position.');
      return yield { type: 'judged', decision: reviewDecision(state, data.move as Move, budget, index as number) };
    }
    const seats = data.seats === null || data.seats === undefined ? null : Array.isArray(data.seats) ? (data.seats as number[]) : [-1];
    const r = startReview(replay, budget, seats);
    if (!r.ok) return yield { type: 'error', error: r.error };
    const { todo, chart } = r.value;
    yield { type: 'started', todo: [...todo], chart: [...chart] };
    let done = 0;
    for (let d = r.value.next(); d !== null; d = r.value.next()) yield { type: 'decision', done: ++done, total: todo.length, decision: d };
    yield { type: 'done' };
  } catch (e) {
    yield { type: 'error', error: { code: 'review/failed', message: `The review stopped: ${e instanceof Error ? e.message : String(e)}` } };
  }
}

/** Answers one message, posting every answer through `post` (the worker). Never throws. */
export function serveReview(data: unknown, post: (r: ReviewResponse) => void): void {
  for (const r of reviewAnswers(data)) post(r);
}

/** Runs `f` later, letting the page draw and take clicks in between (setTimeout by default). */
export type Schedule = (f: () => void) => void;

const laterByTimer: Schedule = (f) => {
  setTimeout(f, 0);
};

/**
 * Answers one message on the calling thread in slices, for a browser without a usable Web Worker:
 * each answer (one reviewed decision, about a tenth of a second) is worked out in its own slice,
 * so the page stays responsive, shows progress and can stop it. Returns the way to stop: no
 * further answer is posted after it.
 */
export function serveReviewInSlices(data: unknown, post: (r: ReviewResponse) => void, schedule: Schedule = laterByTimer): () => void {
  const answers = reviewAnswers(data);
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const r = answers.next();
    if (r.done) return;
    post(r.value);
    schedule(step);
  };
  schedule(step);
  return () => {
    stopped = true;
    answers.return();
  };
}
