import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { componentTotals, fromSetup, newGame, type GameState } from '../../engine/puerto-rico';
import { applyEdit, editorMachine, judge, type EditOp } from './editor';

function start(state?: GameState) {
  const actor = createActor(editorMachine, { input: { state } });
  actor.start();
  return actor;
}
const apply = (a: ReturnType<typeof start>, edit: EditOp) => a.send({ type: 'edit.apply', edit });

describe('the position editor', () => {
  it('starts valid on a new game', () => {
    const a = start();
    expect(a.getSnapshot().matches({ editing: 'valid' })).toBe(true);
    expect(fromSetup(JSON.parse(JSON.stringify(a.getSnapshot().context.state))).ok).toBe(true);
  });

  it('moves a barrel from the supply to a player, and the engine accepts it', () => {
    const a = start();
    apply(a, { op: 'player.goods', seat: 1, good: 'coffee', delta: 1 });
    const s = a.getSnapshot().context.state;
    expect(a.getSnapshot().matches({ editing: 'valid' })).toBe(true);
    expect(s.players[1]!.goods.coffee).toBe(1);
    expect(s.goods.coffee).toBe(componentTotals(s.options).goods.coffee - 1);
  });

  it("refuses more barrels than the box holds, with the engine's reason, and keeps the position", () => {
    const a = start();
    const total = componentTotals(a.getSnapshot().context.state.options).goods.coffee;
    for (let i = 0; i < total; i++) apply(a, { op: 'player.goods', seat: 0, good: 'coffee', delta: 1 });
    expect(a.getSnapshot().matches({ editing: 'valid' })).toBe(true);
    apply(a, { op: 'player.goods', seat: 0, good: 'coffee', delta: 1 });
    const snap = a.getSnapshot();
    expect(snap.matches({ editing: 'refused' })).toBe(true);
    expect(snap.context.refusal?.errors.map((e) => e.code)).toContain('setup/too-many-goods');
    expect(snap.context.state.players[0]!.goods.coffee).toBe(total);
    a.send({ type: 'edit.dismiss' });
    expect(a.getSnapshot().matches({ editing: 'valid' })).toBe(true);
  });

  it("refuses a 13th city space (the engine's rule), a negative count, and a colonist beyond a building's circles", () => {
    const a = start();
    // Four large buildings (two spaces of one column each) and four small ones fill the 12 spaces.
    for (const b of ['guildHall', 'residence', 'fortress', 'customsHouse', 'office', 'harbor', 'factory', 'hospice'] as const) apply(a, { op: 'city.add', seat: 0, building: b });
    expect(a.getSnapshot().context.state.players[0]!.city).toHaveLength(8);
    expect(a.getSnapshot().matches({ editing: 'refused' })).toBe(false);
    apply(a, { op: 'city.add', seat: 0, building: 'wharf' });
    expect(a.getSnapshot().context.refusal?.errors.map((e) => e.code)).toContain('setup/city-overfull');
    apply(a, { op: 'player.doubloons', seat: 2, delta: -10 });
    expect(a.getSnapshot().context.refusal?.errors.map((e) => e.code)).toContain('setup/negative');
    apply(a, { op: 'city.colonists', seat: 0, index: 0, delta: 1 });
    expect(a.getSnapshot().matches({ editing: 'valid' })).toBe(true);
    apply(a, { op: 'city.colonists', seat: 0, index: 0, delta: 1 });
    expect(a.getSnapshot().context.refusal?.errors.map((e) => e.code)).toContain('setup/too-many-colonists');
  });

  it('refuses a fifth large building: the city has four columns, one large building each (builder.large-column)', () => {
    const a = start();
    for (const b of ['guildHall', 'residence', 'fortress', 'customsHouse'] as const) apply(a, { op: 'city.add', seat: 0, building: b });
    expect(a.getSnapshot().matches({ editing: 'refused' })).toBe(false);
    apply(a, { op: 'city.add', seat: 0, building: 'cityHall' });
    expect(a.getSnapshot().context.refusal?.errors.map((e) => e.code)).toContain('setup/too-many-large');
  });

  it('refuses a ship loaded beyond its capacity and a second ship with the same kind', () => {
    const a = start();
    apply(a, { op: 'ship.cargo', ship: 0, good: 'corn', count: 2 });
    expect(a.getSnapshot().context.state.ships[0]).toEqual({ capacity: 5, good: 'corn', count: 2 });
    apply(a, { op: 'ship.cargo', ship: 1, good: 'corn', count: 1 });
    expect(a.getSnapshot().context.refusal?.errors.map((e) => e.code)).toContain('setup/kind-on-two-ships');
    apply(a, { op: 'ship.cargo', ship: 0, good: 'corn', count: 6 });
    expect(a.getSnapshot().context.refusal?.errors.map((e) => e.code)).toContain('setup/ship-overloaded');
  });

  it('sets whose turn it is: a Captain phase chosen by seat 1 with seat 2 to act', () => {
    const a = start();
    apply(a, { op: 'player.goods', seat: 2, good: 'corn', delta: 1 });
    apply(a, { op: 'turn.set', phase: 'captain', governor: 0, toAct: 2, chooser: 1 });
    const snap = a.getSnapshot();
    expect(snap.context.refusal).toBeNull();
    expect(snap.context.state.phase).toBe('captain');
    expect(snap.context.state.toAct).toBe(2);
    expect(snap.context.state.roles.find((c) => c.role === 'captain')?.takenBy).toBe(1);
  });

  it('the role choice: the seat to act follows from the governor', () => {
    const a = start();
    apply(a, { op: 'turn.set', phase: 'role', governor: 1, toAct: 3, chooser: -1 });
    expect(a.getSnapshot().context.state.toAct).toBe(3);
    expect(a.getSnapshot().context.state.rolesChosen).toBe(2);
  });

  it('sets the round, and the engine refuses round 0', () => {
    const a = start();
    apply(a, { op: 'turn.round', delta: 4 });
    expect(a.getSnapshot().context.state.round).toBe(5);
    for (let i = 0; i < 5; i++) apply(a, { op: 'turn.round', delta: -1 });
    expect(a.getSnapshot().context.state.round).toBe(1);
    expect(a.getSnapshot().context.refusal?.errors.map((e) => e.code)).toContain('setup/out-of-range');
  });

  it('undoes accepted changes', () => {
    const a = start();
    const before = a.getSnapshot().context.state;
    apply(a, { op: 'island.add', seat: 0, tile: 'quarry' });
    expect(a.getSnapshot().context.state.players[0]!.island).toHaveLength(2);
    a.send({ type: 'edit.undo' });
    expect(a.getSnapshot().context.state).toEqual(before);
  });

  it('loads a position only through the gate', () => {
    const a = start();
    apply(a, { op: 'game.load', state: { players: 'many' } });
    expect(a.getSnapshot().matches({ editing: 'refused' })).toBe(true);
    const other = newGame({ players: 2 }, 9);
    apply(a, { op: 'game.load', state: JSON.parse(JSON.stringify(other)) });
    expect(a.getSnapshot().context.state.players).toHaveLength(2);
  });

  it('keeps the piece totals: moving a piece out of the supply and back restores the position', () => {
    const s = newGame({ players: 3, buildings: { kind: 'all' } }, 4);
    const pairs: Array<[EditOp, EditOp]> = [
      [
        { op: 'player.doubloons', seat: 0, delta: 1 },
        { op: 'player.doubloons', seat: 0, delta: -1 },
      ],
      [
        { op: 'player.sanJuan', seat: 1, delta: 1 },
        { op: 'player.sanJuan', seat: 1, delta: -1 },
      ],
      [
        { op: 'tradingHouse.add', good: 'sugar' },
        { op: 'tradingHouse.remove', index: 0 },
      ],
      [
        { op: 'city.add', seat: 2, building: 'smallMarket' },
        { op: 'city.remove', seat: 2, index: 0 },
      ],
    ];
    for (const [there, back] of pairs) {
      const r1 = judge(s, there);
      expect(r1.ok).toBe(true);
      if (!r1.ok) continue;
      const r2 = judge(r1.value, back);
      expect(r2.ok && r2.value).toEqual(s);
    }
    expect(applyEdit(s, { op: 'supply.bank', delta: 0 })).toEqual(JSON.parse(JSON.stringify(s)));
  });
});
