/**
 * Fuzzing the link decoder: at least 100,000 random and mutated codes per run must each give a
 * result or a typed error, never an exception (the decoder's catch-all reports any as
 * 'notation/internal', which must never appear).
 */
import { describe, expect, it } from 'vitest';
import { Rng, seedRandom } from '../engine/random';
import { fromBase64Url, toBase64Url } from './base64url';
import { crc16 } from './checksum';
import { decodeLink, positionLink, replayLink } from './index';
import type { NotationErrorCode } from './errors';
import { gameStates } from './test-games';
import { newGame, playGame, randomBot } from '../engine/puerto-rico';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const EXPECTED: ReadonlySet<NotationErrorCode> = new Set(['notation/empty', 'notation/too-long', 'notation/not-a-code', 'notation/damaged', 'notation/too-new', 'notation/too-old', 'notation/unknown-game', 'notation/malformed', 'notation/illegal-position', 'notation/illegal-move']);

function seeds(): string[] {
  const codes: string[] = [];
  for (const [n, kind, seed] of [[2, 'base', 1], [3, 'draft', 2], [4, 'all', 3], [5, 'base', 4], [4, 'draft', 5]] as const) {
    const states = gameStates(n, { kind }, seed);
    for (const at of [0, 0.3, 0.6, 1]) codes.push(positionLink(states[Math.floor(at * (states.length - 1))]!, { seat: 1, lesson: { id: 'puerto-rico/01-intro', step: 2 } }));
    const start = newGame({ players: n, buildings: { kind } }, seed);
    codes.push(replayLink(start.options, seed, playGame(start, randomBot(seed)).moves.slice(0, 40), { puzzle: { id: 'p-1', attempt: [{ type: 'pass' }] } }));
  }
  return codes;
}

/** One random edit: flip, insert or delete a character, swap two, cut the end. */
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

/** The same edit, then a fresh valid checksum: reaches the reader and the engine's gate behind it. */
function mutateBehindChecksum(code: string, rng: Rng): string {
  const bytes = fromBase64Url(code)!.slice(0, -2);
  const edits = 1 + rng.int(3);
  for (let k = 0; k < edits; k++) {
    const i = rng.int(bytes.length);
    bytes[i] = rng.int(3) === 0 ? rng.int(256) : bytes[i]! ^ (1 << rng.int(8));
  }
  const cut = rng.int(8) === 0 ? bytes.slice(0, rng.int(bytes.length + 1)) : bytes;
  const crc = crc16(cut);
  return toBase64Url(Uint8Array.of(...cut, crc >> 8, crc & 0xff));
}

function randomString(rng: Rng): string {
  const len = rng.int(300);
  let s = '';
  for (let i = 0; i < len; i++) s += rng.int(10) === 0 ? String.fromCharCode(rng.int(0x3000)) : ALPHABET[rng.int(64)]!;
  return s;
}

describe('decoding never throws', () => {
  it('100,000 random, mutated and re-signed codes give only typed errors or valid scenarios', () => {
    // A new seed each day widens the search; a failure names its seed so it can be replayed.
    const seed = `fuzz-${new Date().toISOString().slice(0, 10)}`;
    const rng = new Rng(seedRandom(seed));
    const bases = seeds();
    const seen = new Map<string, number>();
    let count = 0;
    const check = (input: string): void => {
      const d = decodeLink(input);
      const code = d.ok ? 'ok' : d.error.code;
      seen.set(code, (seen.get(code) ?? 0) + 1);
      count++;
      if (!d.ok && !EXPECTED.has(d.error.code)) expect.unreachable(`seed ${seed}: ${d.error.code}: ${d.error.message} for ${input}`);
    };
    for (let i = 0; i < 79_000; i++) check(mutate(bases[i % bases.length]!, rng));
    for (let i = 0; i < 1_000; i++) check(mutateBehindChecksum(bases[i % bases.length]!, rng));
    for (let i = 0; i < 20_000; i++) check(randomString(rng));
    expect(count).toBeGreaterThanOrEqual(100_000);
    // The edits reach every layer: check digits, the reader, and the engine's gate.
    expect(seen.get('notation/damaged')).toBeGreaterThan(1000);
    expect(seen.get('notation/malformed') ?? 0).toBeGreaterThan(100);
    expect(seen.get('notation/illegal-position') ?? 0).toBeGreaterThan(10);
  });
});
