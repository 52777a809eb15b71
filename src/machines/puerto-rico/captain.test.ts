import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { captainMachine } from './captain';
import { CAPTAIN_EXAMPLE } from './examples';
import { position } from './position';
import type { Good } from '../../engine/puerto-rico/vocabulary';

const load = (good: Good, ship: number) => ({ type: 'captain.load', move: { type: 'load', good, ship } }) as const;

describe('captain machine, driven through the rulebook example (seed 000, Példa a kapitány-fázisra)', () => {
  it('plays Anna, Róbert, Krisztina and Dávid turn by turn, refusing what the rules forbid', () => {
    const actor = createActor(captainMachine, { input: { state: position(CAPTAIN_EXAMPLE) } }).start();
    expect(actor.getSnapshot().value).toBe('choosing');

    actor.send({ type: 'captain.choose', move: { type: 'role', role: 'mayor' } });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'captain.choose', move: { type: 'role', role: 'captain' } });
    expect(actor.getSnapshot().value).toBe('loading');
    const at = () => actor.getSnapshot().context;

    // Anna cannot put 6 sugar on the ship of 5: the ship where the most fit is the 7.
    actor.send(load('sugar', 0));
    expect(at().refusal?.rule).toBe('captain.load-largest');
    expect(at().state.toAct).toBe(0);
    actor.send(load('sugar', 2));
    expect(at().refusal).toBeNull();
    expect(at().state.players[0]!.vp).toBe(7); // 6 barrels + the Captain's privilege

    // Róbert: one sugar fills the 7; he may not pass while he can load.
    actor.send({ type: 'captain.pass', move: { type: 'pass' } });
    expect(at().refusal?.rule).toBe('captain.must-load');
    actor.send(load('sugar', 2));
    expect(at().state.players[1]!.vp).toBe(1);
    expect(at().state.ships[2]).toEqual({ capacity: 7, good: 'sugar', count: 7 });

    // Krisztina: her tobacco to the 5.
    actor.send(load('tobacco', 0));
    // Dávid: indigo has no ship left, so his corn goes to the 6.
    actor.send(load('indigo', 0));
    expect(at().refusal?.rule).toBe('captain.ship-one-kind');
    actor.send(load('corn', 1));
    // Anna again: her 2 corn; Róbert: his 3 tobacco.
    actor.send(load('corn', 1));
    expect(at().state.players[0]!.vp).toBe(9);
    actor.send(load('tobacco', 0));
    expect(at().state.players[1]!.vp).toBe(4);

    // Nobody can load any more; Krisztina (2 corn) and Dávid (5 indigo) keep one barrel each, and
    // the full ships of 6 and 7 are emptied while the 5 keeps its 4 tobacco.
    const s = at().state;
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(s.players[2]!.goods.corn + s.players[2]!.goods.tobacco).toBe(1);
    expect(s.players[3]!.goods.indigo + s.players[3]!.goods.corn).toBe(1);
    expect(s.ships.map((x) => [x.good, x.count])).toEqual([
      ['tobacco', 4],
      [null, 0],
      [null, 0],
    ]);
    expect(s.phase).toBe('role');
  });

  it('starts in whichever state the position is in', () => {
    const a = createActor(captainMachine, { input: { state: position({ ...CAPTAIN_EXAMPLE, phase: 'captain', chooser: 0 }) } }).start();
    expect(a.getSnapshot().value).toBe('loading');
  });
});
