/**
 * The total gate for Endeavor: every position fromSetup accepts plays on to its end, every
 * problem has a dotted path, and the automatic steps end a broken position with a typed error.
 */
import { describe, expect, it } from 'vitest';
import { playChecked, randomPicker } from './checked-play';
import { applyMove, legalMoves } from './game';
import { fromSetup, newGame } from './setup';
import { cloneState } from './state';

describe('the Endeavor gate', () => {
  it('accepts every state of random games, and each plays on to the end with every invariant', () => {
    for (const [players, seed] of [
      [3, 1],
      [4, 2],
      [5, 3],
    ] as const) {
      let s = newGame({ players }, seed);
      const pick = randomPicker(seed);
      for (let i = 0; s.phase !== 'gameOver'; i++) {
        const r = fromSetup(JSON.parse(JSON.stringify(s)));
        if (!r.ok) throw new Error(`${players} players seed ${seed} move ${i}: ${r.error.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
        if (i % 40 === 0) expect(playChecked(r.value, randomPicker(i)).problems).toEqual([]);
        const next = applyMove(s, pick(legalMoves(s)));
        if (!next.ok) throw new Error(next.error.code);
        s = next.value;
      }
    }
  });

  it('names each problem by a dotted path with numeric indices (players.1.harbour)', () => {
    const s = JSON.parse(JSON.stringify(newGame({ players: 4 }, 1))) as { players: Array<Record<string, unknown>> };
    s.players[1]!.harbour = -1;
    (s.players[2]!.buildings as Array<Record<string, unknown>>)[0]!.building = 'castle';
    const r = fromSetup(s);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const paths = r.error.map((e) => e.path);
      expect(paths).toContain('players.1.harbour');
      expect(paths).toContain('players.2.buildings.0');
      for (const p of paths) expect(p).not.toMatch(/\[/);
    }
  });
});

describe('the Endeavor step guard', () => {
  it('turns a Salary step count far out of range into a MoveError instead of a long loop', () => {
    // Made by hand past the gate, as a bug elsewhere might: the gate refuses a negative step.
    let s = newGame({ players: 3 }, 4);
    const pick = randomPicker(4);
    while (s.phase !== 'salary' && s.phase !== 'gameOver') s = (applyMove(s, pick(legalMoves(s))) as { ok: true; value: typeof s }).value;
    expect(s.phase).toBe('salary');
    const broken = cloneState(s);
    broken.step = -1e9;
    broken.salaryLeft = 1;
    // The player's last payment hands Salary on to the next seats, from the broken step.
    const r = applyMove(broken, legalMoves(broken)[0]!);
    expect(r.ok ? 'accepted' : r.error.code).toBe('engine/endless-loop');
  });
});
