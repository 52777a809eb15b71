/**
 * The strong bot's leaf as a multi-player winning chance (issue #18 point 4): each player's chance
 * is a softmax of the players' worths (expected final VP, evaluate.ts) at a temperature that
 * shrinks as the game nears its end, so a 2-VP lead is nearly a win in the last round and nearly
 * nothing in round 3. The chances of all players sum to one, like the reward of a finished game
 * (a share of the win), where today's leaf (a logistic of one seat's lead at a fixed 4 VP) gives
 * every player his own unrelated chance.
 *
 * The numbers are fitted by maximum likelihood of the actual winners on positions of real games
 * (`node scripts/run-bundled.mjs scripts/leaf-fit.ts`, see LEAF_FIT).
 */

import { SIZE, VIOLET, occupiedQuarries } from '../../engine/puerto-rico/compact/board';
import { capacityAt } from '../../engine/puerto-rico/compact/craftsman';
import { P } from '../../engine/puerto-rico/compact/layout';
import { colonistsAt } from '../../engine/puerto-rico/compact/score';

/** The fitted parameters of the leaf's winning chance. */
export interface LeafFit {
  /** Temperature in VP with no round left. */
  readonly t0: number;
  /** Temperature added per round left (VP). */
  readonly t1: number;
  /** Weight of a worth's potential against its certain points (1 = the worth as it is). */
  readonly potential: number;
}

/**
 * Fitted by `node scripts/run-bundled.mjs scripts/leaf-fit.ts --games 1500 --seed 1`: 87,992
 * positions (every role choice) of 1,500 four-player base games between heuristic bots, the
 * games whose index is a multiple of 5 (17,628 positions) held out. On those, against today's
 * logistic of the lead at 4 VP, the binary log loss of "this player wins" falls from 0.540 to
 * 0.437 and the Brier score from 0.180 to 0.142 (a uniform 1/4: 0.562 and 0.187). Temperatures
 * fitted per band of rounds left run from 1.1 VP in the last round to 3.2 VP with 8-12 rounds
 * left (2.2 VP in the first rounds, where the worths barely differ). Fitting the potential's
 * weight as well gave 1.09 and no better held-out loss (0.4368), so the worth is taken as it is.
 */
export const LEAF_FIT: LeafFit = { t0: 1.28, t1: 0.227, potential: 1 };

/** How the strong bot judges a leaf (MctsOptions.leaf): 'lead' is today's logistic of one seat's lead. */
export const LEAF_KINDS = ['lead', 'softmax', 'fitted'] as const;
export type LeafKind = (typeof LEAF_KINDS)[number];

/** The temperature (VP) of the softmax with `r` rounds left; never below a tenth of a VP. */
export const leafTemperature = (r: number, fit: LeafFit = LEAF_FIT): number => Math.max(0.1, fit.t0 + fit.t1 * r);

/**
 * Each player's winning chance from his certain points and his potential (a Worth's parts) with
 * `r` rounds left: a softmax of points + fit.potential * potential over the temperature. Into
 * `out` (also returned), which must hold one entry per player.
 */
export function winShares(points: readonly number[], potential: readonly number[], r: number, out: number[], fit: LeafFit = LEAF_FIT): number[] {
  const t = leafTemperature(r, fit);
  for (let i = 0; i < points.length; i++) out[i] = (points[i]! + fit.potential * potential[i]!) / t;
  return softmaxInPlace(out);
}

/** The softmax of `values`, written over them (and returned): each player's share of the win. */
export function softmaxInPlace(values: number[]): number[] {
  const n = values.length;
  let max = -Infinity;
  for (let i = 0; i < n; i++) if (values[i]! > max) max = values[i]!;
  // Shifted by the largest value so exp never overflows, however sharp the temperature.
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const e = Math.exp(values[i]! - max);
    values[i] = e;
    sum += e;
  }
  for (let i = 0; i < n; i++) values[i] = values[i]! / sum;
  return values;
}

// ---- A winning chance fitted on the worth's parts (issue #18 point 4, candidate 2) ----------

/**
 * What the fitted chance reads of a player, in this order: production now per good (corn to
 * coffee), goods in hand per good, doubloons, occupied quarries (at most 4), colonists, manned
 * small violet buildings, large buildings, island spaces used, the evaluation's potential, and
 * the certain points.
 */
export const WORTH_FEATURES = 18;

/** The rounds-left factor each feature's second weight is multiplied by (at most ten rounds count, as in the evaluation). */
export const roundsFactor = (r: number): number => (r > 10 ? 10 : r < 0 ? 0 : r);

/** The features of the player at offset `o` (his worth's parts given) into `out` (WORTH_FEATURES entries). */
export function worthFeatures(a: Int32Array, o: number, points: number, potential: number, out: Float64Array): Float64Array {
  const cap = capacityAt(a, o);
  for (let g = 0; g < 5; g++) {
    out[g] = cap[g]!;
    out[5 + g] = a[o + P.goods + g]!;
  }
  out[10] = a[o + P.doubloons]!;
  out[11] = Math.min(occupiedQuarries(a, o), 4);
  out[12] = colonistsAt(a, o);
  let violet = 0;
  let large = 0;
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const at = o + P.city + 3 * i;
    const b = a[at]!;
    if (VIOLET[b] === 1 && SIZE[b] === 1 && a[at + 1]! > 0) violet++;
    if (SIZE[b] === 2) large++;
  }
  out[13] = violet;
  out[14] = large;
  out[15] = a[o + P.islandLength]!;
  out[16] = potential;
  out[17] = points;
  return out;
}

/**
 * The fitted chance's weights: a player's score is the sum over features k of (WORTH_WEIGHTS[k] +
 * WORTH_WEIGHTS[WORTH_FEATURES + k] * roundsFactor(r)) * feature k, and his winning chance the
 * softmax of the players' scores (a conditional logit). Fitted by maximum likelihood of the
 * winners with the same command, games and held-out split as LEAF_FIT: on the held-out positions
 * the multi-player log loss is 1.020 (the fitted softmax of the worth: 1.040), the binary log
 * loss 0.430 (0.437), the Brier score 0.139 (0.142), and the player given the best chance won
 * 54.4% of them (53.3%). The certain points weigh 0.68 in the last round and 0.25 with ten rounds
 * left (a temperature of 1.5 to 4 VP); large buildings and doubloons count beyond the worth.
 */
// biome-ignore format: two rows, the weights now and per round left, in WORTH_FEATURES order.
export const WORTH_WEIGHTS: readonly number[] = [
  0.02106, 0.06589, 0.01124, 0.08539, 0.14116, 0.17213, 0.17413, 0.18856, 0.12675, 0.09263, 0.21495, 0.12031, -0.00798, 0.05238, 0.8478, -0.00908, 0.44022, 0.67595,
  -0.02217, -0.06784, -0.05302, -0.0754, -0.05089, -0.00958, -0.01084, -0.02298, -0.00764, -0.00631, -0.01726, -0.00987, 0.01468, -0.02554, -0.20163, 0.0097, -0.00362, -0.04286,
];

/** A player's score for the fitted chance (see WORTH_WEIGHTS). */
export function fittedScore(features: Float64Array, r: number, weights: readonly number[] = WORTH_WEIGHTS): number {
  const f = roundsFactor(r);
  let v = 0;
  for (let k = 0; k < WORTH_FEATURES; k++) v += (weights[k]! + weights[WORTH_FEATURES + k]! * f) * features[k]!;
  return v;
}
