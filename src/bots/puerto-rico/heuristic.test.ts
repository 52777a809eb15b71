import { describe, expect, it } from 'vitest';
import { BUILDING } from '../../engine/puerto-rico/buildings';
import { applyLegalMove, applyMove, isLegal, legalMoves } from '../../engine/puerto-rico/game';
import type { Move } from '../../engine/puerto-rico/moves';
import { declinesBonus } from '../../engine/puerto-rico/moves';
import { position as setupPosition, rolesWithTaken } from '../../engine/puerto-rico/testing';
import { newGame } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import { cloneState } from '../../engine/puerto-rico/state';
import { heuristicBot, heuristicDecision } from './heuristic';
import { randomBot } from './random';

/** Positions from random games of every player count, base and all buildings. */
function positions(every: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 8; g++) {
    let s = newGame({ players: (2 + (g % 4)) as 2 | 3 | 4 | 5, buildings: { kind: g % 2 === 1 ? 'all' : 'base' } }, 300 + g);
    const pick = randomBot(g);
    for (let ply = 0; s.phase !== 'over'; ply++) {
      if (ply % every === 3 && legalMoves(s).length > 1) out.push(s);
      s = applyLegalMove(s, pick(s, legalMoves(s)));
    }
  }
  return out;
}

const play = (s: GameState, m: Move): GameState => {
  const r = applyMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A 4-player game at the first role choice, edited by `edit` (a fresh object, so no stale move cache). */
function position(edit: (s: GameState) => void): GameState {
  const s = cloneState(newGame({ players: 4 }, 11));
  edit(s);
  return cloneState(s);
}

describe('the heuristic bot', () => {
  it('always returns a legal move, and explains every legal option', () => {
    for (const s of positions(60)) {
      const d = heuristicDecision(s, s.toAct, { seed: 1 });
      expect(isLegal(s, d.move)).toBe(true);
      expect(d.explanation.options).toHaveLength(legalMoves(s).length);
      expect(d.explanation.options[0]!.move).toEqual(d.move);
      // Every option but a draft by lot is played out, so it has a reason.
      for (const o of d.explanation.options) expect(o.reason === null).toBe(s.phase === 'draft');
    }
  });

  it('is deterministic for a seed', () => {
    for (const s of positions(110)) {
      const a = heuristicDecision(s, s.toAct, { seed: 'x' });
      const b = heuristicDecision(cloneState(s), s.toAct, { seed: 'x' });
      expect(b).toEqual(a);
    }
  });

  it('takes the Captain in mid-game when it alone has goods to ship', () => {
    const s = position((s) => {
      s.round = 9;
      for (const p of s.players) p.vp = 8;
      s.vpChips -= 32;
      s.goods.coffee -= 5;
      s.players[0]!.goods.coffee = 5;
    });
    const d = heuristicDecision(s, 0, { names: ['Ann', 'Bea', 'Cy', 'Dan'] });
    expect(d.move).toEqual({ type: 'role', role: 'captain' });
    const why = d.explanation.options[0]!.reason!;
    expect(why.gains).toEqual([{ key: 'ship', goods: [{ good: 'coffee', n: 5 }], vp: 6 }]);
    expect(why.others).toEqual({ seats: 3, vp: 0, buildings: 0, tiles: 0, colonists: 0, barrels: 0, doubloons: 0 });
    expect(why.leaves?.seat).toBe(1);
  });

  it('takes the Captain in the last round when shipping wins the game', () => {
    const s = position((s) => {
      s.endTriggers = ['colonists'];
      s.colonists = 0;
      s.players[0]!.vp = 10;
      for (const p of s.players.slice(1)) p.vp = 12;
      s.vpChips -= 46;
      s.goods.corn -= 5;
      s.players[0]!.goods.corn = 5;
    });
    expect(heuristicDecision(s, 0).move).toEqual({ type: 'role', role: 'captain' });
  });

  it('builds a production building for its manned sugar plantations', () => {
    let s = position((s) => {
      const p = s.players[0]!;
      p.island = [
        { tile: 'sugar', colonists: 1 },
        { tile: 'sugar', colonists: 1 },
        { tile: 'sugar', colonists: 1 },
      ];
      p.doubloons = 5;
      s.colonists -= 3;
    });
    s = play(s, { type: 'role', role: 'builder' });
    const d = heuristicDecision(s, 0);
    expect(d.move.type).toBe('build');
    if (d.move.type === 'build') expect(BUILDING[d.move.building].produces).toBe('sugar');
  });

  it('keeps its coffee rather than its corn when only one barrel can stay', () => {
    let s = position((s) => {
      // Every ship is full, so nothing can be loaded and the Captain phase goes straight to storage.
      const kinds = ['indigo', 'sugar', 'tobacco'] as const;
      s.ships.forEach((ship, i) => {
        ship.good = kinds[i]!;
        ship.count = ship.capacity;
        s.goods[kinds[i]!] -= ship.capacity;
      });
      s.goods.coffee -= 1;
      s.goods.corn -= 3;
      s.players[0]!.goods.coffee = 1;
      s.players[0]!.goods.corn = 3;
    });
    s = play(s, { type: 'role', role: 'captain' });
    expect(s.phase).toBe('storage');
    const d = heuristicDecision(s, 0);
    expect(d.move.type).toBe('keep');
    if (d.move.type === 'keep') expect(d.move.barrels.coffee).toBe(1);
  });

  it('as a picker plays whole games to the end', () => {
    const bot = heuristicBot(3);
    let s = newGame({ players: 2 }, 5);
    for (let i = 0; i < 2000 && s.phase !== 'over'; i++) s = applyLegalMove(s, bot(s, legalMoves(s)));
    expect(s.phase).toBe('over');
  });
  it('takes free colonists (Mayor, Hospice, University) and still explains declining them', () => {
    const s = newGame({ players: 3 }, 4);
    expect(legalMoves(s).some((m) => m.type === 'role' && m.colonists === 0)).toBe(true);
    const d = heuristicDecision(s, s.toAct, { seed: 1 });
    expect(d.move.type === 'role' && d.move.colonists).toBe(undefined);
    const declines = d.explanation.options.filter((o) => o.move.type === 'role' && o.move.colonists !== undefined);
    expect(declines.length).toBe(1);
    expect(d.explanation.options.at(-1)).toBe(declines[0]);
    // A whole game of heuristic bots with every building (Guest House windows included) never declines.
    const game = newGame({ players: 3, buildings: { kind: 'all' } }, 2);
    let t = game;
    const bot = heuristicBot(2, { lookahead: 1 });
    const moves: Move[] = [];
    for (let i = 0; i < 3000 && t.phase !== 'over'; i++) {
      const m = bot(t, legalMoves(t));
      moves.push(m);
      t = applyLegalMove(t, m);
    }
    expect(t.phase).toBe('over');
    expect(moves.some((m) => (m.type === 'role' && m.colonists !== undefined) || ((m.type === 'plant' || m.type === 'forest' || m.type === 'build') && m.noColonist === true))).toBe(false);
  });
  it('takes a VP bonus that would hand out the last VP chip, and still explains declining it (RULINGS.md base 22)', () => {
    // The Captain loads 3 corn with 4 chips left: only his privilege takes the last chip.
    const s = setupPosition({
      options: { players: 4 },
      rolesChosen: 1,
      roles: rolesWithTaken(4, [['captain', 0]]),
      phase: 'captain',
      chooser: 0,
      vpChips: 4,
      players: [{ goods: { corn: 3, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 } }, {}, {}, {}],
    });
    expect(legalMoves(s).some(declinesBonus)).toBe(true);
    const d = heuristicDecision(s, 0, { seed: 1 });
    expect(declinesBonus(d.move)).toBe(false);
    expect(declinesBonus(d.explanation.options.at(-1)!.move)).toBe(true);
  });
  it("takes the Union Hall's VP that would hand out the last VP chip, and still explains declining them (RULINGS.md base 22)", () => {
    // 4 corn + 2 coffee: 3 VP, 3 chips left; the ships are full, so the Union Hall move is his only one.
    const s = setupPosition({
      options: { players: 4, buildings: { kind: 'all' } },
      rolesChosen: 1,
      roles: rolesWithTaken(4, [['captain', 0]]),
      phase: 'captain',
      chooser: 0,
      vpChips: 3,
      ships: [
        { capacity: 5, good: 'sugar', count: 5 },
        { capacity: 6, good: 'tobacco', count: 6 },
        { capacity: 7, good: 'indigo', count: 7 },
      ],
      goods: { corn: 4, indigo: 0, sugar: 6, tobacco: 3, coffee: 6 },
      players: [{ goods: { corn: 4, indigo: 0, sugar: 0, tobacco: 0, coffee: 2 }, city: [{ building: 'unionHall', colonists: 1 }] }, {}, {}, {}],
    });
    expect(legalMoves(s)).toEqual([{ type: 'union-hall' }, { type: 'union-hall', bonus: 2 }]);
    const d = heuristicDecision(s, 0, { seed: 1 });
    expect(d.move).toEqual({ type: 'union-hall' });
    expect(d.explanation.options.at(-1)!.move).toEqual({ type: 'union-hall', bonus: 2 });
    expect(heuristicBot(1)(s, legalMoves(s))).toEqual({ type: 'union-hall' });
  });
});
