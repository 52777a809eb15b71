import { describe, expect, it } from 'vitest';
import { answer } from '../../bots/worker-protocol';
import { PUERTO_RICO_BOTS } from '../../bots/puerto-rico/bot-game';
import { ENDEAVOR_BOTS } from '../../bots/endeavor/bot-game';
import { applyLegalMove, isLegal, legalMoves } from '../../engine/puerto-rico/game';
import { newGame } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import * as endeavor from '../../engine/endeavor';
import { positionAfter } from '../../bots/endeavor/test-games';
import { randomBot } from '../../bots/puerto-rico/random';
import type { WorkerLike } from './bot-client';
import { BotFailure, createBotClient, gameBotClient } from './bot-client';

const GAMES = { 'puerto-rico': PUERTO_RICO_BOTS, endeavor: ENDEAVOR_BOTS };

function midGame(): GameState {
  let s = newGame({ players: 4 }, 5);
  const pick = randomBot(1);
  for (let i = 0; i < 40; i++) s = applyLegalMove(s, pick(s, legalMoves(s)));
  return s;
}

/** A stand-in Worker that answers through the real protocol, after a tick, as a worker would. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  received: unknown[] = [];
  constructor(private readonly hold = false) {}
  postMessage(message: unknown): void {
    const data = JSON.parse(JSON.stringify(message));
    this.received.push(data);
    if (this.hold) return;
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: answer(data, GAMES) });
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const state = midGame();

describe('the bot client', () => {
  it('gets a legal move and its explanation from the worker', async () => {
    const w = new FakeWorker();
    const client = createBotClient(GAMES, { makeWorker: () => w });
    expect(client.mode).toBe('worker');
    const d = await client.chooseMove('puerto-rico', state, state.toAct, 'skilled', { seed: 1 });
    expect(isLegal(state, d.move)).toBe(true);
    expect((d.explanation as { options: unknown[] }).options.length).toBe(legalMoves(state).length);
    expect(w.received).toHaveLength(1);
  });

  it('gives the strong bot the browser time budget unless told otherwise', async () => {
    const w = new FakeWorker();
    const client = createBotClient(GAMES, { makeWorker: () => w });
    await client.chooseMove('puerto-rico', state, state.toAct, 'master', { iterations: 5, seed: 1 });
    await client.chooseMove('puerto-rico', state, state.toAct, 'beginner');
    expect((w.received[0] as { options: object }).options).toEqual({ seed: 1, iterations: 5 });
    expect((w.received[1] as { options: { timeMs: number } }).options.timeMs).toBe(1200);
  });

  it('runs on the main thread when there is no Worker', async () => {
    const client = createBotClient(GAMES, { makeWorker: () => null });
    expect(client.mode).toBe('main-thread');
    const d = await client.chooseMove('puerto-rico', state, state.toAct, 'master', { iterations: 8, seed: 2 });
    expect(isLegal(state, d.move)).toBe(true);
  });

  it('falls back to the main thread when the worker fails to load', async () => {
    const w = new FakeWorker(true);
    const client = createBotClient(GAMES, { makeWorker: () => w });
    const pending = client.chooseMove('puerto-rico', state, state.toAct, 'beginner', { seed: 4 });
    w.onerror?.(new Event('error'));
    const d = await pending;
    expect(isLegal(state, d.move)).toBe(true);
    expect(client.mode).toBe('main-thread');
  });

  it('rejects with a typed error for a seat that is not to act', async () => {
    const client = createBotClient(GAMES, { makeWorker: () => new FakeWorker() });
    const wrong = client.chooseMove('puerto-rico', state, (state.toAct + 1) % 4, 'beginner');
    await expect(wrong).rejects.toBeInstanceOf(BotFailure);
    await expect(wrong).rejects.toMatchObject({ code: 'bot/not-your-turn' });
  });

  it('cancels: the promise rejects, the busy worker is ended and the next request gets a new one', async () => {
    const workers: FakeWorker[] = [];
    const client = createBotClient(GAMES, {
      makeWorker: () => {
        const w = new FakeWorker(workers.length === 0);
        workers.push(w);
        return w;
      },
    });
    const first = client.chooseMove('puerto-rico', state, state.toAct, 'master', { iterations: 5 });
    client.cancel();
    await expect(first).rejects.toMatchObject({ code: 'bot/cancelled' });
    expect(workers[0]!.terminated).toBe(true);
    const second = await client.chooseMove('puerto-rico', state, state.toAct, 'skilled');
    expect(isLegal(state, second.move)).toBe(true);
    expect(workers).toHaveLength(2);
  });

  it('cancels one request with an AbortSignal, and refuses an already aborted one', async () => {
    const client = createBotClient(GAMES, { makeWorker: () => new FakeWorker(true) });
    const ctl = new AbortController();
    const p = client.chooseMove('puerto-rico', state, state.toAct, 'beginner', { signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toMatchObject({ code: 'bot/cancelled' });
    await expect(client.chooseMove('puerto-rico', state, state.toAct, 'beginner', { signal: ctl.signal })).rejects.toMatchObject({ code: 'bot/cancelled' });
  });

  it('plays Endeavor through the same worker protocol, typed by the game client', async () => {
    const w = new FakeWorker();
    const bots = gameBotClient(ENDEAVOR_BOTS, () => w);
    const e = positionAfter(2, 12, 'client');
    const d = await bots.chooseMove(e, e.toAct!, 'heuristic', { seed: 'a' });
    expect(endeavor.isLegal(e, d.move)).toBe(true);
    expect(d.explanation).toBeNull();
    expect((w.received[0] as { game: string }).game).toBe('endeavor');
  });
});
