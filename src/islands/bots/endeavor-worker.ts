/**
 * Module Web Worker entry that runs the Endeavor bots off the main thread. Started by
 * endeavor.ts with new Worker(new URL('./endeavor-worker.ts', import.meta.url), { type: 'module' })
 */
import { ENDEAVOR_BOTS } from '../../bots/endeavor/bot-game';
import { serveBots } from './serve';

serveBots({ endeavor: ENDEAVOR_BOTS });
