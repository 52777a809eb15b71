/**
 * The fuzzing both games' link decoders go through (used by the fuzz tests only): random edits of
 * valid codes, edits behind a fresh checksum so they reach the bit reader and the engine's gate,
 * random strings, and a run that tallies what the decoder answered and fails on any error code
 * outside the typed set (the decoder's catch-all 'notation/internal' must never appear).
 */
import { Rng, seedRandom } from '../engine/random';
import { fromBase64Url, toBase64Url } from './base64url';
import { crc16 } from './checksum';
import type { NotationErrorCode } from './errors';
import type { Result } from '../engine/result';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Every error a decoder may give for a bad code: all typed, none of them the catch-all. */
export const EXPECTED_ERRORS: ReadonlySet<NotationErrorCode> = new Set(['notation/empty', 'notation/too-long', 'notation/not-a-code', 'notation/damaged', 'notation/too-new', 'notation/too-old', 'notation/unknown-game', 'notation/malformed', 'notation/illegal-position', 'notation/illegal-move']);

/** One random edit: flip, insert or delete a character, swap two, cut the end. */
export function mutate(code: string, rng: Rng): string {
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

/**
 * Bytes changed behind a fresh valid checksum: reaches the bit reader and the engine's gate.
 * `keep` leading bytes stay as they are (1 keeps the version byte, so edits reach a game's reader).
 */
export function mutateBehindChecksum(code: string, rng: Rng, keep = 0): string {
  const bytes = fromBase64Url(code)!.slice(0, -2);
  const edits = 1 + rng.int(3);
  for (let k = 0; k < edits; k++) {
    const i = keep + rng.int(bytes.length - keep);
    bytes[i] = rng.int(3) === 0 ? rng.int(256) : bytes[i]! ^ (1 << rng.int(8));
  }
  const cut = rng.int(8) === 0 ? bytes.slice(0, rng.int(bytes.length + 1)) : bytes;
  const crc = crc16(cut);
  return toBase64Url(Uint8Array.of(...cut, crc >> 8, crc & 0xff));
}

/** Up to 300 characters, mostly from the code alphabet, now and then anything. */
export function randomString(rng: Rng): string {
  const len = rng.int(300);
  let s = '';
  for (let i = 0; i < len; i++) s += rng.int(10) === 0 ? String.fromCharCode(rng.int(0x3000)) : ALPHABET[rng.int(64)]!;
  return s;
}

export interface FuzzPlan {
  /** Seed of the run; a failure names it so the run can be replayed. */
  readonly seed: string;
  readonly bases: readonly string[];
  readonly mutated: number;
  readonly resigned: number;
  readonly random?: number;
  /** Leading bytes the re-signed edits leave alone. */
  readonly keep?: number;
}

/** What a fuzz run saw: how many strings, and how many of each answer ('ok' or an error code). */
export interface FuzzTally {
  readonly count: number;
  readonly seen: ReadonlyMap<string, number>;
  /** The first answer outside EXPECTED_ERRORS, with its input, or null. */
  readonly unexpected: string | null;
}

/** Runs the plan through a decoder and tallies the answers; never throws on the decoder's behalf. */
export function fuzzDecoder(decode: (code: string) => Result<unknown, { code: NotationErrorCode; message: string }>, plan: FuzzPlan): FuzzTally {
  const rng = new Rng(seedRandom(plan.seed));
  const seen = new Map<string, number>();
  let count = 0;
  let unexpected: string | null = null;
  const check = (input: string): void => {
    const d = decode(input);
    const code = d.ok ? 'ok' : d.error.code;
    seen.set(code, (seen.get(code) ?? 0) + 1);
    count++;
    if (!d.ok && !EXPECTED_ERRORS.has(d.error.code) && unexpected === null) unexpected = `seed ${plan.seed}: ${d.error.code}: ${d.error.message} for ${input}`;
  };
  const bases = plan.bases;
  for (let i = 0; i < plan.mutated; i++) check(mutate(bases[i % bases.length]!, rng));
  for (let i = 0; i < plan.resigned; i++) check(mutateBehindChecksum(bases[i % bases.length]!, rng, plan.keep ?? 0));
  for (let i = 0; i < (plan.random ?? 0); i++) check(randomString(rng));
  return { count, seen, unexpected };
}
