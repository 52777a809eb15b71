import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_OPTIONS, legalMoves, newGame, outcome, playGame, scores } from '../../engine/puerto-rico';
import { randomBot } from '../../bots/puerto-rico/random';
import { gameTableMachine, lastHumanMove, replay, type BotAnswer, type BotInput, type SeatKind } from './table';

/** The engine's random bot as the table's bot actor, one seeded picker for the whole game. */
function withRandomBot(seed: number) {
  const pick = randomBot(seed);
  return gameTableMachine.provide({
    actors: { pickBot: fromPromise<BotAnswer, BotInput>(async ({ input }) => ({ move: pick(input.state, legalMoves(input.state)), explanation: null })) },
  });
}

const bots = (n: number): SeatKind[] => Array.from({ length: n }, () => ({ kind: 'bot', level: 'beginner' }) as const);

describe('game table machine', () => {
  it('plays a 3-player bot-only game to the end, every move judged by the engine', async () => {
    const actor = createActor(withRandomBot(5), { input: { botDelayMs: 0 } }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { ...DEFAULT_OPTIONS, players: 3 }, seed: 11 }, seats: bots(3), names: ['A', 'B', 'C'] });
    const snap = await waitFor(actor, (s) => s.matches('gameOver') || s.matches('botFailed'), { timeout: 20_000 });
    expect(snap.value).toBe('gameOver');
    const { game, played, start } = snap.context;
    expect(outcome(game!).over).toBe(true);
    expect(scores(game!)).toHaveLength(3);
    // The history rebuilds the same final position.
    const r = replay(
      start!,
      played.map((p) => p.move),
    );
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

  it('a finished game is final: undo is refused even though a person played in it', () => {
    // A whole game played by the engine's random bot, then opened (as a link would) with a person at seat 0.
    const options = { ...DEFAULT_OPTIONS, players: 3 as const };
    const { state: game, moves } = playGame(newGame(options, 7), randomBot(7));
    const seats: SeatKind[] = [{ kind: 'human' }, ...bots(2)];
    const actor = createActor(gameTableMachine, { input: { botDelayMs: 0 } }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options, seed: 7 }, moves, seats, names: [] });
    const over = actor.getSnapshot();
    expect(over.value).toBe('gameOver');
    expect(lastHumanMove(over.context.played, seats)).toBeGreaterThanOrEqual(0);
    actor.send({ type: 'table.undo' });
    const after = actor.getSnapshot();
    expect(after.value).toBe('gameOver');
    expect(after.context.played).toHaveLength(moves.length);
    expect(after.context.game).toEqual(game);
    actor.stop();
  });

  it('stays in setup when the seats do not fit the game', () => {
    const actor = createActor(gameTableMachine, { input: {} }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { ...DEFAULT_OPTIONS, players: 4 }, seed: 1 }, seats: bots(3), names: [] });
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.failure).toMatch(/seats/);
  });

  it('hot seat: a turn of another person waits behind the handover; the same person is not asked twice', () => {
    const people: SeatKind[] = [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }];
    const actor = createActor(gameTableMachine, { input: { botDelayMs: 0 } }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { ...DEFAULT_OPTIONS, players: 3 }, seed: 9 }, seats: people, names: [] });
    // Even the first turn is covered: the device may be in anyone's hands.
    expect(actor.getSnapshot().value).toBe('handover');
    // Moves are refused while the board is covered.
    const first = legalMoves(actor.getSnapshot().context.game!)[0]!;
    actor.send({ type: 'table.move', move: first });
    expect(actor.getSnapshot().context.played).toHaveLength(0);
    let handovers = 0;
    for (let i = 0; i < 40; i++) {
      const s = actor.getSnapshot();
      if (s.matches('handover')) {
        handovers++;
        actor.send({ type: 'table.reveal' });
        expect(actor.getSnapshot().context.viewer).toBe(s.context.game!.toAct);
      }
      const now = actor.getSnapshot();
      expect(now.value).toBe('humanTurn');
      const before = now.context.game!.toAct;
      actor.send({ type: 'table.move', move: legalMoves(now.context.game!)[0]! });
      const after = actor.getSnapshot();
      // A handover exactly when the seat to act changed.
      expect(after.matches('handover')).toBe(after.context.game!.toAct !== before);
    }
    expect(handovers).toBeGreaterThan(1);
    actor.stop();
  });

  it('changes who plays the seats mid-game, keeping the moves', () => {
    const actor = createActor(gameTableMachine, { input: { botDelayMs: 0 } }).start();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { ...DEFAULT_OPTIONS, players: 3 }, seed: 4 }, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }], names: [] });
    actor.send({ type: 'table.reveal' });
    actor.send({ type: 'table.move', move: legalMoves(actor.getSnapshot().context.game!)[0]! });
    const ply = actor.getSnapshot().context.game!.ply;
    const toAct = actor.getSnapshot().context.game!.toAct;
    const seats: SeatKind[] = [0, 1, 2].map((i) => (i === toAct ? { kind: 'human' } : { kind: 'bot', level: 'beginner' }));
    actor.send({ type: 'table.seats', seats: seats.slice(0, 2), names: [] });
    expect(actor.getSnapshot().context.seats).toHaveLength(3);
    actor.send({ type: 'table.seats', seats, names: ['', 'Bea', ''] });
    const s = actor.getSnapshot();
    expect(s.value).toBe('humanTurn');
    expect(s.context.game!.ply).toBe(ply);
    expect(s.context.names[1]).toBe('Bea');
    actor.stop();
  });
});
