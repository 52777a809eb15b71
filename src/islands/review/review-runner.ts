/**
 * Where the review page's questions are answered: in a Web Worker when the browser can start one,
 * otherwise on the page's own thread in small slices (serveReviewInSlices), so a browser without
 * workers (or one that refuses this worker's script) still gets its review, its progress bar and
 * its Cancel. A worker that fails before its first answer is replaced by the page on the spot and
 * the question asked again; the page is told, to say so in words.
 */
import type { EndeavorReviewRequest, EndeavorReviewResponse } from '../../bots/endeavor/review-protocol';
import type { ReviewRequest, ReviewResponse } from '../../bots/puerto-rico/review-protocol';
import type { Schedule } from '../../bots/review/protocol';
import type { EndeavorProveRequest, EndeavorProveResponse } from '../../puzzles/endeavor/review-puzzle';
import type { ProveRequest, ProveResponse } from '../../puzzles/puerto-rico/review-puzzle';

/** What the page asks, and what comes back. */
export type RunnerRequest = ReviewRequest | EndeavorReviewRequest | ProveRequest | EndeavorProveRequest;
export type RunnerResponse = ReviewResponse | EndeavorReviewResponse | ProveResponse | EndeavorProveResponse;

export interface ReviewRunner {
  /** 'worker' while a worker answers, 'page' once the page answers itself. */
  readonly where: () => 'worker' | 'page';
  ask(req: RunnerRequest): void;
  /** Stops whatever is running (Cancel); the runner can be asked again afterwards. */
  stop(): void;
}

export interface RunnerHooks {
  answer(r: RunnerResponse): void;
  /** The page runs the review itself from now on (no worker, or the worker would not start). */
  onPage(): void;
  /** The worker failed after it had answered: the review stops with this. */
  failed(): void;
}

type WorkerMaker = () => Worker;

/**
 * A slice after each message task rather than a timer: timers are clamped to 4 ms when nested and
 * throttled to once a second in a background tab, message tasks are not, and the browser still
 * draws and takes clicks between them.
 */
export function messageSchedule(): Schedule {
  if (typeof MessageChannel === 'undefined') return (f) => void setTimeout(f, 0);
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (f) => {
    queue.push(f);
    channel.port2.postMessage(0);
  };
}

/**
 * The page's own runner: each question answered in slices; stop ends them all. The bots are
 * loaded only now, so a page whose worker runs never downloads them twice.
 */
function pageRunner(hooks: RunnerHooks): ReviewRunner {
  const schedule = messageSchedule();
  const protocol = Promise.all([import('../../bots/review/serve'), import('../../puzzles/prove-any')]);
  let running: (() => void)[] = [];
  let generation = 0;
  return {
    where: () => 'page',
    ask: (req) => {
      const asked = generation;
      protocol.then(
        ([{ serveAnyReviewInSlices }, { answerAnyProve }]) => {
          if (asked !== generation) return;
          if (req.type === 'prove') schedule(() => asked === generation && hooks.answer(answerAnyProve(req)));
          else running.push(serveAnyReviewInSlices(req, hooks.answer as (r: unknown) => void, schedule));
        },
        (e: unknown) => hooks.answer({ type: 'error', error: { code: 'review/failed', message: e instanceof Error ? e.message : String(e) } }),
      );
    },
    stop: () => {
      generation++;
      for (const s of running) s();
      running = [];
    },
  };
}

/** A runner: a worker made by `make` when the browser has workers, the page otherwise. */
export function startRunner(make: WorkerMaker, hooks: RunnerHooks): ReviewRunner {
  let page: ReviewRunner | null = null;
  let worker: Worker | null = null;
  let answered = false;
  let last: RunnerRequest | null = null;

  const toPage = (): ReviewRunner => {
    worker?.terminate();
    worker = null;
    if (page === null) {
      page = pageRunner(hooks);
      hooks.onPage();
    }
    return page;
  };

  const startWorker = (): Worker | null => {
    if (typeof Worker === 'undefined') return null;
    try {
      const w = make();
      answered = false;
      w.onmessage = (e: MessageEvent) => {
        answered = true;
        hooks.answer(e.data as RunnerResponse);
      };
      w.onerror = (e) => {
        e.preventDefault?.();
        // Before its first answer the worker never ran (its script was refused): ask the page instead.
        if (!answered) {
          const again = last;
          toPage();
          if (again) page!.ask(again);
        } else {
          w.terminate();
          if (worker === w) worker = null;
          hooks.failed();
        }
      };
      return w;
    } catch {
      return null;
    }
  };

  return {
    where: () => (page ? 'page' : 'worker'),
    ask: (req) => {
      last = req;
      if (page) return page.ask(req);
      worker ??= startWorker();
      if (worker === null) return toPage().ask(req);
      worker.postMessage(req);
    },
    stop: () => {
      page?.stop();
      worker?.terminate();
      worker = null;
    },
  };
}
