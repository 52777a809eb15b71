/**
 * The bot actor of a game table (machines/table-flow.ts, `pickBot`) on a page: the game's bot
 * client answers (in its Web Worker), and the move is shown after a short pause so people can
 * follow. Aborting the actor (undo, a new game, leaving the page) cancels the request.
 */
import { fromPromise } from 'xstate';
import type { Decision } from '../../bots/kit';
import type { BotAnswer, BotInput, TableTypes } from '../../machines/table-flow';
import type { ChooseOptions } from './bot-client';

const wait = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(t), { once: true });
  });

/**
 * The game's client, as a table's bot actor. The worker's explanation is a message from outside:
 * `readExplanation` keeps only one the page can show (by default it is passed on as it came).
 */
export function tableBot<T extends TableTypes>(
  client: {
    chooseMove(state: T['state'], seat: number, level: T['level'], options?: ChooseOptions): Promise<Decision<T['move'], unknown>>;
  },
  readExplanation: (x: unknown) => T['explanation'] | null = (x) => x as T['explanation'] | null,
) {
  return fromPromise<BotAnswer<T>, BotInput<T>>(async ({ input, signal }) => {
    const options: ChooseOptions = { names: input.names, signal, ...(input.seed === undefined ? {} : { seed: input.seed }) };
    const [decision] = await Promise.all([client.chooseMove(input.state, input.seat, input.level, options), wait(input.delayMs, signal)]);
    return { move: decision.move, explanation: readExplanation(decision.explanation) };
  });
}
