import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { puertoRicoPuzzleSchema } from '../content/schemas';
import { readPosition } from '../puzzles/position';
import { Solver } from '../puzzles/solve';
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

  it('fails on a legal but worse move, with the margin, and retries without credit', () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: CORN });
    const s = a.getSnapshot();
    expect(s.value).toBe('fail');
    expect(s.context.verdict).toMatchObject({ kind: 'inferior', value: 3, best: 7 });
    a.send({ type: 'puzzle.retry' });
    expect(a.getSnapshot().value).toBe('try');
    expect(a.getSnapshot().context.attempts).toBe(2);
    a.send({ type: 'puzzle.move', move: SUGAR });
    expect(a.getSnapshot().value).toBe('win');
    expect(a.getSnapshot().context.credit).toBe(false);
  });

  it("fails on an illegal move with the engine's code and rule, board unchanged", () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: { type: 'load', good: 'sugar', ship: 0 } });
    const s = a.getSnapshot();
    expect(s.value).toBe('fail');
    expect(s.context.verdict).toMatchObject({ kind: 'illegal', error: { code: 'captain/must-load-most', rule: 'captain.load-largest' } });
    expect(s.context.node).toBe(s.context.start);
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
