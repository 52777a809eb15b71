/**
 * The soak's Endeavor harness must catch a violation planted in the middle of a game (a marker or
 * token made from nothing, a track that no longer matches its holdings) and a replay that ends
 * elsewhere (issue #24.4).
 */
import { describe, expect, it, vi } from 'vitest';
import type { GameState } from './state';

const plant: { move: number; harm: ((s: GameState) => void) | null } = { move: -1, harm: null };
let applied = 0;

vi.mock('./game', async (importOriginal) => {
  const real = await importOriginal<typeof import('./game')>();
  return {
    ...real,
    applyLegalInPlace: (s: GameState, m: Parameters<typeof real.applyLegalInPlace>[1]) => {
      const r = real.applyLegalInPlace(s, m);
      applied++;
      if (r.ok && plant.harm && applied === plant.move) plant.harm(r.value);
      return r;
    },
  };
});

const { playChecked, randomPicker, replayProblem } = await import('./checked-play');
const { newGame } = await import('./setup');

function playWith(move: number, harm: ((s: GameState) => void) | null) {
  plant.move = move;
  plant.harm = harm;
  applied = 0;
  try {
    return playChecked(newGame({ players: 4 }, 3), randomPicker(3));
  } finally {
    plant.harm = null;
  }
}

describe('the Endeavor checked play behind the soak', () => {
  it('plays a clean game to its end with no problem, and its replay agrees', () => {
    const run = playWith(-1, null);
    expect(run.problems).toEqual([]);
    expect(run.final.phase).toBe('gameOver');
    expect(replayProblem(newGame({ players: 4 }, 3), run.moves, run.final)).toBeNull();
  });

  it('catches a marker made from nothing in the middle of a game', () => {
    const run = playWith(40, (s) => void (s.players[1]!.supply += 1));
    expect(run.problems).toHaveLength(1);
    expect(run.problems[0]).toMatch(/\(move 40\): seat 1: \d+ markers instead of/);
  });

  it('catches a token made from nothing and a track that no longer matches its holdings', () => {
    expect(playWith(60, (s) => void (s.players[0]!.tokens.attack += 1)).problems[0]).toMatch(/\(move 60\): attack tokens: /);
    expect(playWith(60, (s) => void (s.players[2]!.tracks.culture += 1)).problems[0]).toMatch(/\(move 60\): seat 2: culture track/);
  });

  it('catches a replay that ends in another state', () => {
    const run = playWith(-1, null);
    const other = JSON.parse(JSON.stringify(run.final)) as GameState;
    other.players[0]!.harbour += 1;
    expect(replayProblem(newGame({ players: 4 }, 3), run.moves, other)).toBe('replay ends in a different state');
  });
});
