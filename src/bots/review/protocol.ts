/**
 * The messages between the review page and its Web Worker, for any game, and the worker's whole
 * behaviour as one function, testable without a worker. Plain JSON both ways; a request is checked
 * before it is used (the replay goes through the engine move by move). `game` names the game
 * (absent: Puerto Rico, as links made before Endeavor had a review).
 *
 *   page -> worker  { type: 'review', game, replay: { options, seed, moves }, budget, seats: [0] | null }
 *   worker -> page  { type: 'started', todo: [3, 8, …], chart: [{ index, chances }] }
 *                   { type: 'decision', done: 1, total: 57, decision }   (one per decision)
 *                   { type: 'done' }
 *   page -> worker  { type: 'judge', game, replay, budget, index, move }   (an exercise's try)
 *   worker -> page  { type: 'judged', decision }
 *   either answer   { type: 'error', error: { code, message } }
 * Cancelling is ending the worker: the review runs to the end otherwise. Without a worker the page
 * answers the same messages itself, a slice at a time (`serveInSlices`).
 */
import { isObject as isObj } from '../../engine/validate';
import { type BudgetSpec, budgetFrom } from './marks';
import { type ChancePoint, type DecisionCore, type ReviewGame, startReviewWith } from './reviewer';

export interface ReviewFailure {
  code: 'review/bad-message' | 'review/no-moves' | 'review/illegal-move' | 'review/bad-seats' | 'review/failed';
  message: string;
}

export type ReviewResponseOf<D> =
  | { type: 'started'; todo: number[]; chart: ChancePoint[] }
  | { type: 'decision'; done: number; total: number; decision: D }
  | { type: 'done' }
  | { type: 'judged'; decision: D }
  | { type: 'error'; error: ReviewFailure };

/** A game's review as the worker serves it: its review, its budget's bounds and how a replay is read. */
export interface ServedGame<S, M, R extends { moves: readonly M[] }, B, D extends DecisionCore<M>> {
  readonly review: ReviewGame<S, M, R, B, D>;
  readonly budget: BudgetSpec<string>;
  /** The replay's shape (its moves are checked by the engine later), or null. */
  readReplay(x: unknown): R | null;
}

const bad = (message: string) => ({ type: 'error', error: { code: 'review/bad-message', message } }) as const;

/** Whether a message asks for a review or a judgement (and of which game). */
export function requestGame(data: unknown): string | null {
  if (!isObj(data) || (data.type !== 'review' && data.type !== 'judge')) return null;
  return typeof data.game === 'string' ? data.game : 'puerto-rico';
}

/**
 * The answers to one message, one at a time: a review yields 'started', then each decision as it
 * is reviewed, then 'done'. Never throws (a failure is the last answer). A caller that cannot run
 * the whole review at once (the page's own thread, without a worker) takes one answer per slice.
 */
export function* answersWith<S, M, R extends { moves: readonly M[] }, B, D extends DecisionCore<M>>(game: ServedGame<S, M, R, B, D>, data: unknown): Generator<ReviewResponseOf<D>, void, void> {
  try {
    if (!isObj(data) || (data.type !== 'review' && data.type !== 'judge')) return yield bad('The review was sent a message it does not understand.');
    const replay = game.readReplay(data.replay);
    const budget = budgetFrom(game.budget, data.budget) as B | null;
    if (replay === null || budget === null) return yield bad('The review request has no readable replay or budget.');
    if (data.type === 'judge') {
      const positions = game.review.positions(replay);
      if (!positions.ok) return yield { type: 'error', error: positions.error };
      const index = data.index;
      const state = typeof index === 'number' && Number.isInteger(index) ? positions.value[index] : undefined;
      if (state === undefined || !game.review.isLegal(state, data.move)) return yield bad('The move to judge is not a legal move of that position.');
      return yield { type: 'judged', decision: game.review.reviewDecision(state, data.move as M, budget, index as number) };
    }
    const seats = data.seats === null || data.seats === undefined ? null : Array.isArray(data.seats) ? (data.seats as number[]) : [-1];
    const r = startReviewWith(game.review, replay, budget, seats);
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

/** Runs `f` later, letting the page draw and take clicks in between (setTimeout by default). */
export type Schedule = (f: () => void) => void;

const laterByTimer: Schedule = (f) => {
  setTimeout(f, 0);
};

/**
 * Posts the answers on the calling thread in slices, for a browser without a usable Web Worker:
 * each answer (one reviewed decision, about a tenth of a second) is worked out in its own slice,
 * so the page stays responsive, shows progress and can stop it. Returns the way to stop: no
 * further answer is posted after it.
 */
export function serveInSlices<T>(answers: Generator<T, void, void>, post: (r: T) => void, schedule: Schedule = laterByTimer): () => void {
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
