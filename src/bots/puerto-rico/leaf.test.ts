import { describe, expect, it } from 'vitest';
import { playerAt } from '../../engine/puerto-rico/compact/layout';
import { newGame } from '../../engine/puerto-rico/setup';
import { compactOrThrow } from './evaluate';
import { LEAF_FIT, WORTH_FEATURES, fittedScore, leafTemperature, winShares, worthFeatures } from './leaf';

const shares = (points: number[], r: number, potential = points.map(() => 0)): number[] => winShares(points, potential, r, new Array<number>(points.length));
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe("the leaf's winning chances", () => {
  it('sum to one over the players, for 2 to 5 players and any rounds left', () => {
    for (const points of [
      [10, 12],
      [30, 31, 29],
      [40, 38, 45, 20],
      [5, 50, 22, 22, 31],
    ])
      for (const r of [0, 0.5, 3, 12]) expect(sum(shares(points, r))).toBeCloseTo(1, 12);
  });

  it('are equal when the worths are equal', () => {
    for (const c of shares([25, 25, 25, 25], 4)) expect(c).toBeCloseTo(0.25, 12);
  });

  it('grow with a lead', () => {
    const r = 3;
    const chances = [0, 1, 2, 4, 8].map((lead) => shares([30 + lead, 30, 30, 30], r)[0]!);
    for (let k = 1; k < chances.length; k++) expect(chances[k]!).toBeGreaterThan(chances[k - 1]!);
  });

  it('sharpen as the end nears: the same 2-VP lead is worth more in the last round than early', () => {
    const last = shares([32, 30, 30, 30], 0)[0]!;
    const early = shares([32, 30, 30, 30], 10)[0]!;
    expect(leafTemperature(0)).toBeLessThan(leafTemperature(10));
    expect(last).toBeGreaterThan(early);
    expect(early).toBeGreaterThan(0.25);
  });

  it('read the potential at its fitted weight', () => {
    const fit = { ...LEAF_FIT, potential: 0.5 };
    // 4 VP of potential at half weight are 2 certain VP.
    const a = winShares([30, 30], [4, 0], 2, [0, 0], fit);
    const b = winShares([32, 30], [0, 0], 2, [0, 0], fit);
    expect(a[0]!).toBeCloseTo(b[0]!, 12);
  });

  it('never overflow, however large the worths and sharp the temperature', () => {
    const c = shares([5000, 4000, 10, 0], 0);
    expect(c.every(Number.isFinite)).toBe(true);
    expect(c[0]!).toBeCloseTo(1, 12);
  });

  it('have a positive temperature in every round, however a fit comes out', () => {
    for (const r of [0, 1, 5, 18]) expect(leafTemperature(r)).toBeGreaterThan(0);
    expect(leafTemperature(0, { t0: -3, t1: 0, potential: 1 })).toBeGreaterThan(0);
  });
});

describe("the fitted chance's score", () => {
  const weights = (k: number, now: number, perRound: number): number[] => {
    const w = new Array<number>(2 * WORTH_FEATURES).fill(0);
    w[k] = now;
    w[WORTH_FEATURES + k] = perRound;
    return w;
  };

  it('is nothing when no feature counts', () => {
    const f = new Float64Array(WORTH_FEATURES).fill(3);
    expect(fittedScore(f, 5, new Array<number>(2 * WORTH_FEATURES).fill(0))).toBe(0);
  });

  it('counts a feature once now and once per round left, at most ten rounds', () => {
    const f = new Float64Array(WORTH_FEATURES);
    f[10] = 4; // doubloons
    const w = weights(10, 0.1, 0.05);
    expect(fittedScore(f, 0, w)).toBeCloseTo(0.4, 12);
    expect(fittedScore(f, 6, w)).toBeCloseTo(4 * (0.1 + 0.05 * 6), 12);
    expect(fittedScore(f, 15, w)).toBeCloseTo(fittedScore(f, 10, w), 12);
  });

  it('reads a new game: every player has his doubloons, one plantation, no goods and no buildings', () => {
    const g = compactOrThrow(newGame({ players: 4 }, 3));
    for (let seat = 0; seat < 4; seat++) {
      const f = worthFeatures(g.a, playerAt(seat), 0, 1.5, new Float64Array(WORTH_FEATURES));
      expect(f[10]).toBe(3); // four players start with 3 doubloons
      expect(f[15]).toBe(1);
      for (let k = 5; k < 10; k++) expect(f[k]).toBe(0);
      expect(f[13]! + f[14]!).toBe(0);
      expect(f[16]).toBe(1.5);
      expect(f[17]).toBe(0);
    }
  });
});
