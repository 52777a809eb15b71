import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { legalMoves, newGame } from '../../engine/puerto-rico/index';
import { roundMachine } from './round';

const ROLE_STATE: Record<string, string> = { settler: 'settler', mayor: 'mayor', builder: 'builder', craftsman: 'craftsman', trader: 'trader', captain: 'captain', storage: 'captain' };

describe('round machine (seed 000, A játék menete, A játék vége)', () => {
  it('follows a whole game: role choice, each role, the end of every round, and the game end', () => {
    const a = createActor(roundMachine, { input: { state: newGame({ players: 3 }, 7) } }).start();
    let events = 0;
    let lastRound = 1;
    while (a.getSnapshot().status !== 'done') {
      const { state } = a.getSnapshot().context;
      const value = a.getSnapshot().value;
      // The machine's state always names where the engine stands.
      if (state.phase === 'role') expect(value).toBe('choosingRole');
      else expect(value).toEqual({ playingRole: ROLE_STATE[state.phase] });
      const moves = legalMoves(state);
      const move = moves[(events * 7919) % moves.length]!;
      a.send({ type: state.phase === 'role' ? 'round.choose' : 'round.play', move });
      expect(a.getSnapshot().context.refusal).toBeNull();
      if (a.getSnapshot().context.state.round !== lastRound && a.getSnapshot().status !== 'done') {
        lastRound = a.getSnapshot().context.state.round;
        expect(a.getSnapshot().context.roundsEnded).toBe(lastRound - 1);
      }
      expect(++events).toBeLessThan(20_000);
    }
    expect(a.getSnapshot().value).toBe('gameOver');
    expect(a.getSnapshot().context.state.phase).toBe('over');
  });

  it('refuses a role already taken this round, with the rule', () => {
    const a = createActor(roundMachine, { input: { state: newGame({ players: 3 }, 1) } }).start();
    a.send({ type: 'round.choose', move: { type: 'role', role: 'prospector' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('setup.components'); // no Prospector with 3 players
    a.send({ type: 'round.choose', move: { type: 'role', role: 'builder' } });
    a.send({ type: 'round.play', move: { type: 'pass' } });
    a.send({ type: 'round.play', move: { type: 'pass' } });
    a.send({ type: 'round.play', move: { type: 'pass' } });
    expect(a.getSnapshot().value).toBe('choosingRole');
    a.send({ type: 'round.choose', move: { type: 'role', role: 'builder' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('round.role-taken');
  });
});
