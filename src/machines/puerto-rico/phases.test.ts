/**
 * Each phase machine driven through a small worked example: the legal path reaches `done`, and a
 * wrong attempt on the way is refused with the rule the engine names.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { builderMachine } from './builder';
import { craftsmanMachine } from './craftsman';
import { goods } from './examples';
import { mayorMachine } from './mayor';
import { prospectorMachine } from './prospector';
import { settlerMachine } from './settler';
import { position } from './position';
import { traderMachine } from './trader';

describe('settler machine (seed 000, Az ültetvényes)', () => {
  it('the Settler takes a quarry, the others plantations, and only the Settler may take a quarry', () => {
    const s = position({ options: { players: 3 }, faceUp: ['coffee', 'tobacco', 'sugar', 'corn'] });
    const a = createActor(settlerMachine, { input: { state: s } }).start();
    expect(a.getSnapshot().value).toBe('choosing');
    a.send({ type: 'settler.choose', move: { type: 'role', role: 'settler' } });
    expect(a.getSnapshot().value).toBe('taking');
    a.send({ type: 'settler.take', move: { type: 'plant', tile: 'quarry' } });
    expect(a.getSnapshot().context.state.players[0]!.island.map((t) => t.tile)).toEqual(['indigo', 'quarry']);
    a.send({ type: 'settler.take', move: { type: 'plant', tile: 'quarry' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('settler.quarry-privilege');
    a.send({ type: 'settler.take', move: { type: 'plant', tile: 'indigo' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('settler.tile-not-offered');
    a.send({ type: 'settler.take', move: { type: 'plant', tile: 'coffee' } });
    expect(a.getSnapshot().value).toBe('taking');
    a.send({ type: 'settler.pass', move: { type: 'pass' } });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.state.players[1]!.island.map((t) => t.tile)).toEqual(['indigo', 'coffee']);
  });
});

describe('mayor machine (seed 000, A polgármester)', () => {
  it('hands out colonists and lets each player place them on empty circles', () => {
    const s = position({
      options: { players: 3 },
      colonistShip: 3,
      players: [
        {
          island: [
            { tile: 'indigo', colonists: 0 },
            { tile: 'corn', colonists: 0 },
            { tile: 'sugar', colonists: 0 },
          ],
          city: [{ building: 'smallIndigoPlant', colonists: 0 }],
        },
        {},
        {},
      ],
    });
    const a = createActor(mayorMachine, { input: { state: s } }).start();
    a.send({ type: 'mayor.choose', move: { type: 'role', role: 'mayor' } });
    expect(a.getSnapshot().value).toBe('placing');
    const me = () => a.getSnapshot().context.state.players[0]!;
    // The Mayor has 2 colonists (one from the ship, one by privilege) for 4 empty circles.
    expect(me().sanJuan).toBe(2);
    a.send({ type: 'mayor.place', move: { type: 'colonist', to: 'coffee' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('mayor.no-circle');
    a.send({ type: 'mayor.place', move: { type: 'colonist', to: 'indigo' } });
    a.send({ type: 'mayor.place', move: { type: 'colonist', to: 'smallIndigoPlant' } });
    expect(a.getSnapshot().value).toBe('done');
    expect(me().city[0]!.colonists).toBe(1);
  });
});

describe('builder machine (seed 000, Az építész)', () => {
  it('the Builder pays one less; a building you cannot pay for is refused', () => {
    const s = position({ options: { players: 3 }, players: [{ doubloons: 3 }, { doubloons: 1 }, { doubloons: 0 }] });
    const a = createActor(builderMachine, { input: { state: s } }).start();
    a.send({ type: 'builder.choose', move: { type: 'role', role: 'builder' } });
    a.send({ type: 'builder.build', move: { type: 'build', building: 'largeMarket' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('builder.afford');
    a.send({ type: 'builder.build', move: { type: 'build', building: 'smallSugarMill' } });
    expect(a.getSnapshot().context.state.players[0]!.doubloons).toBe(2); // 2 - 1 privilege = 1 paid
    a.send({ type: 'builder.build', move: { type: 'build', building: 'smallMarket' } });
    expect(a.getSnapshot().context.state.players[1]!.doubloons).toBe(0);
    expect(a.getSnapshot().value).toBe('done'); // the third player has nothing to decide
  });
});

describe('craftsman machine (seed 000, Az iparos)', () => {
  it('everybody produces; the Craftsman takes one more barrel of a kind he produced', () => {
    const s = position({
      options: { players: 3 },
      players: [
        {
          island: [
            { tile: 'indigo', colonists: 1 },
            { tile: 'corn', colonists: 1 },
          ],
          city: [{ building: 'smallIndigoPlant', colonists: 1 }],
        },
        { island: [{ tile: 'indigo', colonists: 1 }] },
        { island: [{ tile: 'corn', colonists: 1 }] },
      ],
    });
    const a = createActor(craftsmanMachine, { input: { state: s } }).start();
    a.send({ type: 'craftsman.choose', move: { type: 'role', role: 'craftsman' } });
    expect(a.getSnapshot().value).toBe('privilege');
    const ctx = () => a.getSnapshot().context;
    expect(ctx().state.players[0]!.goods).toEqual(goods({ corn: 1, indigo: 1 }));
    expect(ctx().state.players[1]!.goods).toEqual(goods({})); // no indigo plant
    expect(ctx().state.players[2]!.goods).toEqual(goods({ corn: 1 }));
    a.send({ type: 'craftsman.craft', move: { type: 'craft', good: 'coffee' } });
    expect(ctx().refusal?.rule).toBe('craftsman.privilege');
    a.send({ type: 'craftsman.craft', move: { type: 'craft', good: 'indigo' } });
    expect(a.getSnapshot().value).toBe('done');
    expect(ctx().state.players[0]!.goods.indigo).toBe(2);
  });
});

describe('trader machine (seed 000, A kereskedő)', () => {
  it('one sale each; the trading house takes each kind only once', () => {
    const s = position({ options: { players: 3 }, players: [{ goods: goods({ indigo: 1 }), doubloons: 0 }, { goods: goods({ indigo: 1, corn: 1 }) }, {}] });
    const a = createActor(traderMachine, { input: { state: s } }).start();
    a.send({ type: 'trader.choose', move: { type: 'role', role: 'trader' } });
    a.send({ type: 'trader.sell', move: { type: 'sell', good: 'indigo' } });
    expect(a.getSnapshot().context.state.players[0]!.doubloons).toBe(2); // 1 + 1 privilege
    a.send({ type: 'trader.sell', move: { type: 'sell', good: 'indigo' } });
    expect(a.getSnapshot().context.refusal?.rule).toBe('trader.one-of-each');
    a.send({ type: 'trader.sell', move: { type: 'sell', good: 'corn' } });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.state.tradingHouse).toEqual(['indigo', 'corn']);
  });
});

describe('prospector machine (reference §2.3)', () => {
  it('the Prospector takes one doubloon and the phase is over', () => {
    const s = position({ options: { players: 4 }, players: [{ doubloons: 3 }, {}, {}, {}] });
    const a = createActor(prospectorMachine, { input: { state: s } }).start();
    a.send({ type: 'prospector.choose', move: { type: 'role', role: 'settler' } });
    expect(a.getSnapshot().value).toBe('choosing');
    a.send({ type: 'prospector.choose', move: { type: 'role', role: 'prospector' } });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.state.players[0]!.doubloons).toBe(4);
  });
});
