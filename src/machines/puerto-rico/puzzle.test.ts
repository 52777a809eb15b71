import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { puertoRicoPuzzleSchema } from '../../content/schemas';
import { readPosition } from '../../puzzles/puerto-rico/position';
import { attemptOf } from '../../puzzles/progress';
import { Solver } from '../../puzzles/puerto-rico/solve';
import { puzzleMachine } from './puzzle';

const file = puertoRicoPuzzleSchema.parse({ game: 'puerto-rico', ...parse(readFileSync('puzzles/001-captain-rulebook.yaml', 'utf8')) });
const pos = readPosition(file.position);
if (!pos.result.ok) throw new Error('puzzle 1 position');
const start = pos.result.value;
const SUGAR = { type: 'load', good: 'sugar', ship: 2 };
const CORN = { type: 'load', good: 'corn', ship: 1 };

function trainer(shared?: unknown[]) {
  const a = createActor(puzzleMachine, { input: { solver: new Solver(start, file.goal), shared } });
  a.start();
  return a;
}

describe('puzzle trainer flow (rulebook captain example)', () => {
  it('wins with credit on the best move', () => {
    const a = trainer();
    expect(a.getSnapshot().value).toBe('play');
    a.send({ type: 'puzzle.move', move: SUGAR });
    const s = a.getSnapshot();
    expect(s.value).toBe('win');
    expect(s.context.credit).toBe(true);
    expect(s.context.reached).toBe(7);
    expect(s.context.log[0]).toEqual({ seat: 0, move: SUGAR });
  });

  it('a correct move at the first try is a clean solve in the record', () => {
    const a = trainer();
    expect(a.getSnapshot().context.result).toBeNull();
    a.send({ type: 'puzzle.move', move: SUGAR });
    expect(a.getSnapshot().context.result).toBe('clean');
    expect(attemptOf(a.getSnapshot().context.result!, 0)).toEqual({ solved: true, clean: true, hints: 0 });
  });

  it('refuses a legal but worse move as not the best, with its value against the best, and puts the board back', () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: CORN });
    const s = a.getSnapshot();
    expect(s.value).toBe('fail');
    expect(s.context.verdict).toMatchObject({ kind: 'inferior', value: 3, best: 7 });
    // The board is where the puzzle started: the corn is still in Anna's hands, no ship was loaded.
    expect(s.context.node).toBe(s.context.start);
    expect(s.context.attempt).toEqual([]);
    expect(s.context.log).toEqual([]);
    expect(s.context.mistakes).toBe(1);
    expect(s.context.result).toBe('failed');
  });

  it('wrong, then right at the second try: solved on the board, failed in the record (as on Lichess)', () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: CORN });
    a.send({ type: 'puzzle.move', move: SUGAR });
    const s = a.getSnapshot();
    expect(s.value).toBe('win');
    expect(s.context.reached).toBe(7);
    expect(s.context.credit).toBe(false);
    expect(s.context.attempts).toBe(1);
    expect(s.context.result).toBe('failed');
    expect(attemptOf(s.context.result!, s.context.hints)).toEqual({ solved: false, clean: false, hints: 0 });
  });

  it('a second wrong move after a refusal is refused again; the first mistake decided the run', () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: CORN });
    a.send({ type: 'puzzle.move', move: CORN });
    expect(a.getSnapshot().value).toBe('fail');
    expect(a.getSnapshot().context.mistakes).toBe(2);
    expect(a.getSnapshot().context.node).toBe(a.getSnapshot().context.start);
  });

  it('a restart after a mistake is a new run, and its solve is still not clean', () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: CORN });
    a.send({ type: 'puzzle.retry' });
    expect(a.getSnapshot().context.attempts).toBe(2);
    expect(a.getSnapshot().context.result).toBeNull();
    a.send({ type: 'puzzle.move', move: SUGAR });
    expect(a.getSnapshot().value).toBe('win');
    expect(a.getSnapshot().context.result).toBe('failed');
  });

  it('a solve with a hint and no mistake counts as solved with help', () => {
    const a = trainer();
    a.send({ type: 'puzzle.hint' });
    a.send({ type: 'puzzle.move', move: SUGAR });
    expect(a.getSnapshot().context.result).toBe('helped');
    expect(attemptOf('helped', 1)).toEqual({ solved: true, clean: false, hints: 1 });
  });

  it('giving up (Show solution) fails the run', () => {
    const a = trainer();
    a.send({ type: 'puzzle.solution' });
    expect(a.getSnapshot().context.result).toBe('failed');
  });

  it("refuses an illegal move with the engine's code and rule, board unchanged, and lets the learner move again", () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: { type: 'load', good: 'sugar', ship: 0 } });
    const s = a.getSnapshot();
    expect(s.value).toBe('fail');
    expect(s.context.verdict).toMatchObject({ kind: 'illegal', error: { code: 'captain/must-load-most', rule: 'captain.load-largest' } });
    expect(s.context.node).toBe(s.context.start);
    a.send({ type: 'puzzle.move', move: SUGAR });
    expect(a.getSnapshot().value).toBe('win');
  });

  it('records hints, climbs the ladder to 3 and drops the credit', () => {
    const a = trainer();
    for (let i = 0; i < 4; i++) a.send({ type: 'puzzle.hint' });
    const s = a.getSnapshot();
    expect(s.value).toBe('try');
    expect(s.context.hintLevel).toBe(3);
    expect(s.context.hints).toBe(3);
    expect(s.context.credit).toBe(false);
  });

  it('opens a shared attempt in view mode, then lets the friend start a first try with credit', () => {
    const a = trainer([CORN]);
    expect(a.getSnapshot().value).toBe('view');
    expect(a.getSnapshot().context.node.state.ships[1]!.count).toBe(5);
    a.send({ type: 'puzzle.retry' });
    expect(a.getSnapshot().value).toBe('play');
    expect(a.getSnapshot().context.credit).toBe(true);
  });

  it('a shared attempt is marked as such until left, and the solution can be asked for from it', () => {
    const a = trainer([CORN]);
    expect(a.getSnapshot().context.sharedView).toBe(true);
    a.send({ type: 'puzzle.solution' });
    const s = a.getSnapshot();
    expect(s.value).toBe('view');
    expect(s.context.sharedView).toBe(false);
    expect(s.context.log[0]!.move).toEqual(SUGAR);
    // The friend has not played: leaving the solution is still a first try.
    a.send({ type: 'puzzle.retry' });
    expect(a.getSnapshot().value).toBe('play');
    expect(a.getSnapshot().context.sharedView).toBe(false);
  });

  it('treats junk in a shared attempt as an illegal move, never a crash', () => {
    const a = trainer([{ type: 'fly', to: 'moon' }]);
    expect(a.getSnapshot().value).toBe('view');
    expect(a.getSnapshot().context.verdict).toMatchObject({ kind: 'illegal', error: { code: 'move/malformed' } });
  });

  it('shows the solution: the best line played out, no credit', () => {
    const a = trainer();
    a.send({ type: 'puzzle.solution' });
    const s = a.getSnapshot();
    expect(s.value).toBe('view');
    expect(s.context.log[0]!.move).toEqual(SUGAR);
    expect(s.context.credit).toBe(false);
  });
});
