import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { puertoRicoPuzzleSchema, puzzleSchema } from '../../content/schemas';
import { greedyMove } from '../../bots/puerto-rico/heuristic';
import { legalMoves, type Move } from '../../engine/puerto-rico';
import { checkPuzzle } from './check';
import { readPosition } from './position';
import { Solver } from './solve';
import { mayorPosition } from './test-positions';

const rulebook = puertoRicoPuzzleSchema.parse({ game: 'puerto-rico', ...parse(readFileSync('puzzles/001-captain-rulebook.yaml', 'utf8')) });

describe('the puzzle checker', () => {
  it('proves the rulebook captain example: sugar first, 7 VP against 3', () => {
    const r = checkPuzzle(rulebook);
    expect(r.ok && r.value).toMatchObject({ value: 7, runnerUp: 3, options: 2, lines: 1 });
  });

  it('stops at "best" when the stated answer is legal but worse', () => {
    const r = checkPuzzle({ ...rulebook, answer: [{ type: 'load', good: 'corn', ship: 1 }] });
    expect(!r.ok && r.error.step).toBe('best');
    expect(!r.ok && r.error.reason).toMatch(/gives 3 but load sugar on ship 2 gives 7/);
  });

  it('stops at "answer" with the engine\'s reason when the answer is illegal', () => {
    const r = checkPuzzle({ ...rulebook, answer: [{ type: 'load', good: 'sugar', ship: 0 }] });
    expect(!r.ok && r.error.step).toBe('answer');
    expect(!r.ok && r.error.reason).toMatch(/captain\/must-load-most/);
  });

  it('stops at "unique" when an equally good line is not listed, and passes once it is', () => {
    // Two empty ships of 5 and 7: 5 sugar fit both, so both loadings are best.
    const position = { ...rulebook.position, players: [{ goods: { sugar: 5 } }, {}, {}, {}] };
    const one = checkPuzzle({ ...rulebook, position, answer: [{ type: 'load', good: 'sugar', ship: 0 }] });
    expect(!one.ok && one.error.step).toBe('unique');
    const both = checkPuzzle({ ...rulebook, position, answer: [{ type: 'load', good: 'sugar', ship: 0 }], alternatives: [[{ type: 'load', good: 'sugar', ship: 2 }]] });
    expect(both.ok).toBe(true);
  });

  it('stops at "position" with the engine\'s words for an impossible position', () => {
    const r = checkPuzzle({ ...rulebook, position: { ...rulebook.position, players: [{ goods: { corn: 40 } }, {}, {}, {}] } });
    expect(!r.ok && r.error.step).toBe('position');
    expect(!r.ok && r.error.reason).toMatch(/corn/);
  });

  it('stops at "goal" when the goal player is not the one to decide', () => {
    const r = checkPuzzle({ ...rulebook, goal: { kind: 'most-vp', player: 2 } });
    expect(!r.ok && r.error.step).toBe('goal');
  });
});

describe('the puzzle checker with the others declared greedy', () => {
  const to = (t: string) => ({ type: 'colonist', to: t });
  // Only the Mayor phase: every placement scores 0, so all six tie.
  const mayor = { position: mayorPosition, goal: { kind: 'most-vp', player: 0, others: 'greedy' } as const, alternatives: [] };

  it('offers an other seat only the greedy move, and every move under worst case', () => {
    const s = readPosition(mayorPosition).result;
    if (!s.ok) throw new Error('position');
    const greedy = new Solver(s.value, mayor.goal);
    const worst = new Solver(s.value, { kind: 'most-vp', player: 0 });
    const other = greedy.child(greedy.child(greedy.root, to('corn') as Move), to('indigo') as Move).state;
    expect(other.toAct).toBe(1);
    const all = legalMoves(other).slice();
    expect(all.length).toBeGreaterThan(1);
    expect(greedy.legal(other)).toEqual([greedyMove(other, all)]);
    expect(worst.legal(other)).toEqual(all);
  });

  it('judges a placement whole: two orders end alike, and each of the six placements must be listed', () => {
    const s = readPosition(mayorPosition).result;
    if (!s.ok) throw new Error('position');
    const solver = new Solver(s.value, mayor.goal);
    expect(solver.turnEndOf(solver.root, [to('corn'), to('indigo')] as Move[])).toBe(solver.turnEndOf(solver.root, [to('indigo'), to('corn')] as Move[]));
    expect(solver.bestTurnEnds(solver.root, 20)).toHaveLength(6);
    const one = checkPuzzle({ ...mayor, answer: [to('corn'), to('indigo')] });
    expect(!one.ok && one.error).toMatchObject({ step: 'unique', reason: expect.stringMatching(/6 best ways through the first turn/) });
    const places = ['corn', 'indigo', 'coffee', 'smallIndigoPlant'];
    const pairs = places.flatMap((a, i) => places.slice(i + 1).map((b) => [to(a), to(b)]));
    const all = checkPuzzle({ ...mayor, answer: pairs[0]!, alternatives: pairs.slice(1) });
    expect(all.ok).toBe(true);
    const twice = checkPuzzle({ ...mayor, answer: pairs[0]!, alternatives: [...pairs.slice(1), [to('indigo'), to('corn')]] });
    expect(!twice.ok && twice.error.reason).toMatch(/play the first turn alike/);
  });
});

describe('the puzzle schema', () => {
  it('names an unknown goal kind in plain words', () => {
    const raw = parse(readFileSync('puzzles/001-captain-rulebook.yaml', 'utf8'));
    const r = puzzleSchema.safeParse({ ...raw, goal: { kind: 'win-the-game', player: 0 } });
    expect(r.success).toBe(false);
    expect(!r.success && r.error.issues[0]!.message).toMatch(/goal.kind must be most-vp/);
  });
});
