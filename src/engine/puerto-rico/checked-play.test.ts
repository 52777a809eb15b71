/**
 * The soak's harness must catch what it is there to catch: a violation planted in the middle of a
 * game (a doubloon made from nothing, a negative count), a move whose plain-JSON form the checked
 * path refuses, and a replay that ends elsewhere (issue #24.4).
 */
import { describe, expect, it, vi } from 'vitest';
import type { GameState } from './state';

const plant: { ply: number; harm: ((s: GameState) => void) | null } = { ply: -1, harm: null };

vi.mock('./game', async (importOriginal) => {
  const real = await importOriginal<typeof import('./game')>();
  return {
    ...real,
    applyLegalMoveInPlace: (s: GameState, m: Parameters<typeof real.applyLegalMoveInPlace>[1]) => {
      real.applyLegalMoveInPlace(s, m);
      if (plant.harm && s.ply === plant.ply) plant.harm(s);
      return s;
    },
  };
});

const { playChecked, randomPicker, replayProblem } = await import('./checked-play');
const { newGame } = await import('./setup');

function playWith(ply: number, harm: ((s: GameState) => void) | null) {
  plant.ply = ply;
  plant.harm = harm;
  try {
    return playChecked(newGame({ players: 4 }, 3), randomPicker(3));
  } finally {
    plant.harm = null;
  }
}

describe('the checked play behind the soak', () => {
  it('plays a clean game to its end with no problem, and its replay agrees', () => {
    const run = playWith(-1, null);
    expect(run.problems).toEqual([]);
    expect(run.final.phase).toBe('over');
    expect(replayProblem(newGame({ players: 4 }, 3), run.moves, run.final)).toBeNull();
  });

  it('catches a doubloon made from nothing in the middle of a game', () => {
    const run = playWith(120, (s) => {
      s.players[1]!.doubloons += 1;
    });
    expect(run.problems).toHaveLength(1);
    expect(run.problems[0]).toMatch(/pieces created or lost .* at ply 120/);
  });

  it('catches a count run below zero, even when the census still adds up', () => {
    const run = playWith(90, (s) => {
      s.goods.corn += s.players[0]!.goods.corn + 1;
      s.players[0]!.goods.corn = -1;
    });
    expect(run.problems).toHaveLength(1);
    expect(run.problems[0]).toMatch(/negative counts .* at ply 90: players\.0\.goods\.corn=-1$/);
  });

  it('catches an overfull ship and a colonist gone from a plantation', () => {
    expect(playWith(150, (s) => void (s.ships[0]!.count = s.ships[0]!.capacity + 1)).problems.join(' ')).toMatch(/ships\.0 overfull/);
    expect(playWith(150, (s) => void (s.colonistShip += 1)).problems.join(' ')).toMatch(/pieces created or lost/);
  });

  it('catches a replay that ends in another state', () => {
    const run = playWith(-1, null);
    const other = JSON.parse(JSON.stringify(run.final)) as GameState;
    other.players[2]!.vp += 1;
    expect(replayProblem(newGame({ players: 4 }, 3), run.moves, other)).toBe('replay ends in a different state');
  });

  it('catches a move that the checked path refuses in its plain-JSON form', () => {
    const run = playChecked(newGame({ players: 3 }, 5), () => ({ type: 'role', role: 'nobody' }) as never);
    expect(run.problems[0]).toMatch(/refused as plain JSON/);
  });
});
