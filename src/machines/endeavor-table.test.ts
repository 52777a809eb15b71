import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { isGameOver, legalMoves, scores } from '../engine/endeavor';
import { endeavorTableMachine } from './endeavor-table';

describe('endeavor table machine', () => {
  it('drives a bot-only game to the end', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['random', 'heuristic', 'random'], seed: 7 });
    let guard = 0;
    while (actor.getSnapshot().value === 'botTurn' && guard++ < 20_000) actor.send({ type: 'table.botStep' });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('gameOver');
    expect(snap.context.game && isGameOver(snap.context.game)).toBe(true);
    expect(snap.context.refusal).toBeNull();
    expect(scores(snap.context.game!)).toHaveLength(3);
    expect(snap.context.log.at(-1)?.text).toBe('Game over');
  });

  it('refuses an illegal human move with the engine message and keeps the turn', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['human', 'human', 'human'], seed: 3 });
    expect(actor.getSnapshot().value).toBe('humanTurn');
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'table.move', move: { type: 'salary', slot: 99 } });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('humanTurn');
    expect(snap.context.refusal?.message).toBeTruthy();
    expect(snap.context.game).toBe(before);
    const legal = legalMoves(before!)[0]!;
    actor.send({ type: 'table.move', move: legal });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(actor.getSnapshot().context.log).toHaveLength(2);
  });

  it('ignores a setup with the wrong number of seats', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['human', 'random'], seed: 1 });
    expect(actor.getSnapshot().value).toBe('setup');
  });
});
