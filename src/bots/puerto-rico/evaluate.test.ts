import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/random';
import { applyLegalMove, legalMoves } from '../../engine/puerto-rico/game';
import { newGame } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import { playerView } from '../../engine/puerto-rico/view';
import { randomBot } from './random';
import { determinise, estimate, pointsHandedOut, positionValue, roundsLeft, worths } from './evaluate';

/** Positions from random games: every 23rd ply of a few 2-5 player games. */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 8; g++) {
    let s = newGame({ players: (2 + (g % 4)) as 2 | 3 | 4 | 5, buildings: { kind: g % 3 === 0 ? 'all' : 'base' } }, 100 + g);
    const pick = randomBot(g);
    for (let ply = 0; s.phase !== 'over'; ply++) {
      if (ply % 23 === 5) out.push(s);
      s = applyLegalMove(s, pick(s, legalMoves(s)));
    }
  }
  return out;
}

const POSITIONS = positions();

describe('what a seat knows', () => {
  it("the points handed out are the sum of everyone's VP", () => {
    for (const s of POSITIONS) expect(pointsHandedOut(s)).toBe(s.players.reduce((n, p) => n + p.vp, 0));
  });

  it('a determinisation shows the seat exactly its own view', () => {
    const rng = new Rng([1, 2, 3, 4]);
    for (const s of POSITIONS) {
      const seat = s.toAct;
      const view = playerView(s, seat);
      const d = determinise(view, rng);
      expect(playerView(d, seat)).toEqual(view);
      // The hidden parts are filled consistently: same total of points, same tiles face down.
      expect(d.players.reduce((n, p) => n + p.vp, 0)).toBe(s.players.reduce((n, p) => n + p.vp, 0));
      expect(d.stack.slice().sort()).toEqual(s.stack.slice().sort());
    }
  });

  it("the estimate splits the opponents' points evenly", () => {
    const s = POSITIONS[POSITIONS.length - 1]!;
    const e = estimate(playerView(s, 0), new Rng([5, 6, 7, 8]));
    const others = e.players.slice(1).map((p) => p.vp);
    expect(Math.max(...others) - Math.min(...others)).toBeLessThanOrEqual(1);
  });
});

describe('the evaluation', () => {
  it('has no rounds left once the game is decided, some at the start', () => {
    expect(roundsLeft(newGame({ players: 4 }, 1))).toBeGreaterThan(8);
    for (const s of POSITIONS) if (s.endTriggers.length > 0) expect(roundsLeft(s)).toBe(0);
  });

  it('values VP and doubloons: more of either is better for that seat, worse for the others', () => {
    const s = POSITIONS[10]!;
    const richer = structuredClone(s);
    richer.players[0]!.vp += 5;
    richer.players[0]!.doubloons += 3;
    expect(positionValue(richer, 0)).toBeGreaterThan(positionValue(s, 0));
    expect(positionValue(richer, 1)).toBeLessThan(positionValue(s, 1));
  });

  it('is finite everywhere', () => {
    for (const s of POSITIONS) for (const w of worths(s)) expect(Number.isFinite(w.total)).toBe(true);
  });
});
