import { describe, expect, it } from 'vitest';
import { replayPositions } from '../../bots/endeavor/review';
import { endeavorReviewGame } from '../../bots/endeavor/review-game';
import { answerEndeavorProve, ENDEAVOR_PROVE_LIMIT, ENDEAVOR_REVIEW_GOALS, endeavorReviewPuzzleId, goalOfEndeavorReviewPuzzle, proveEndeavorMistake } from './review-puzzle';
import { EndeavorSolver, sameEndeavorMove } from './solve';

describe('Endeavor review puzzle ids', () => {
  it('name the goal and the goal player, and read back', () => {
    for (const until of ['action', 'phase', 'round'] as const)
      for (const player of [0, 4]) {
        const goal = until === 'round' ? ({ kind: 'glory', until, others: 'pass', player } as const) : ({ kind: 'glory', until, player } as const);
        const id = endeavorReviewPuzzleId(goal, 'BAJhiijeCCCC');
        expect(id).toMatch(new RegExp(`^review-e-glory-${until}-p${player + 1}-[0-9a-z]+$`));
        expect(goalOfEndeavorReviewPuzzle(id)).toEqual(goal);
      }
    expect(ENDEAVOR_REVIEW_GOALS).toHaveLength(3);
  });
  it('tell positions apart', () => {
    const goal = { kind: 'glory', until: 'action', player: 1 } as const;
    expect(endeavorReviewPuzzleId(goal, 'AAAA')).not.toBe(endeavorReviewPuzzleId(goal, 'AAAB'));
  });
  it('anything else is no id', () => {
    for (const id of [
      '',
      'review-most-vp-p1-abc',
      'review-e-glory-action-p0-abc',
      'review-e-glory-action-p6-abc',
      'review-e-track-action-p1-abc',
      'review-e-glory-action-p1-ABC',
      'review-e-glory-action-p1-abc ',
      'x review-e-glory-action-p1-abc',
    ])
      expect(goalOfEndeavorReviewPuzzle(id)).toBeNull();
  });
});

describe('an Endeavor mistake as a puzzle', () => {
  const game = endeavorReviewGame();
  const positions = (() => {
    const p = replayPositions(game);
    if (!p.ok) throw new Error(p.error.message);
    return p.value;
  })();
  /** Move 4 of the fixed review game: seat 2 occupied EU9 where the review's best, EU7, gains more glory this Action phase. */
  const AT = 3;
  const best = { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'EU7' }] } as const;

  it('is proved when the solver finds the best move best and the played one worse', () => {
    const p = proveEndeavorMistake(positions[AT]!, game.moves[AT]!, best);
    expect(p).not.toBeNull();
    expect(p!.goal).toEqual({ kind: 'glory', until: 'phase', player: positions[AT]!.toAct });
    expect(p!.playedValue).toBeLessThan(p!.value);
    expect([p!.answer, ...p!.alternatives].some((l) => sameEndeavorMove(l[0], best))).toBe(true);
  });
  it('is not a puzzle when the played move is the best', () => {
    expect(proveEndeavorMistake(positions[AT]!, game.moves[AT]!, game.moves[AT]!)).toBeNull();
  });
  it('judges a Build-phase choice by the glory it brings by the end of the round, the others passing', () => {
    const at = positions.findIndex((s, i) => i > 12 && s.phase === 'build');
    const state = positions[at]!;
    const seat = state.toAct!;
    const solver = new EndeavorSolver(state, { kind: 'glory', until: 'round', others: 'pass', player: seat }, ENDEAVOR_PROVE_LIMIT);
    const options = solver.options(solver.root);
    const top = options[0]!;
    const worse = options.find((o) => o.value < top.value)!;
    const p = proveEndeavorMistake(state, worse.move, top.move);
    expect(p).not.toBeNull();
    expect(p!.goal).toEqual({ kind: 'glory', until: 'round', others: 'pass', player: seat });
    expect(p!.playedValue).toBe(worse.value);
    expect(p!.value).toBe(top.value);
    // Two equally good builds are two answers, never a wrong one.
    expect(options[1]!.value).toBe(top.value);
    expect([p!.answer, ...p!.alternatives].map((l) => l[0])).toContainEqual(options[1]!.move);
    expect(proveEndeavorMistake(state, options[1]!.move, top.move)).toBeNull();
  });
  it('answers the page through the prove protocol, and never throws on junk', () => {
    const r = answerEndeavorProve({ type: 'prove', game: 'endeavor', replay: game, index: AT, best });
    expect(r).toMatchObject({ type: 'proved', game: 'endeavor', index: AT });
    for (const junk of [null, 7, { type: 'prove' }, { type: 'prove', replay: game, index: 10_000, best }, { type: 'prove', replay: { ...game, moves: [{ type: 'fly' }] }, index: 0, best }])
      expect(answerEndeavorProve(junk).type).toBe('error');
  });
});
