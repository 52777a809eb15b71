/** The strong bot's "why" in the game log: what its chosen rollout brought, and nothing else from a worker message. */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame } from '../../engine/endeavor';
import { decideEndeavor } from './bot-game';
import { asEndeavorWhy } from './explain';
import { strongDecision } from './strong';

const state = newGame({ players: 3 }, 5);

describe('the strong bot says why', () => {
  it('gives the reason of the option it chose, with the look-ahead and how many options it compared', () => {
    const d = decideEndeavor(state, 0, 'strong', { seed: 3 });
    const report = strongDecision(state, 3);
    expect(d.move).toEqual(report.move);
    expect(d.explanation).toEqual({ depth: report.depth, weighed: report.options.length, reason: report.options[0]!.reason });
    // The glory lead it ends with is always said.
    expect(d.explanation!.reason.parts.some((p) => p.key === 'lead')).toBe(true);
  });
  it('says nothing about a move it had no choice over', () => {
    let s = state;
    // The first seat with a single legal move in a random game from this start.
    for (let i = 0; i < 400 && legalMoves(s).length !== 1; i++) {
      const moves = legalMoves(s);
      const r = applyMove(s, moves[i % moves.length]!);
      if (r.ok) s = r.value;
    }
    expect(legalMoves(s)).toHaveLength(1);
    expect(decideEndeavor(s, s.toAct ?? 0, 'strong', { seed: 3 }).explanation).toBeNull();
  });
  it('the random and heuristic bots give no reasons', () => {
    expect(decideEndeavor(state, 0, 'random', { seed: 3 }).explanation).toBeNull();
    expect(decideEndeavor(state, 0, 'heuristic', { seed: 3 }).explanation).toBeNull();
  });
});

describe('a why from a worker message', () => {
  const why = decideEndeavor(state, 0, 'strong', { seed: 3 }).explanation!;
  it('is read back as it was sent', () => {
    expect(asEndeavorWhy(JSON.parse(JSON.stringify(why)))).toEqual(why);
  });
  it('is dropped when any part is not one the page can word', () => {
    for (const bad of [
      null,
      'why',
      { ...why, depth: -1 },
      { ...why, weighed: 1.5 },
      { ...why, reason: { parts: [{ key: 'glory', n: '<b>3</b>' }] } },
      { ...why, reason: { parts: [{ key: 'track', track: 'magic', n: 1 }] } },
      { ...why, reason: { parts: [{ key: 'script', n: 1 }] } },
      { ...why, reason: { parts: new Array(100).fill({ key: 'glory', n: 1 }) } },
    ])
      expect(asEndeavorWhy(bad)).toBeNull();
  });
});
