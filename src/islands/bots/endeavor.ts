/** The Endeavor bots for the page: in their own Web Worker, on the main thread when there is none. */
import { ENDEAVOR_BOTS } from '../../bots/endeavor/bot-game';
import { gameBotClient, type WorkerLike } from './bot-client';

export const endeavorBots = gameBotClient(ENDEAVOR_BOTS, (): WorkerLike | null =>
  // Written out in full so the bundler sees the worker entry and bundles it.
  typeof Worker === 'undefined' ? null : (new Worker(new URL('./endeavor-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike),
);
