/**
 * Module Web Worker entry of the game review page: runs the whole review off the main thread and
 * posts each decision as it is done, for either game (src/bots/review/serve.ts), and checks whether a
 * mistake is also a puzzle (src/puzzles/puerto-rico/review-puzzle.ts). Cancelling ends
 * the worker. Started by the review island with
 *   new Worker(new URL('../bots/review-worker.ts', import.meta.url), { type: 'module' })
 */
import { serveAnyReview } from '../../bots/review/serve';
import { answerAnyProve } from '../../puzzles/prove-any';

/** The parts of the worker global this file uses (the DOM lib types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const data = event.data as { type?: unknown } | null;
  // Whether a mistake is also a puzzle is the puzzle solver's question (src/puzzles), not the bots'.
  if (data?.type === 'prove') scope.postMessage(answerAnyProve(data));
  else serveAnyReview(event.data, (r) => scope.postMessage(r));
};
