/** The Puerto Rico bots for the page: in their own Web Worker, on the main thread when there is none. */
import { PUERTO_RICO_BOTS } from '../../bots/puerto-rico/bot-game';
import { gameBotClient, type WorkerLike } from './bot-client';

export { BROWSER_TIME_MS } from './bot-client';

export const puertoRicoBots = gameBotClient(PUERTO_RICO_BOTS, (): WorkerLike | null =>
  // Written out in full so the bundler sees the worker entry and bundles it.
  typeof Worker === 'undefined' ? null : (new Worker(new URL('./puerto-rico-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike),
);
