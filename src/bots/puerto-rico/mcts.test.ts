import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/random';
import { applyLegalMove, isLegal, legalMoves } from '../../engine/puerto-rico/game';
import { newGame } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import { cloneState } from '../../engine/puerto-rico/state';
import { heuristicDecision } from './heuristic';
import { mctsBot, mctsDecision } from './mcts';
import { randomBot } from './random';

/** Positions from random games of every player count, base and all buildings. */
function positions(every: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 4; g++) {
    let s = newGame({ players: (2 + (g % 4)) as 2 | 3 | 4 | 5, buildings: { kind: g % 2 === 1 ? 'all' : 'base' } }, 700 + g);
    const pick = randomBot(g);
    for (let ply = 0; s.phase !== 'over'; ply++) {
      if (ply % every === 7 && legalMoves(s).length > 1) out.push(s);
      s = applyLegalMove(s, pick(s, legalMoves(s)));
    }
  }
  return out;
}

/** The same position with everything the seat cannot see changed: opponents' VP split, stack order, generator. */
function withOtherSecrets(s: GameState, seat: number): GameState {
  const t = cloneState(s);
  const others = t.players.map((_, i) => i).filter((i) => i !== seat);
  const [a, b] = [others[0]!, others[1] ?? others[0]!];
  // Move points between two opponents: the total stays what the open supply shows.
  const moved = t.players[a]!.vp;
  t.players[a]!.vp -= moved;
  t.players[b]!.vp += moved;
  new Rng([9, 8, 7, 6]).shuffleInPlace(t.stack);
  t.rng = [11, 22, 33, 44];
  return t;
}

describe('the strong bot (MCTS)', () => {
  it('always returns a legal move', () => {
    for (const s of positions(70)) {
      const d = mctsDecision(s, s.toAct, { iterations: 12, seed: 1 });
      expect(isLegal(s, d.move)).toBe(true);
      expect(d.explanation.options.map((o) => o.move)).toContainEqual(d.move);
    }
  });

  it('with a softmax leaf, plays legal moves and values them as winning chances 0..1', () => {
    let differs = 0;
    for (const s of positions(70)) {
      for (const leaf of ['softmax', 'fitted'] as const) {
        const d = mctsDecision(s, s.toAct, { iterations: 30, seed: 1, quiet: true, leaf });
        expect(isLegal(s, d.move)).toBe(true);
        for (const o of d.explanation.options) {
          expect(o.value).toBeGreaterThanOrEqual(0);
          expect(o.value).toBeLessThanOrEqual(1);
        }
        const lead = mctsDecision(s, s.toAct, { iterations: 30, seed: 1, quiet: true });
        if (JSON.stringify(lead.explanation.options) !== JSON.stringify(d.explanation.options)) differs++;
      }
    }
    // The option is read: the same seed searches differently with another leaf.
    expect(differs).toBeGreaterThan(0);
  });

  it('is deterministic for a seed and an iteration bound', () => {
    for (const s of positions(120)) {
      const a = mctsDecision(s, s.toAct, { iterations: 20, seed: 'same', quiet: true });
      const b = mctsDecision(cloneState(s), s.toAct, { iterations: 20, seed: 'same', quiet: true });
      expect({ ...b.explanation, elapsedMs: 0 }).toEqual({ ...a.explanation, elapsedMs: 0 });
      expect(b.move).toEqual(a.move);
    }
  });

  it("never uses hidden information: opponents' VP chips and the face-down order change nothing", () => {
    const tried = positions(60).filter((s) => s.players.some((p, i) => i !== s.toAct && p.vp > 0) && s.stack.length > 1);
    expect(tried.length).toBeGreaterThan(2);
    for (const s of tried) {
      const other = withOtherSecrets(s, s.toAct);
      expect(other).not.toEqual(s);
      const a = mctsDecision(s, s.toAct, { iterations: 25, seed: 4 });
      const b = mctsDecision(other, s.toAct, { iterations: 25, seed: 4 });
      expect(b.move).toEqual(a.move);
      expect(b.explanation.options.map((o) => [o.visits, o.value, o.reason])).toEqual(a.explanation.options.map((o) => [o.visits, o.value, o.reason]));
    }
  });

  it('stops at the time budget', () => {
    let t = 0;
    const s = positions(200)[0]!;
    const d = mctsDecision(s, s.toAct, { timeMs: 10, now: () => (t += 1), quiet: true });
    expect(d.explanation.iterations).toBeGreaterThan(0);
    expect(d.explanation.iterations).toBeLessThanOrEqual(10);
  });

  it('explains with visits that add up to the iterations', () => {
    const s = newGame({ players: 3 }, 9);
    const d = mctsDecision(s, 0, { iterations: 40, seed: 2, names: ['Ann', 'Bea', 'Cy'] });
    const visits = d.explanation.options.reduce((n, o) => n + (o.visits ?? 0), 0);
    expect(visits).toBe(40);
    // Expanding every move at once: each root move is scored on the first iteration, then visited once per iteration.
    const all = mctsDecision(s, 0, { iterations: 40, seed: 2, quiet: true, expand: 'all', priorVisits: 0 });
    expect(all.explanation.options.reduce((n, o) => n + (o.visits ?? 0), 0)).toBe(39 + all.explanation.options.length);
    expect(d.explanation.measure).toBe('win-rate');
    expect(d.explanation.pick).toBe('best');
    for (const o of d.explanation.options) expect(o.reason).not.toBeNull();
    for (const o of d.explanation.options) expect(o.value).toBeGreaterThanOrEqual(0);
  });

  it("with the heuristic's judgement at the root, reports only the real simulations", () => {
    const s = newGame({ players: 4 }, 11);
    const d = mctsDecision(s, 0, { iterations: 30, seed: 3, priorVisits: 10, quiet: true });
    expect(d.explanation.options.reduce((n, o) => n + (o.visits ?? 0), 0)).toBe(30);
    for (const o of d.explanation.options) expect(o.value).toBeGreaterThanOrEqual(0);
  });

  it('follows the heuristic bot when its judgement outweighs the search', () => {
    // Same seed, same guess of the hidden parts: a prior of a million visits leaves the search
    // no say, so it must pick the heuristic's clear favourite (not a near-tie).
    const clear = positions(45)
      .filter((s) => {
        const h = heuristicDecision(s, s.toAct, { seed: 5 }).explanation.options;
        return h.length > 1 && h[0]!.value > h[1]!.value + 0.05;
      })
      .slice(0, 6);
    expect(clear.length).toBeGreaterThan(2);
    for (const s of clear) {
      const h = heuristicDecision(s, s.toAct, { seed: 5 });
      const m = mctsDecision(s, s.toAct, { iterations: 15, seed: 5, priorVisits: 1e6, quiet: true });
      expect(m.move).toEqual(h.move);
    }
  });

  it('as a picker plays a whole game to the end', () => {
    const bot = mctsBot(1, { iterations: 4 });
    let s = newGame({ players: 2 }, 3);
    for (let i = 0; i < 3000 && s.phase !== 'over'; i++) s = applyLegalMove(s, bot(s, legalMoves(s)));
    expect(s.phase).toBe('over');
  });
});
