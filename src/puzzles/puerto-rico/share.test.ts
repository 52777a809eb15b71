import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame, type Move } from '../../engine/puerto-rico';
import { decodeLink } from '../../notation';
import { attemptCode, challengeCode, readSharedHash } from './share';

const start = newGame({ players: 3 }, 12);
const moves: Move[] = [
  { type: 'role', role: 'captain' },
  { type: 'load', good: 'sugar', ship: 2 },
];
/** The retired format, written as the old trainer wrote it. */
const legacy = (kind: 'attempt' | 'challenge', x: unknown): string => `#${kind}=1.${Buffer.from(JSON.stringify(x)).toString('base64url')}`;

describe('puzzle links are scenario links', () => {
  it('an attempt travels as the puzzle position with the puzzle view, and comes back', () => {
    const code = attemptCode('captain-rulebook', start, moves);
    const d = decodeLink(code);
    expect(d.ok && d.value.state).toStrictEqual(start);
    expect(d.ok && d.value.envelope.view.puzzle).toStrictEqual({ id: 'captain-rulebook', attempt: moves });
    expect(readSharedHash(`#${code}`, 'captain-rulebook')).toStrictEqual({ ok: true, value: { kind: 'attempt', moves } });
  });

  it('a challenge carries the result as well', () => {
    const result = { moves, solved: true, clean: false, hints: 2, value: 7 };
    expect(readSharedHash(`#${challengeCode('captain-rulebook', start, result)}`, 'captain-rulebook')).toStrictEqual({ ok: true, value: { kind: 'challenge', result } });
    const unfinished = { moves: [], solved: false, clean: true, hints: 0, value: null };
    // A challenge is clean only if solved.
    expect(readSharedHash(`#${challengeCode('p', start, unfinished)}`, 'p')).toStrictEqual({ ok: true, value: { kind: 'challenge', result: { ...unfinished, clean: false } } });
  });

  it('a link to another puzzle, or to a bare position, is named as such', () => {
    expect(readSharedHash(`#${attemptCode('other', start, moves)}`, 'captain-rulebook')).toMatchObject({ ok: false, error: { code: 'share/other-puzzle' } });
    const d = readSharedHash(`#${attemptCode('p', start, moves).slice(0, -3)}xyz`, 'p');
    expect(d).toMatchObject({ ok: false, error: { code: 'share/notation', error: { code: 'notation/damaged' } } });
  });

  it('page anchors and an empty hash share nothing', () => {
    for (const h of ['', '#', '#content', '#step-3']) expect(readSharedHash(h, 'p')).toStrictEqual({ ok: true, value: { kind: 'none' } });
  });
});

describe('links from before the notation held puzzles keep working', () => {
  it('#attempt=1. and #challenge=1. open as the same attempt and challenge', () => {
    expect(readSharedHash(legacy('attempt', moves), 'any')).toStrictEqual({ ok: true, value: { kind: 'attempt', moves } });
    const result = { moves, solved: true, clean: true, hints: 0, value: 7 };
    expect(readSharedHash(legacy('challenge', result), 'any')).toStrictEqual({ ok: true, value: { kind: 'challenge', result } });
  });

  it('an old link re-shared today becomes a new one with the same content', () => {
    const old = readSharedHash(legacy('attempt', moves), 'p');
    if (!old.ok || old.value.kind !== 'attempt') return expect.unreachable();
    expect(readSharedHash(`#${attemptCode('p', start, old.value.moves)}`, 'p')).toStrictEqual(old);
  });

  it('refuses moves the notation could not carry, and other versions', () => {
    expect(readSharedHash(legacy('attempt', [{ type: 'load', good: 'gold', ship: 0 }]), 'p')).toMatchObject({ ok: false, error: { code: 'share/shape' } });
    expect(readSharedHash('#attempt=9.W10', 'p')).toMatchObject({ ok: false, error: { code: 'share/version' } });
    expect(readSharedHash('#attempt=1.!!', 'p')).toMatchObject({ ok: false, error: { code: 'share/encoding' } });
  });
});

describe('any hash gives a typed result', () => {
  it('junk after either prefix, and junk codes', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('attempt=1.', 'challenge=1.', 'attempt=2.', 'attempt=', '', 'BAJh'), (junk, head) => {
        const r = readSharedHash(`#${head}${junk}`, 'p');
        if (!r.ok) expect(r.error.code).toMatch(/^share\//);
        if (!r.ok && r.error.code === 'share/notation') expect(r.error.error.code).not.toBe('notation/internal');
      }),
      { numRuns: 2000 },
    );
  });
});
