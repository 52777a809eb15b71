import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { endeavorPuzzleSchema } from '../../content/schemas';
import { readEndeavorPosition } from '../../puzzles/endeavor/position';
import { EndeavorSolver } from '../../puzzles/endeavor/solve';
import { endeavorPuzzleMachine } from './puzzle';

const file = endeavorPuzzleSchema.parse(parse(readFileSync('puzzles/endeavor-04-payment-twice.yaml', 'utf8')));
const pos = readEndeavorPosition(file.position);
if (!pos.result.ok) throw new Error('puzzle position');
const start = pos.result.value;
const SHIP = { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'caribbean' }] };
const PAY = { type: 'activate', slot: 2, steps: [{ action: 'payment', slot: 1 }] };

const trainer = (shared?: unknown[]) => createActor(endeavorPuzzleMachine, { input: { solver: new EndeavorSolver(start, file.goal), fileHints: file.hints.length, shared } }).start();

describe('the Endeavor puzzle machine', () => {
  it('solves the Payment puzzle move by move, with first-try credit', () => {
    const a = trainer();
    for (const m of [SHIP, PAY, SHIP]) a.send({ type: 'puzzle.move', move: m });
    expect(a.getSnapshot().value).toBe('win');
    expect(a.getSnapshot().context.credit).toBe(true);
    expect(a.getSnapshot().context.reached).toBe(1);
  });

  it("refuses on the engine's refusal, keeps the board, and the second try solves it without credit", () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: PAY });
    const s = a.getSnapshot();
    expect(s.value).toBe('fail');
    expect(s.context.verdict?.kind === 'illegal' && s.context.verdict.error.code).toBe('payment/no-marker');
    expect(s.context.node).toBe(s.context.start);
    for (const m of [SHIP, PAY, SHIP]) a.send({ type: 'puzzle.move', move: m });
    expect(a.getSnapshot().value).toBe('win');
    expect(a.getSnapshot().context.credit).toBe(false);
    expect(a.getSnapshot().context.result).toBe('failed');
  });

  it('in a line of several moves, a worse move goes back to just before it, not to the start', () => {
    const a = trainer();
    a.send({ type: 'puzzle.move', move: SHIP });
    const before = a.getSnapshot().context.node;
    // Passing now leaves the second Payment unused: the goal is missed.
    a.send({ type: 'puzzle.move', move: { type: 'pass' } });
    const s = a.getSnapshot();
    expect(s.value).toBe('fail');
    expect(s.context.verdict?.kind).toBe('inferior');
    expect(s.context.node).toBe(before);
    expect(s.context.attempt).toEqual([SHIP]);
    for (const m of [PAY, SHIP]) a.send({ type: 'puzzle.move', move: m });
    expect(a.getSnapshot().value).toBe('win');
    expect(a.getSnapshot().context.reached).toBe(1);
    expect(a.getSnapshot().context.result).toBe('failed');
  });

  it("climbs the hint ladder: the file's hints, then the move, and no further", () => {
    const a = trainer();
    for (let i = 0; i < 5; i++) a.send({ type: 'puzzle.hint' });
    expect(a.getSnapshot().context.hintLevel).toBe(file.hints.length + 1);
    expect(a.getSnapshot().context.hints).toBe(file.hints.length + 1);
  });

  it("shows a shared attempt first; leaving it starts the learner's own first try, with credit", () => {
    const a = trainer([SHIP, PAY]);
    const s = a.getSnapshot();
    expect(s.value).toBe('view');
    expect(s.context.sharedView).toBe(true);
    expect(s.context.attempt).toStrictEqual([SHIP, PAY]);
    expect(s.context.node).not.toBe(s.context.start);
    expect(s.context.played).toBe(false);
    a.send({ type: 'puzzle.retry' });
    expect(a.getSnapshot().value).toBe('play');
    expect(a.getSnapshot().context.node).toBe(a.getSnapshot().context.start);
    for (const m of [SHIP, PAY, SHIP]) a.send({ type: 'puzzle.move', move: m });
    expect(a.getSnapshot().value).toBe('win');
    expect(a.getSnapshot().context.credit).toBe(true);
  });

  it('a shared attempt that the engine refuses shows the refusal on the first position; the solution can be asked for', () => {
    const a = trainer([PAY]);
    const s = a.getSnapshot();
    expect(s.value).toBe('view');
    expect(s.context.verdict?.kind).toBe('illegal');
    expect(s.context.node).toBe(s.context.start);
    a.send({ type: 'puzzle.solution' });
    expect(a.getSnapshot().context.sharedView).toBe(false);
    expect(a.getSnapshot().context.log.length).toBeGreaterThan(0);
  });

  it('no shared moves, or an empty list, is a fresh first try', () => {
    expect(trainer([]).getSnapshot().value).toBe('play');
    expect(trainer().getSnapshot().value).toBe('play');
  });
});
