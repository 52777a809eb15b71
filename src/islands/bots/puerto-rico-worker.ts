/**
 * Module Web Worker entry that runs the Puerto Rico bots off the main thread, so the page stays
 * responsive while the strong bot searches. Started by puerto-rico.ts with
 *   new Worker(new URL('./puerto-rico-worker.ts', import.meta.url), { type: 'module' })
 */
import { PUERTO_RICO_BOTS } from '../../bots/puerto-rico/bot-game';
import { serveBots } from './serve';

serveBots({ 'puerto-rico': PUERTO_RICO_BOTS });
