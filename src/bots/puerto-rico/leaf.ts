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
export const LEAF_KINDS = ['lead', 'softmax'] as const;
export type LeafKind = (typeof LEAF_KINDS)[number];

/** The temperature (VP) of the softmax with `r` rounds left; never below a tenth of a VP. */
export const leafTemperature = (r: number, fit: LeafFit = LEAF_FIT): number => Math.max(0.1, fit.t0 + fit.t1 * r);

/**
 * Each player's winning chance from his certain points and his potential (a Worth's parts) with
 * `r` rounds left: a softmax of points + fit.potential * potential over the temperature. Into
 * `out` (also returned), which must hold one entry per player.
 */
export function winShares(points: readonly number[], potential: readonly number[], r: number, out: number[], fit: LeafFit = LEAF_FIT): number[] {
  const n = points.length;
  const t = leafTemperature(r, fit);
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = (points[i]! + fit.potential * potential[i]!) / t;
    out[i] = v;
    if (v > max) max = v;
  }
  // Shifted by the largest value so exp never overflows, however sharp the temperature.
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const e = Math.exp(out[i]! - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < n; i++) out[i] = out[i]! / sum;
  return out;
}
