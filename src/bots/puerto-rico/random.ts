/**
 * The random bot: a uniformly random legal move. It carries its own sfc32 generator (the same
 * algorithm as src/engine/random.ts) in a Uint32Array, because bot games draw hundreds of numbers
 * each: the tuple-returning API would allocate on every draw, and so would closure variables,
 * which hold values of 2^31 and more as boxed heap numbers (garbage collection was 10% of a random
 * game's profile, issue #18).
 */
import { Rng, seedRandom } from '../../engine/random';
import type { Picker } from '../../engine/puerto-rico/game';
import { legalMoves } from '../../engine/puerto-rico/game';
import type { GameState } from '../../engine/puerto-rico/state';
import { playerView } from '../../engine/puerto-rico/view';
import type { BotOptions } from '../kit';
import { estimate } from './evaluate';
import type { BotDecision } from './explain';
import { weigh } from './heuristic';

/**
 * A picker that chooses uniformly among the legal moves; deterministic for a given seed. It
 * chooses by position alone, so it also offers `pickIndex` and playGame plays its games on the
 * engine's compact path.
 */
export function randomBot(seed: number | string = 0): Picker {
  const s = Uint32Array.from(seedRandom(seed));
  const next = (): number => {
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) >>> 0) + d) >>> 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = (((c << 21) | (c >>> 11)) >>> 0) + t;
    return t;
  };
  const pickIndex = (n: number): number => {
    if (n === 0) throw new Error('randomBot: no legal move');
    if (n === 1) return 0;
    // Rejection sampling keeps the choice exactly uniform.
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    let v = next();
    while (v >= limit) v = next();
    // v % n without the floating-point remainder (a library call): the quotient of two integers
    // below 2^32 rounds to within less than 1/n of the true one, so its floor is exact.
    return v - Math.floor(v / n) * n;
  };
  return Object.assign((_state: Parameters<Picker>[0], legal: Parameters<Picker>[1]) => legal[pickIndex(legal.length)]!, { pickIndex });
}

/** A uniformly random legal move, with every option described (value 0: nothing was weighed). */
export function randomDecision(state: GameState, seat: number, options: BotOptions = {}): BotDecision {
  const legal = legalMoves(state);
  if (legal.length === 0 || state.toAct !== seat) throw new Error("randomDecision: it is not this seat's turn");
  const rng = new Rng(seedRandom(options.seed ?? 0));
  const move = legal[legal.length === 1 ? 0 : rng.int(legal.length)]!;
  const guess = estimate(playerView(state, seat), rng);
  const described = legal.map((m) => ({ move: m, value: 0, reason: weigh(guess, seat, m, 1).reason }));
  const chosen = described[legal.indexOf(move)]!;
  return {
    move,
    explanation: { level: 'random', seat, measure: 'none', pick: legal.length === 1 ? 'only' : 'random', options: [chosen, ...described.filter((d) => d !== chosen)] },
  };
}
