/**
 * A small promise-based client for the bots of either game: runs them in a module Web Worker (one
 * entry per game, e.g. puerto-rico-worker.ts) so the page stays responsive, and falls back to the
 * main thread when Workers are not available. Every move and every reason comes from the bots
 * layer; this file only carries messages (src/bots/worker-protocol.ts).
 *
 *   const client = createBotClient({ 'puerto-rico': PUERTO_RICO_BOTS }, { makeWorker });
 *   const { move, explanation } = await client.chooseMove('puerto-rico', state, seat, 'strong', { timeMs: 1200, signal });
 *
 * Cancel with an AbortSignal or `client.cancel()`: the pending promise rejects with a
 * BotFailure whose code is 'bot/cancelled' (a search in progress is stopped by ending the worker;
 * a fresh one starts with the next request).
 */
import type { BotGame, BotRegistry, Decision, GameId } from '../../bots/kit';
import type { BotError, BotRequest } from '../../bots/worker-protocol';
import { answer, decodeResponse } from '../../bots/worker-protocol';

/** Browser default time budget of the strong bot: well under the 2 s a move may take. */
export const BROWSER_TIME_MS = 1200;

/** Longest wait for any answer before the request fails with 'bot/failed'. */
const WATCHDOG_MS = 20_000;

/** Options of one request. */
export interface ChooseOptions {
  /** Strong bot time budget in ms (default 1200). */
  timeMs?: number;
  /** Strong bot iteration bound instead of (or as well as) time; deterministic with a seed. */
  iterations?: number;
  /** Bot seed (default: a fresh one per request). */
  seed?: number | string;
  /** Player names for the explanation sentences. */
  names?: readonly string[];
  /** Aborting it cancels the request. */
  signal?: AbortSignal;
}

/** Why chooseMove rejected: the bot's typed error, as an Error so stack traces stay useful. */
export class BotFailure extends Error {
  readonly code: BotError['code'];
  constructor(error: BotError) {
    super(error.message);
    this.name = 'BotFailure';
    this.code = error.code;
  }
}

/** The part of a Worker the client uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** A decision as it comes back from the worker: shape-checked, typed by the game's own client. */
export type AnyDecision = Decision<unknown, unknown>;

export interface BotClient {
  chooseMove(game: GameId, state: unknown, seat: number, level: string, options?: ChooseOptions): Promise<AnyDecision>;
  /** Rejects every pending request with 'bot/cancelled' and stops the search in progress. */
  cancel(): void;
  /** Cancels and releases the worker. */
  dispose(): void;
  /** Where bots run now: in a worker, or on the main thread as the fallback. */
  readonly mode: 'worker' | 'main-thread';
}

export interface ClientSetup {
  /** Makes the worker; null or a throw means "no worker here" (the default: each game's client passes its worker entry). */
  makeWorker?: () => WorkerLike | null;
  /** Schedules main-thread work (default setTimeout 0, so the page can paint "thinking..." first). */
  defer?: (run: () => void) => () => void;
}

const defaultDefer = (run: () => void): (() => void) => {
  const t = setTimeout(run, 0);
  return () => clearTimeout(t);
};

interface Pending {
  request: BotRequest;
  resolve: (d: AnyDecision) => void;
  reject: (e: BotFailure) => void;
  /** Undoes the abort listener and any scheduled main-thread run. */
  cleanup: () => void;
}

const cancelled = (): BotFailure => new BotFailure({ code: 'bot/cancelled', message: 'The bot was stopped before it chose a move.' });

/** A bot client with its own worker. */
export function createBotClient(games: BotRegistry, setup: ClientSetup = {}): BotClient {
  const makeWorker = setup.makeWorker ?? ((): null => null);
  const defer = setup.defer ?? defaultDefer;
  let worker: WorkerLike | null = null;
  let workerBroken = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function settle(id: number, outcome: { ok: true; decision: AnyDecision } | { ok: false; error: BotFailure }): void {
    const p = pending.get(id);
    if (p === undefined) return;
    pending.delete(id);
    p.cleanup();
    if (outcome.ok) p.resolve(outcome.decision);
    else p.reject(outcome.error);
  }

  function onAnswer(data: unknown): void {
    const r = decodeResponse(data);
    if (!r.ok) return;
    const msg = r.value;
    if (msg.type === 'decision') settle(msg.id, { ok: true, decision: msg.decision });
    else settle(msg.id, { ok: false, error: new BotFailure(msg.error) });
  }

  /** Runs a request on the main thread, after the page had a chance to paint. */
  function runHere(p: Pending): void {
    const undo = defer(() => onAnswer(answer(p.request, games)));
    const before = p.cleanup;
    p.cleanup = () => {
      undo();
      before();
    };
  }

  function getWorker(): WorkerLike | null {
    if (worker !== null || workerBroken) return worker;
    try {
      worker = makeWorker();
    } catch {
      worker = null;
    }
    if (worker === null) {
      workerBroken = true;
      return null;
    }
    worker.onmessage = (e) => onAnswer(e.data);
    worker.onerror = () => {
      // The worker could not load or crashed: finish the pending requests on the main thread.
      worker?.terminate();
      worker = null;
      workerBroken = true;
      for (const p of pending.values()) runHere(p);
    };
    return worker;
  }

  function stopWorker(): void {
    worker?.terminate();
    worker = null;
  }

  function cancel(): void {
    const all = [...pending.keys()];
    // A synchronous search cannot be interrupted: end the worker; the next request starts a new one.
    if (all.length > 0) stopWorker();
    for (const id of all) settle(id, { ok: false, error: cancelled() });
  }

  return {
    get mode() {
      return getWorker() === null ? 'main-thread' : 'worker';
    },
    chooseMove(game, state, seat, level, options = {}) {
      const { signal, names, ...rest } = options;
      const id = nextId++;
      const request: BotRequest = {
        type: 'choose',
        game,
        id,
        state,
        seat,
        level,
        options: {
          seed: rest.seed ?? Math.floor(Math.random() * 0x7fffffff),
          ...(names ? { names: [...names] } : {}),
          ...(rest.iterations !== undefined ? { iterations: rest.iterations } : {}),
          ...(rest.timeMs !== undefined || rest.iterations === undefined ? { timeMs: rest.timeMs ?? BROWSER_TIME_MS } : {}),
        },
      };
      return new Promise<AnyDecision>((resolve, reject) => {
        if (signal?.aborted) {
          reject(cancelled());
          return;
        }
        const onAbort = (): void => {
          if (!pending.has(id)) return;
          const busyWorker = worker !== null;
          settle(id, { ok: false, error: cancelled() });
          if (busyWorker) {
            // The worker may be searching for this request: replace it, and re-send the others.
            stopWorker();
            for (const q of pending.values()) post(q);
          }
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        // A worker that never answers (a bug, a malformed state) must not leave the game waiting forever.
        const watchdog = setTimeout(
          () => {
            if (!pending.has(id)) return;
            stopWorker();
            settle(id, { ok: false, error: new BotFailure({ code: 'bot/failed', message: 'The bot took too long to answer.' }) });
            for (const q of pending.values()) post(q);
          },
          Math.max(WATCHDOG_MS, 3 * (rest.timeMs ?? BROWSER_TIME_MS) + 5000),
        );
        const p: Pending = {
          request,
          resolve,
          reject,
          cleanup: () => {
            clearTimeout(watchdog);
            signal?.removeEventListener('abort', onAbort);
          },
        };
        pending.set(id, p);
        post(p);
      });
    },
    cancel,
    dispose() {
      cancel();
      stopWorker();
    },
  };

  function post(p: Pending): void {
    const w = getWorker();
    if (w === null) {
      runHere(p);
      return;
    }
    try {
      w.postMessage(p.request);
    } catch {
      // The state could not be cloned for the worker: try on the main thread.
      runHere(p);
    }
  }
}

/** One game's client, typed by the game: one shared worker, made when the first bot is asked. */
export interface GameBotClient<S, M, L extends string, X> {
  /** The move of a bot of `level` for `seat` (the seat to act) in `state`, and why; rejects with a BotFailure. */
  chooseMove(state: S, seat: number, level: L, options?: ChooseOptions): Promise<Decision<M, X>>;
  /** Cancels every pending request. */
  cancel(): void;
}

/**
 * The client of one game. `makeWorker` starts that game's worker entry (the entry's URL must be
 * written out in the calling module, so the bundler finds it); the main-thread fallback plays
 * with the same bots.
 */
export function gameBotClient<S, M, L extends string, X>(bots: BotGame<S, M, L, X>, makeWorker: () => WorkerLike | null): GameBotClient<S, M, L, X> {
  let client: BotClient | null = null;
  return {
    chooseMove(state, seat, level, options) {
      client ??= createBotClient({ [bots.id]: bots }, { makeWorker });
      // The answer was shape-checked on the way back; the table judges its move again through the engine.
      return client.chooseMove(bots.id, state, seat, level, options) as Promise<Decision<M, X>>;
    },
    cancel() {
      client?.cancel();
    },
  };
}
