import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_OPTIONS, legalMoves, outcome, randomBot, scores } from '../engine/puerto-rico';
import { gameTableMachine, lastHumanMove, replay, type BotAnswer, type BotInput, type SeatKind } from './game-table';

/** The engine's random bot as the table's bot actor, one seeded picker for the whole game. */
function withRandomBot(seed: number) {
  const pick = randomBot(seed);
  return gameTableMachine.provide({
    actors: { pickBot: fromPromise<BotAnswer, BotInput>(async ({ input }) => ({ move: pick(input.state, legalMoves(input.state)), explanation: null })) },
  });
}

const bots = (n: number): SeatKind[] => Array.from({ length: n }, () => ({ kind: 'bot', level: 'random' }) as const);

describe('game table machine', () => {
  it('plays a 3-player bot-only game to the end, every move judged by the engine', async () => {
    const actor = createActor(withRandomBot(5), { input: { botDelayMs: 0 } }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { ...DEFAULT_OPTIONS, players: 3 }, seed: 11 }, seats: bots(3), names: ['A', 'B', 'C'] });
    const snap = await waitFor(actor, (s) => s.matches('gameOver') || s.matches('botFailed'), { timeout: 20_000 });
    expect(snap.value).toBe('gameOver');
    const { game, played, start } = snap.context;
    expect(outcome(game!)).not.toBeNull();
    expect(scores(game!)).toHaveLength(3);
    // The history rebuilds the same final position.
    const r = replay(start!, played.map((p) => p.move));
    expect(r.ok && r.game).toEqual(game);
    actor.stop();
  });

  it('refuses an illegal move from a person and undoes a person’s last decision', async () => {
    const seats: SeatKind[] = [{ kind: 'human' }, ...bots(2)];
    const actor = createActor(withRandomBot(1), { input: { botDelayMs: 0 } }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { ...DEFAULT_OPTIONS, players: 3 }, seed: 3 }, seats, names: [] });
    expect(actor.getSnapshot().value).toBe('humanTurn');
    actor.send({ type: 'table.move', move: { type: 'sell', good: 'coffee' } });
    expect(actor.getSnapshot().context.refusal).not.toBeNull();
    const first = legalMoves(actor.getSnapshot().context.game!)[0]!;
    actor.send({ type: 'table.move', move: first });
    const back = await waitFor(actor, (s) => s.matches('humanTurn') || s.matches('gameOver'), { timeout: 10_000 });
    expect(lastHumanMove(back.context.played, seats)).toBe(0);
    actor.send({ type: 'table.undo' });
    const undone = actor.getSnapshot();
    expect(undone.value).toBe('humanTurn');
    expect(undone.context.played).toHaveLength(0);
    expect(undone.context.game!.ply).toBe(0);
    actor.stop();
  });

  it('stays in setup when the seats do not fit the game', () => {
    const actor = createActor(gameTableMachine, { input: {} }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { ...DEFAULT_OPTIONS, players: 4 }, seed: 1 }, seats: bots(3), names: [] });
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.failure).toMatch(/seats/);
  });
});
