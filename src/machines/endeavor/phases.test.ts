/**
 * Each Endeavor phase machine driven through a small worked example: the legal path reaches
 * `done`, and a wrong attempt on the way is refused with the rule the engine names.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { legalMoves, newGame, setupDefaults, type GameState, type PartialSetup } from '../../engine/endeavor';
import { actionMachine } from './action';
import { buildMachine } from './build';
import { eventFor } from './events';
import { growthMachine } from './growth';
import { ENDEAVOR_MACHINES, type EndeavorMachineName } from './index';
import { salaryMachine } from './salary';

function position(partial: PartialSetup): GameState {
  const r = setupDefaults(partial);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
  return r.value;
}

describe('build machine (Fase 1: bouwfase)', () => {
  it('each player takes one building up to his Industry level; one above it is refused', () => {
    const a = createActor(buildMachine, { input: { state: position({ phase: 'build', toAct: 0 }) } }).start();
    expect(a.getSnapshot().value).toBe('building');
    a.send({ type: 'build.take', move: { type: 'build', building: 'museum' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('build.level-limit');
    a.send({ type: 'build.none', move: { type: 'buildNothing' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('build.must-build');
    a.send({ type: 'build.take', move: { type: 'build', building: 'shipyard' } });
    expect(a.getSnapshot().context.refusal).toBeNull();
    // Icons move the tracks at once: the Shipyard's Culture icon.
    const me = a.getSnapshot().context.state.players[0]!;
    expect(me.buildings.map((b) => b.building)).toEqual(['startingBuilding', 'shipyard']);
    expect(me.tracks.culture).toBe(1);
    a.send({ type: 'build.take', move: { type: 'build', building: 'market' } });
    expect(a.getSnapshot().value).toBe('building');
    a.send({ type: 'build.take', move: { type: 'build', building: 'shipyard' } }); // duplicates allowed across players
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.state.phase).not.toBe('build');
  });
});

describe('growth machine (Fase 2: groeifase)', () => {
  it('runs for everybody at once when the last player has built; Culture says how many', () => {
    const a = createActor(growthMachine, { input: { state: position({ phase: 'build', toAct: 0 }) } }).start();
    expect(a.getSnapshot().value).toBe('waiting');
    a.send({ type: 'growth.build', move: { type: 'build', building: 'market' } }); // Market: a Culture icon
    a.send({ type: 'growth.build', move: { type: 'build', building: 'shipyard' } });
    expect(a.getSnapshot().value).toBe('waiting');
    expect(a.getSnapshot().context.grown).toBeNull();
    a.send({ type: 'growth.build', move: { type: 'build', building: 'parliament' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('build.level-limit');
    a.send({ type: 'growth.build', move: { type: 'build', building: 'workshop' } });
    const { context, value } = a.getSnapshot();
    expect(value).toBe('done');
    // Culture 1 (the Market) and Culture 0 are both level 1 here: the growth of level 1 for all.
    expect(context.grown).toEqual([2, 2, 2]);
    expect(context.state.players.map((p) => p.harbour)).toEqual([2, 2, 2]);
  });

  it('has nothing to wait for once the Build phase is over', () => {
    const a = createActor(growthMachine, { input: { state: position({ phase: 'action' }) } }).start();
    expect(a.getSnapshot().value).toBe('done');
  });
});

describe('salary machine (Fase 3: salarisfase)', () => {
  it('with more markers on buildings than payments, the player chooses which comes back', () => {
    const s = position({ phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['shipyard', 'market'], markers: [1, 2] }] });
    const a = createActor(salaryMachine, { input: { state: s } }).start();
    expect(a.getSnapshot().value).toBe('choosing');
    a.send({ type: 'salary.pay', move: { type: 'salary', slot: 0 } }); // no marker on the starting building
    expect(a.getSnapshot().context.refusal?.rule).toBe('salary.return-markers');
    a.send({ type: 'salary.pay', move: { type: 'salary', slot: 2 } });
    const { context, value } = a.getSnapshot();
    expect(value).toBe('done');
    expect(context.state.phase).toBe('action');
    expect(context.state.players[0]!.buildings.map((b) => b.marker)).toEqual([false, true, false]);
  });
});

describe('action machine (Fase 4: actiefase, Acties)', () => {
  it('turns until everybody has passed; passing over the Politics limit means discarding first', () => {
    // The others have passed already; Ana holds two cards with a Politics limit of one.
    const s = position({ phase: 'action', toAct: 0, passed: [false, true, true], seats: [{ harbour: 2, buildings: ['shipyard'], cards: ['europe-0', 'europe-1'] }] });
    const a = createActor(actionMachine, { input: { state: s } }).start();
    const ctx = () => a.getSnapshot().context;
    expect(a.getSnapshot().value).toBe('turn');
    a.send({ type: 'action.activate', move: { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'CA1' }] } });
    expect(ctx().refusal?.rule).toMatch(/^occupy\./);
    a.send({ type: 'action.discard', move: { type: 'discard', card: 'europe-0' } }); // no discarding of one's own free will
    expect(a.getSnapshot().value).toBe('turn');
    a.send({ type: 'action.activate', move: { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'africa' }] } });
    expect(ctx().refusal).toBeNull();
    expect(ctx().state.board.shipTracks.africa.spaces[0]!.owner).toBe(0);
    expect(a.getSnapshot().value).toBe('turn'); // still Ana: nobody else is left
    a.send({ type: 'action.activate', move: { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'india' }] } });
    expect(ctx().refusal?.rule).toBe('action.activate-building'); // a marker already sits on it;
    a.send({ type: 'action.pass', move: { type: 'pass' } });
    expect(a.getSnapshot().value).toBe('discarding');
    // While discarding the machine offers no other move at all: passing again is not a transition.
    expect(a.getSnapshot().can({ type: 'action.pass', move: { type: 'pass' } })).toBe(false);
    a.send({ type: 'action.discard', move: { type: 'discard', card: 'asia-9' } });
    expect(ctx().refusal?.rule).toBe('pass.choose-discard');
    a.send({ type: 'action.discard', move: { type: 'discard', card: 'europe-0' } });
    expect(a.getSnapshot().value).toBe('done');
    expect(ctx().turns).toBe(3);
    expect(ctx().state.phase).toBe('build');
    expect(ctx().state.round).toBe(2);
    expect(ctx().state.firstPlayer).toBe(1); // the first-player marker passes clockwise
  });
});

describe('the four machines hand over to each other', () => {
  it('through a whole 3-player game, each phase machine follows the engine to its end', () => {
    let state = newGame({ players: 3 }, 5);
    let n = 0;
    let rounds = 0;
    while (state.phase !== 'gameOver') {
      const name: EndeavorMachineName = state.phase === 'build' ? 'build' : state.phase === 'salary' ? 'salary' : 'action';
      const actor = createActor(ENDEAVOR_MACHINES[name] as typeof buildMachine, { input: { state } }).start();
      while (actor.getSnapshot().status !== 'done') {
        const moves = legalMoves(actor.getSnapshot().context.state);
        const move = moves[(n++ * 7919) % moves.length]!;
        const event = eventFor(name, move);
        expect(event).not.toBeNull();
        actor.send(event as never);
        expect(actor.getSnapshot().context.refusal).toBeNull();
        expect(n).toBeLessThan(5000);
      }
      const next = actor.getSnapshot().context.state;
      if (name === 'action') rounds++;
      // Build hands over to Salary or Action (Growth ran in between), Salary to Action, Action to the next Build.
      expect(next.phase).not.toBe(state.phase === 'growth' ? 'growth' : name === 'action' ? 'action' : name);
      state = next;
    }
    expect(rounds).toBe(7);
  });
});
