/**
 * A new game straight into compact form (issue #18.3): newGame's result for the options, converted
 * once and kept as a template, with only what the seed decides done again per game (the plantation
 * shuffle, by the same shuffleInPlace, and the generator left after it). The setup rules stay
 * written once, in ../setup.ts; setup.test.ts checks the two against each other.
 */
import { seedRandom } from '../../random';
import type { GameOptions } from '../options';
import { newGame } from '../setup';
import { shuffleInPlace } from '../shuffle';
import { G } from './layout';
import { type CompactGame, toCompact } from './state';

interface Template {
  readonly game: CompactGame;
  /** The plantation tiles of stack and face-up row together, in the order newGame shuffles them from. */
  readonly tiles: readonly number[];
}

/** Templates by the options' JSON (cheaper than newGame and toCompact by an order of magnitude). */
const templates = new Map<string, Template>();
/** The tiles being shuffled, reused. */
const scratch: number[] = [];

function templateFor(options: Partial<GameOptions>): Template {
  const key = JSON.stringify(options);
  let t = templates.get(key);
  if (t !== undefined) return t;
  const r = toCompact(newGame(options, 0));
  // A new game always fits the layout (the gate's limits are within it).
  if (!r.ok) throw new Error(`newCompactGame: no compact form (${r.error.field})`);
  const a = r.value.a;
  const tiles: number[] = [];
  for (let i = 0; i < a[G.stack]!; i++) tiles.push(a[G.stack + 1 + i]!);
  for (let i = 0; i < a[G.faceUp]!; i++) tiles.push(a[G.faceUp + 1 + i]!);
  // newGame lays the tiles out by good, in GOODS order (= good id order), before shuffling.
  tiles.sort((x, y) => x - y);
  t = { game: r.value, tiles };
  // Bounded: a caller that sets up many different options (lists of buildings) must not grow it for ever.
  if (templates.size >= 64) templates.clear();
  templates.set(key, t);
  return t;
}

/** The compact form of newGame(options, seed), built without the JSON state. */
export function newCompactGame(options: Partial<GameOptions>, seed: number | string): CompactGame {
  const t = templateFor(options);
  const a = t.game.a.slice();
  const tiles = t.tiles;
  scratch.length = tiles.length;
  for (let i = 0; i < tiles.length; i++) scratch[i] = tiles[i]!;
  const rng = shuffleInPlace(scratch, seedRandom(seed));
  // newGame pops the face-up row off the shuffled stack's end, one more than the players.
  const faceUp = a[G.faceUp]!;
  const stack = tiles.length - faceUp;
  a[G.stack] = stack;
  for (let i = 0; i < stack; i++) a[G.stack + 1 + i] = scratch[i]!;
  for (let i = 0; i < faceUp; i++) a[G.faceUp + 1 + i] = scratch[tiles.length - 1 - i]!;
  for (let i = 0; i < 4; i++) a[G.rng + i] = rng[i]! | 0;
  return { options: t.game.options, a };
}
