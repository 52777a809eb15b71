/**
 * The body of a bot worker entry: answers every message through the worker protocol with the
 * games it is given. The message format and the whole behaviour live in src/bots/worker-protocol.ts.
 */
import type { BotRegistry } from '../../bots/kit';
import { answer } from '../../bots/worker-protocol';

/** The parts of the worker global this file uses (the DOM lib types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

export function serveBots(games: BotRegistry): void {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = (event) => {
    scope.postMessage(answer(event.data, games));
  };
}
