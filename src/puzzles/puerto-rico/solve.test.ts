/**
 * The most-vp floor (Solver.floor) cuts the others' replies short without changing a value: the
 * pruned search gives every option the value the full search gives, on puzzle files and on
 * Builder lines through the next role's phase (where it cuts most).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../bots/puerto-rico';
import type { GameState } from '../../engine/puerto-rico';
import { applyLegalMove, BUILDING, legalMoves, newGame } from '../../engine/puerto-rico';
import type { Goal } from './goals';
import { readPosition } from './position';
import { Solver, searchSafely } from './solve';

/** The same search without the floor: every reply of the others is searched. */
class FullSolver extends Solver {
  protected override floor(): number {
    return -Infinity;
  }
}

/** Every option's value at the first decision, and the positions each search needed. */
function compare(s: GameState, goal: Goal, limit = 20_000) {
  const pruned = new Solver(s, goal, limit);
  const full = new FullSolver(s, goal, limit);
  const values = (x: Solver) => searchSafely(() => x.options(x.advance(x.root).node).map((o) => [JSON.stringify(o.move), o.value]));
  return { pruned: values(pruned), full: values(full), searched: [pruned.searched, full.searched] as const };
}

describe('the end of a line', () => {
  it("is not the Guest House window at a phase start, where only the guests' owners are queued", () => {
    // Seat 1's guest may move when the Captain phase starts; seat 0's loading comes after it.
    const r = readPosition({
      options: { players: 3, buildings: { kind: 'all' } },
      players: [{ goods: { corn: 3 }, island: [{ tile: 'corn', colonists: 1 }] }, { city: [{ building: 'guestHouse', colonists: 1 }], island: [{ tile: 'indigo', colonists: 0 }] }, {}],
    });
    if (!r.result.ok) throw new Error(JSON.stringify(r.result.error));
    const solver = new Solver(r.result.value, { kind: 'most-vp', player: 0 });
    const first = solver.advance(solver.root).node;
    const captain = solver.child(first, { type: 'role', role: 'captain' });
    expect(captain.state.turn.guestWindow).toBe(true);
    expect(solver.isEnd(captain)).toBe(false);
    // Three barrels of corn and the Captain's privilege.
    expect(solver.options(first)[0]).toEqual({ move: { type: 'role', role: 'captain' }, value: 4 });
  });
});

describe('the bound on positions reached', () => {
  it('gives up on a search that reaches more positions than allowed, memo hits included', () => {
    const s = newGame({ players: 3 }, 'bound');
    const goal: Goal = { kind: 'most-vp', player: s.toAct };
    const free = new Solver(s, goal);
    expect(searchSafely(() => free.options(free.root)).ok).toBe(true);
    const bounded = new Solver(s, goal, 400_000, free.visited - 1);
    const r = searchSafely(() => bounded.options(bounded.root));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/positions reached/);
    expect(new Solver(s, goal, 400_000, free.visited).options(free.root).length).toBeGreaterThan(1);
  });
});

describe('the most-vp floor', () => {
  it('rests on the components: every building is worth at least the one VP chip a Black Market takes', () => {
    for (const b of Object.values(BUILDING)) expect(b.vp, b.id).toBeGreaterThanOrEqual(1);
  });

  it('changes no option’s value on the mined most-vp puzzles, and searches no more', () => {
    const files = readdirSync('puzzles').filter((f) => /-m\d+\.yaml$/.test(f));
    let compared = 0;
    for (const f of files.filter((_, i) => i % 8 === 0)) {
      const p = parse(readFileSync(`puzzles/${f}`, 'utf8')) as { position: Record<string, unknown>; goal: Goal };
      if (p.goal.kind !== 'most-vp') continue;
      const read = readPosition(p.position);
      if (!read.result.ok) throw new Error(f);
      const r = compare(read.result.value, p.goal);
      expect(r.pruned, f).toEqual(r.full);
      expect(r.searched[0], f).toBeLessThanOrEqual(r.searched[1]);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('changes no value on Builder lines through the next phase, and cuts them to a fraction', () => {
    let s = newGame({ players: 4, buildings: { kind: 'all' } }, 'floor');
    const bot = heuristicBot('floor');
    let fewer = 0;
    let compared = 0;
    while (s.phase !== 'over' && compared < 4) {
      const legal = legalMoves(s);
      if (s.phase === 'builder' && legal.length > 1) {
        const r = compare(s, { kind: 'most-vp', player: s.toAct, phases: 2 });
        if (r.full.ok) {
          expect(r.pruned).toEqual(r.full);
          if (r.searched[0] * 4 < r.searched[1]) fewer++;
          compared++;
        }
      }
      s = applyLegalMove(s, bot(s, legal));
    }
    expect(compared).toBe(4);
    expect(fewer).toBeGreaterThan(1);
  });
});
