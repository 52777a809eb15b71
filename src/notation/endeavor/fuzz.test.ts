/**
 * Fuzzing the Endeavor side of the link decoder: at least 100,000 random and mutated Endeavor
 * codes per run give a scenario or a typed error, never an exception ('notation/internal', the
 * decoder's catch-all, must never appear).
 */
import { describe, expect, it } from 'vitest';
import { Rng, seedRandom } from '../../engine/random';
import { fromBase64Url, toBase64Url } from '../base64url';
import { crc16 } from '../checksum';
import type { NotationErrorCode } from '../errors';
import { decodeEndeavorLink, endeavorPositionLink, endeavorReplayLink } from '../index';
import { endeavorGame } from './test-games';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const EXPECTED: ReadonlySet<NotationErrorCode> = new Set(['notation/empty', 'notation/too-long', 'notation/not-a-code', 'notation/damaged', 'notation/too-new', 'notation/too-old', 'notation/unknown-game', 'notation/malformed', 'notation/illegal-position', 'notation/illegal-move']);

function seeds(): string[] {
  const codes: string[] = [];
  for (const [n, seed] of [[3, 1], [4, 'two'], [5, 3]] as const) {
    const g = endeavorGame(n, seed);
    for (const at of [0, 0.3, 0.6, 1]) codes.push(endeavorPositionLink(g.states[Math.floor(at * (g.states.length - 1))]!, { seat: 1, lesson: { id: 'endeavor/01-intro', step: 2 } }));
    // Short replays: every re-signed one is rebuilt by the engine, move by move.
    codes.push(endeavorReplayLink(n, seed, g.moves.slice(0, 12), { puzzle: { id: 'e-1', attempt: [{ type: 'pass' }], result: { solved: false, clean: false, hints: 1, value: null } } }));
  }
  return codes;
}

function mutate(code: string, rng: Rng): string {
  const at = rng.int(code.length + 1);
  const ch = ALPHABET[rng.int(64)]!;
  switch (rng.int(5)) {
    case 0:
      return code.slice(0, at) + ch + code.slice(at + 1);
    case 1:
      return code.slice(0, at) + ch + code.slice(at);
    case 2:
      return code.slice(0, at) + code.slice(at + 1);
    case 3: {
      const b = rng.int(code.length + 1);
      const arr = [...code];
      [arr[at], arr[b]] = [arr[b]!, arr[at]!];
      return arr.join('');
    }
    default:
      return code.slice(0, at);
  }
}

/** Bytes changed behind a fresh valid checksum: reaches the bit reader and the engine's gate. */
function mutateBehindChecksum(code: string, rng: Rng): string {
  const bytes = fromBase64Url(code)!.slice(0, -2);
  const edits = 1 + rng.int(3);
  for (let k = 0; k < edits; k++) {
    // Byte 0 is the version: leave it, so the edits reach the Endeavor reader.
    const i = 1 + rng.int(bytes.length - 1);
    bytes[i] = rng.int(3) === 0 ? rng.int(256) : bytes[i]! ^ (1 << rng.int(8));
  }
  const cut = rng.int(8) === 0 ? bytes.slice(0, rng.int(bytes.length + 1)) : bytes;
  const crc = crc16(cut);
  return toBase64Url(Uint8Array.of(...cut, crc >> 8, crc & 0xff));
}

describe('decoding Endeavor links never throws', () => {
  it('100,000 mutated and re-signed Endeavor codes give only typed errors or valid scenarios', () => {
    const seed = `endeavor-fuzz-${new Date().toISOString().slice(0, 10)}`;
    const rng = new Rng(seedRandom(seed));
    const bases = seeds();
    const seen = new Map<string, number>();
    let count = 0;
    const check = (input: string): void => {
      const d = decodeEndeavorLink(input);
      const code = d.ok ? 'ok' : d.error.code;
      seen.set(code, (seen.get(code) ?? 0) + 1);
      count++;
      if (!d.ok && !EXPECTED.has(d.error.code)) expect.unreachable(`seed ${seed}: ${d.error.code}: ${d.error.message} for ${input}`);
    };
    for (let i = 0; i < 97_000; i++) check(mutate(bases[i % bases.length]!, rng));
    for (let i = 0; i < 3_000; i++) check(mutateBehindChecksum(bases[i % bases.length]!, rng));
    expect(count).toBeGreaterThanOrEqual(100_000);
    expect(seen.get('notation/damaged')).toBeGreaterThan(1000);
    expect(seen.get('notation/malformed') ?? 0).toBeGreaterThan(100);
    expect(seen.get('notation/illegal-position') ?? 0).toBeGreaterThan(10);
    console.log(`Endeavor fuzz (${seed}): ${count} strings:`, Object.fromEntries(seen));
  });
});
