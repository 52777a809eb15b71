import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { endeavorPuzzleSchema } from '../../content/schemas';
import type { Move } from '../../engine/endeavor';
import { newGame as newPuertoRico } from '../../engine/puerto-rico';
import { decodeEndeavorLink, endeavorPositionLink, positionLink } from '../../notation';
import { attemptCode } from '../puerto-rico/share';
import { readEndeavorPosition } from './position';
import { endeavorAttemptCode, endeavorChallengeCode, readEndeavorSharedHash, replayEndeavorAttempt } from './share';
import { EndeavorSolver } from './solve';

const files = readdirSync('puzzles').filter((f) => f.startsWith('endeavor-') && f.endsWith('.yaml'));
const load = (f: string) => {
  const p = endeavorPuzzleSchema.parse(parse(readFileSync(`puzzles/${f}`, 'utf8')));
  const pos = readEndeavorPosition(p.position as Record<string, unknown>);
  if (!pos.result.ok) throw new Error(`${f}: ${pos.result.error[0]!.message}`);
  // The files' moves are checked against the engine by the puzzle checker's tests.
  return { puzzle: { ...p, answer: p.answer as unknown as Move[] }, start: pos.result.value };
};
const tie = load('endeavor-01-governor-tie.yaml');
const connections = load('endeavor-02-connections.yaml');
const solverOf = (x: typeof tie) => new EndeavorSolver(x.start, x.puzzle.goal);

describe('Endeavor puzzle links are Endeavor scenario links', () => {
  it('every puzzle position travels exactly, with the answer as the attempt', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const f of files) {
      const { puzzle, start } = load(f);
      const code = endeavorAttemptCode(puzzle.id, start, puzzle.answer);
      const d = decodeEndeavorLink(code);
      expect(d.ok && d.value.state, f).toStrictEqual(start);
      expect(d.ok && d.value.envelope.view.puzzle, f).toStrictEqual({ id: puzzle.id, attempt: puzzle.answer });
      expect(readEndeavorSharedHash(`#${code}`, puzzle.id, start), f).toStrictEqual({ ok: true, value: { kind: 'attempt', moves: puzzle.answer } });
    }
  });

  it('a challenge carries the result as well; clean only if solved; a missed goal as unfinished', () => {
    const { puzzle, start } = tie;
    const result = { moves: puzzle.answer, solved: true, clean: false, hints: 2, value: 2 };
    expect(readEndeavorSharedHash(`#${endeavorChallengeCode(puzzle.id, start, result)}`, puzzle.id, start)).toStrictEqual({ ok: true, value: { kind: 'challenge', result } });
    const missed = { moves: [], solved: false, clean: true, hints: 0, value: -Infinity };
    expect(readEndeavorSharedHash(`#${endeavorChallengeCode(puzzle.id, start, missed)}`, puzzle.id, start)).toStrictEqual({
      ok: true,
      value: { kind: 'challenge', result: { ...missed, clean: false, value: null } },
    });
  });

  it('page anchors and an empty hash share nothing', () => {
    for (const h of ['', '#', '#content', '#pz-log-title']) expect(readEndeavorSharedHash(h, tie.puzzle.id, tie.start)).toStrictEqual({ ok: true, value: { kind: 'none' } });
  });
});

describe('a link that does not fit the page is a typed error', () => {
  const { puzzle, start } = tie;
  const code = endeavorAttemptCode(puzzle.id, start, puzzle.answer);

  it('another puzzle, another game, a bare position, a changed puzzle', () => {
    const other = endeavorAttemptCode(connections.puzzle.id, connections.start, connections.puzzle.answer);
    expect(readEndeavorSharedHash(`#${other}`, puzzle.id, start)).toMatchObject({ ok: false, error: { code: 'share/other-puzzle', id: connections.puzzle.id } });
    const pr = attemptCode('captain-rulebook', newPuertoRico({ players: 3 }, 12), []);
    expect(readEndeavorSharedHash(`#${pr}`, puzzle.id, start)).toMatchObject({ ok: false, error: { code: 'share/other-game' } });
    expect(readEndeavorSharedHash(`#${positionLink(newPuertoRico({ players: 4 }, 3))}`, puzzle.id, start)).toMatchObject({ ok: false, error: { code: 'share/other-game' } });
    expect(readEndeavorSharedHash(`#${endeavorPositionLink(start)}`, puzzle.id, start)).toMatchObject({ ok: false, error: { code: 'share/shape' } });
    // Same id, but the file's position has moved on since the link was made.
    const edited = endeavorAttemptCode(puzzle.id, connections.start, []);
    expect(readEndeavorSharedHash(`#${edited}`, puzzle.id, start)).toMatchObject({ ok: false, error: { code: 'share/changed' } });
  });

  it('a damaged code is named as such by the notation', () => {
    const damaged = code.slice(0, -3) + (code.endsWith('xyz') ? 'abc' : 'xyz');
    expect(readEndeavorSharedHash(`#${damaged}`, puzzle.id, start)).toMatchObject({ ok: false, error: { code: 'share/notation', error: { code: 'notation/damaged' } } });
  });

  it('any change to a code gives a typed result, never a throw', () => {
    fc.assert(
      fc.property(fc.nat(code.length - 1), fc.constantFrom(...'AZaz09-_'), fc.string({ maxLength: 8 }), (at, ch, tail) => {
        const r = readEndeavorSharedHash(`#${code.slice(0, at)}${ch}${code.slice(at + 1)}${tail}`, puzzle.id, start);
        if (!r.ok) expect(r.error.code).toMatch(/^share\//);
        if (!r.ok && r.error.code === 'share/notation') expect(r.error.error.code).not.toBe('notation/internal');
      }),
      { numRuns: 300 },
    );
  });
});

describe('a shared attempt replays through the judge', () => {
  it("the answer replays to the end of the line, the others' replies in the log", () => {
    const solver = solverOf(tie);
    const r = replayEndeavorAttempt(solver, tie.puzzle.answer);
    expect(r.played).toStrictEqual(tie.puzzle.answer);
    expect(solver.isEnd(r.node)).toBe(true);
    expect(r.verdicts.map((v) => v.kind)).toStrictEqual(['good']);
  });

  it('stops at a weaker move (the board where it led) and at a refused move (no board change)', () => {
    const solver = solverOf(connections);
    const weaker = { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'EU2' }] };
    const opts = solver.options(replayEndeavorAttempt(solver, []).node);
    const inferior = opts.find((o) => o.value < opts[0]!.value)!.move;
    const r = replayEndeavorAttempt(solver, [inferior, ...connections.puzzle.answer]);
    expect(r.verdicts.map((v) => v.kind)).toStrictEqual(['inferior']);
    expect(r.played).toStrictEqual([inferior]);
    const refused = replayEndeavorAttempt(solver, [{ type: 'discard', card: 'nope' }, weaker]);
    expect(refused.verdicts.map((v) => v.kind)).toStrictEqual(['illegal']);
    expect(refused.played).toStrictEqual([]);
    expect(refused.node).toStrictEqual(replayEndeavorAttempt(solver, []).node);
  });
});
