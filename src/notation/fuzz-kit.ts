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
export const EXPECTED_ERRORS: ReadonlySet<NotationErrorCode> = new Set([
  'notation/empty',
  'notation/too-long',
  'notation/not-a-code',
  'notation/damaged',
  'notation/too-new',
  'notation/too-old',
  'notation/practice-components',
  'notation/unknown-game',
  'notation/malformed',
  'notation/illegal-position',
  'notation/illegal-move',
]);

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

// ---- Forged states: field edits behind a valid checksum, played on --------------------------

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };

function leaves(x: unknown, out: Leaf[], parent: Leaf['parent'] | null = null, key: string | number = ''): Leaf[] {
  if (parent !== null && (x === null || typeof x !== 'object')) out.push({ parent, key, value: x });
  if (Array.isArray(x)) x.forEach((v, i) => leaves(v, out, x, i));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) leaves(v, out, x as Record<string, unknown>, k);
  return out;
}

function arrays(x: unknown, out: unknown[][]): unknown[][] {
  if (Array.isArray(x)) {
    out.push(x);
    for (const v of x) arrays(v, out);
  } else if (typeof x === 'object' && x !== null) for (const v of Object.values(x)) arrays(v, out);
  return out;
}

/** Values a hand edit might put in a word field (phases, goods, tiles, kinds). */
const WORDS = [
  'role',
  'draft',
  'settler',
  'mayor',
  'builder',
  'craftsman',
  'trader',
  'captain',
  'storage',
  'prospector',
  'over',
  'build',
  'salary',
  'action',
  'gameOver',
  'corn',
  'indigo',
  'sugar',
  'tobacco',
  'coffee',
  'quarry',
  'forest',
];

/**
 * One or two field edits of a state's JSON (a fresh copy), the kind a person with a text editor
 * tries on a decoded link or a puzzle file: a piece moved from one place to another of the same
 * name (which keeps the totals, so the edit reaches the rules behind the counting checks), a
 * bookkeeping number or flag changed a little, a word swapped, a list entry dropped or doubled,
 * now and then a wild number.
 */
export function editFields<T>(state: T, rng: Rng): T {
  const copy = JSON.parse(JSON.stringify(state)) as T;
  const edits = 1 + rng.int(2);
  for (let k = 0; k < edits; k++) {
    const all = leaves(copy, []);
    const kind = rng.int(10);
    if (kind === 9) {
      const lists = arrays(copy, []).filter((a) => a.length > 0);
      const list = lists.length > 0 ? lists[rng.int(lists.length)] : undefined;
      if (list !== undefined) {
        const i = rng.int(list.length);
        if (rng.int(2) === 0) list.splice(i, 1);
        else list.splice(i, 0, JSON.parse(JSON.stringify(list[i])));
      }
      continue;
    }
    if (all.length === 0) continue;
    // A third of the edits go to the top-level fields, where the bookkeeping lives (whose turn,
    // the phase, the step, the supplies): the fields a dead end or an endless loop hides in.
    const top = all.filter((l) => l.parent === (copy as unknown));
    const pool = top.length > 0 && rng.int(3) === 0 ? top : all;
    const leaf = pool[rng.int(pool.length)]!;
    const set = (l: Leaf, v: unknown): void => void ((l.parent as Record<string | number, unknown>)[l.key] = v);
    const v = leaf.value;
    if (typeof v === 'number' && kind < 5) {
      // Same field name elsewhere: players.0.doubloons and roles.3.doubloons, goods.corn and players.2.goods.corn.
      const twins = all.filter((l) => l !== leaf && l.key === leaf.key && typeof l.value === 'number');
      const twin = twins.length > 0 ? twins[rng.int(twins.length)] : undefined;
      const n = 1 + rng.int(3);
      set(leaf, v - n);
      if (twin !== undefined) set(twin, (twin.value as number) + n);
    } else if (typeof v === 'number') {
      const choices = kind === 8 ? [-1, 5000, v * 2, -v] : [v + 1, v - 1, 0, 1, rng.int(6)];
      set(leaf, choices[rng.int(choices.length)]);
    } else if (typeof v === 'boolean') set(leaf, !v);
    else if (typeof v === 'string') set(leaf, WORDS[rng.int(WORDS.length)]);
    else set(leaf, rng.int(2) === 0 ? 0 : 'x');
  }
  return copy;
}

export interface GateFuzzPlan<S> {
  readonly seed: string;
  /** Valid states to forge from. */
  readonly bases: readonly S[];
  /** Forgeries of each kind. */
  readonly byteEdits: number;
  readonly fieldEdits: number;
  /** The link code of a state, or throws when the state cannot be written. */
  readonly encode: (state: S) => string;
  /** A code back to a state, or a typed error. */
  readonly decode: (code: string) => Result<{ state: S } | unknown, { code: NotationErrorCode; message: string }>;
  /** The engine's gate, for field edits the link writer cannot carry (as a puzzle file would give them). */
  readonly gate: (raw: unknown) => Result<S, unknown>;
  /** Plays an accepted state on with random moves; the problems met (empty when clean). */
  readonly playOn: (state: S, seed: string) => string[];
}

export interface GateFuzzTally {
  readonly forged: number;
  readonly accepted: number;
  readonly movesPlayed?: number;
  /** Each break of an accepted state, with the forgery that made it. */
  readonly breaks: string[];
  readonly unexpected: string | null;
}

/**
 * Forges states by byte edits of their link codes (behind a fresh checksum) and by field edits
 * of their JSON (re-encoded with a valid checksum when the writer can carry them, else straight
 * to the gate), and plays every state the gate accepts on to the end with random moves.
 */
export function fuzzGate<S>(plan: GateFuzzPlan<S>): GateFuzzTally {
  const rng = new Rng(seedRandom(plan.seed));
  const codes = plan.bases.map((b) => plan.encode(b));
  let forged = 0;
  let accepted = 0;
  const breaks: string[] = [];
  let unexpected: string | null = null;
  const judge = (state: S, forgery: string): void => {
    accepted++;
    const problems = plan.playOn(state, `${plan.seed}:${forged}`);
    if (problems.length > 0 && breaks.length < 20) breaks.push(`${forgery}: ${problems.join('; ')}`);
  };
  const fromCode = (code: string): void => {
    const d = plan.decode(code);
    if (!d.ok) {
      if (!EXPECTED_ERRORS.has(d.error.code) && unexpected === null) unexpected = `${d.error.code}: ${d.error.message} for ${code}`;
      return;
    }
    const v = d.value as { scenario?: { kind?: string; state?: S } };
    if (v.scenario?.kind === 'position' && v.scenario.state !== undefined) judge(v.scenario.state, `code ${code}`);
  };
  for (let i = 0; i < plan.byteEdits; i++, forged++) fromCode(mutateBehindChecksum(codes[i % codes.length]!, rng, 1));
  for (let i = 0; i < plan.fieldEdits; i++, forged++) {
    const edited = editFields(plan.bases[i % plan.bases.length]!, rng);
    // One in four goes the whole way (re-encoded behind a valid checksum, decoded); the rest
    // meet the gate directly, as a puzzle file would: the same judge, a quarter of the time.
    let code: string | null = null;
    if (i % 4 === 0) {
      try {
        code = plan.encode(edited);
      } catch {
        code = null;
      }
    }
    if (code !== null) fromCode(code);
    else {
      const r = plan.gate(edited);
      if (r.ok) judge(r.value, `field edit ${JSON.stringify(edited).slice(0, 2000)}`);
    }
  }
  return { forged, accepted, breaks, unexpected };
}
