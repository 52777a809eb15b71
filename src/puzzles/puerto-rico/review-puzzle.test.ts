import { describe, expect, it } from 'vitest';
import { replayPositions } from '../../bots/puerto-rico/review';
import { reviewGame } from '../../bots/puerto-rico/review-game';
import { type GameState, type Move, sameMove } from '../../engine/puerto-rico';
import { decodeLink, positionLink } from '../../notation';
import { checkPuzzle } from './check';
import { answerProve, goalOfReviewPuzzle, proveMistake, reviewPuzzleId } from './review-puzzle';

// The recorded review of the fixed game (src/bots/puerto-rico/fixtures/review-expected.txt):
//   38 s0 mistake role captain > role settler
//   109 s0 blunder role mayor > role builder
const game = reviewGame();
const built = replayPositions(game);
if (!built.ok) throw new Error(built.error.message);
const at = (i: number): GameState => built.value[i]!;
const role = (r: string) => ({ type: 'role', role: r }) as Move;

describe('a review mistake as a puzzle', () => {
  it('the Settler instead of the Captain (move 39) is proved on the VP of the phase, and the checker agrees', () => {
    const p = proveMistake(at(38), game.moves[38]!, role('captain'));
    expect(p).not.toBeNull();
    expect(p!.goal).toEqual({ kind: 'most-vp', player: 0, phases: 1 });
    expect(sameMove(p!.answer[0]!, role('captain'))).toBe(true);
    expect(p!.playedValue).toBeLessThan(p!.value);
    const proof = checkPuzzle({ position: at(38) as unknown as Record<string, unknown>, goal: p!.goal, answer: p!.answer, alternatives: p!.alternatives });
    expect(proof.ok).toBe(true);
  });
  it('a mistake no goal of one phase tells apart (the Builder instead of the Mayor, move 110) stays an exercise', () => {
    expect(proveMistake(at(109), game.moves[109]!, role('mayor'))).toBeNull();
  });
  it('the played move as the best, or a move that is not legal, is no puzzle', () => {
    expect(proveMistake(at(38), role('captain'), role('captain'))).toBeNull();
    expect(proveMistake(at(38), { type: 'craft', good: 'corn' } as unknown as Move, role('captain'))).toBeNull();
  });
  it('a search over the budget gives up: no puzzle rather than a slow page', () => {
    expect(proveMistake(at(38), game.moves[38]!, role('captain'), 10)).toBeNull();
  });
  it('the puzzle link (a position link naming the puzzle) gives back the same position and goal', () => {
    const p = proveMistake(at(38), game.moves[38]!, role('captain'))!;
    const plain = positionLink(at(38));
    const id = reviewPuzzleId(p.goal, plain);
    expect(id).toMatch(/^review-most-vp-p1-[0-9a-z]+$/);
    const d = decodeLink(positionLink(at(38), { puzzle: { id, attempt: [] } }));
    expect(d.ok).toBe(true);
    if (!d.ok || d.value.envelope.scenario.kind !== 'position') throw new Error('not a position link');
    expect(d.value.envelope.view.puzzle?.id).toBe(id);
    expect(goalOfReviewPuzzle(id)).toEqual(p.goal);
    const again = proveMistake(d.value.envelope.scenario.state, game.moves[38]!, role('captain'));
    expect(again).toEqual(p);
  });
  it('an id that is not a review puzzle names no goal', () => {
    for (const bad of ['', 'captain-rulebook', 'review-most-vp-p0-abc', 'review-cheapest-build-p1-abc', 'review-most-vp-p1-ABC', 'review-most-vp-p1-abc/x']) expect(goalOfReviewPuzzle(bad)).toBeNull();
  });
});

describe('the review page asks whether a mistake is a puzzle', () => {
  it('answers with the puzzle for move 39 and with none for move 110', () => {
    const yes = answerProve({ type: 'prove', replay: game, index: 38, best: role('captain') });
    expect(yes).toMatchObject({ type: 'proved', index: 38, puzzle: { goal: { kind: 'most-vp', player: 0 } } });
    expect(answerProve({ type: 'prove', replay: game, index: 109, best: role('mayor') })).toEqual({ type: 'proved', index: 109, puzzle: null });
  });
  it('refuses what it cannot read, as a value', () => {
    for (const bad of [
      null,
      'prove',
      { type: 'prove' },
      { type: 'prove', replay: game, index: 9999, best: role('mayor') },
      { type: 'prove', replay: { ...game, moves: [{ type: 'pass' }] }, index: 0, best: role('mayor') },
    ])
      expect(answerProve(bad)).toMatchObject({ type: 'error', error: { code: 'review/bad-message' } });
  });
});
