/**
 * Module Web Worker entry that runs a Puerto Rico bot off the main thread, so the page stays
 * responsive while the strong bot searches. It imports only the engine; the message format and
 * the whole behaviour live in the engine's worker protocol (bots/worker-protocol.ts).
 *
 * Started by bot-client.ts with
 *   new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' })
 */
import { answer } from '../../engine/puerto-rico/bots/worker-protocol';

/** The parts of the worker global this file uses (the DOM lib types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.postMessage(answer(event.data));
};
