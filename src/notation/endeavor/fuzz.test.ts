/**
 * Fuzzing the Endeavor side of the link decoder: at least 100,000 random and mutated Endeavor
 * codes per run give a scenario or a typed error, never an exception ('notation/internal', the
 * decoder's catch-all, must never appear).
 */
import { describe, expect, it } from 'vitest';
import { fuzzDecoder } from '../fuzz-kit';
import { decodeEndeavorLink, endeavorPositionLink, endeavorReplayLink } from '../index';
import { endeavorGame } from '../../bots/endeavor/test-games';

function seeds(): string[] {
  const codes: string[] = [];
  for (const [n, seed] of [
    [3, 1],
    [4, 'two'],
    [5, 3],
  ] as const) {
    const g = endeavorGame(n, seed);
    for (const at of [0, 0.3, 0.6, 1]) codes.push(endeavorPositionLink(g.states[Math.floor(at * (g.states.length - 1))]!, { seat: 1, lesson: { id: 'endeavor/01-intro', step: 2 } }));
    // Short replays: every re-signed one is rebuilt by the engine, move by move.
    codes.push(endeavorReplayLink(n, seed, g.moves.slice(0, 12), { puzzle: { id: 'e-1', attempt: [{ type: 'pass' }], result: { solved: false, clean: false, hints: 1, value: null } } }));
  }
  return codes;
}

describe('decoding Endeavor links never throws', () => {
  it('100,000 mutated and re-signed Endeavor codes give only typed errors or valid scenarios', () => {
    // Fixed, so a CI run can be replayed; FUZZ_SEED=… searches further by hand.
    const seed = `endeavor-fuzz-${process.env.FUZZ_SEED ?? 'fixed-1'}`;
    // Byte 0 is the version: the re-signed edits leave it, so they reach the Endeavor reader.
    const { count, seen, unexpected } = fuzzDecoder(decodeEndeavorLink, { seed, bases: seeds(), mutated: 97_000, resigned: 3_000, keep: 1 });
    expect(unexpected).toBeNull();
    expect(count).toBeGreaterThanOrEqual(100_000);
    expect(seen.get('notation/damaged')).toBeGreaterThan(1000);
    expect(seen.get('notation/malformed') ?? 0).toBeGreaterThan(100);
    expect(seen.get('notation/illegal-position') ?? 0).toBeGreaterThan(10);
    console.log(`Endeavor fuzz (${seed}): ${count} strings:`, Object.fromEntries(seen));
  });
});
