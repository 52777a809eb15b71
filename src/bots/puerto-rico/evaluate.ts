/**
 * What a position is worth to a seat, for the bots, and what a seat may know of it.
 *
 * The worth of a player is an estimate of the victory points he will end the game with: points
 * already earned (chips, buildings, large-building bonuses) plus what his plantations,
 * production, goods, money, colonists and violet buildings are likely to turn into in the rounds
 * that are left. A position's value for a seat is his worth against his opponents'.
 *
 * Bots never read hidden information: they work on `determinise` (a sample consistent with the
 * seat's playerView) or `estimate` (the same with the hidden parts filled by a fixed guess).
 */
import { Rng } from '../../engine/random';
import { BUILDING } from '../../engine/puerto-rico/buildings';
import { COUNT_SETUP, PRICE } from '../../engine/puerto-rico/options';
import { componentTotals } from '../../engine/puerto-rico/setup';
import { CIRCLES, SIZE, VIOLET, emptyCityCircles, fullestCity, occupiedQuarries, setCityColonists } from '../../engine/puerto-rico/compact/board';
import { capacityAt } from '../../engine/puerto-rico/compact/craftsman';
import { FOREST, PH, QUARRY } from '../../engine/puerto-rico/compact/ids';
import { G, P, playerAt } from '../../engine/puerto-rico/compact/layout';
import { bonusTotalAt, buildingVp, colonistsAt } from '../../engine/puerto-rico/compact/score';
import { type CompactGame, compactPlayer, copyCompact, toCompact } from '../../engine/puerto-rico/compact/state';
import type { GameState, PlayerState } from '../../engine/puerto-rico/state';
import { cloneState } from '../../engine/puerto-rico/state';
import type { GameView } from '../../engine/puerto-rico/view';
import { playerView } from '../../engine/puerto-rico/view';
import type { ByGood } from '../../engine/puerto-rico/vocabulary';
import { BUILDINGS, GOODS } from '../../engine/puerto-rico/vocabulary';

// ---- Rounds left ------------------------------------------------------------------------------

/**
 * How many more rounds the game will probably last (0 in the last round). Each end condition is
 * projected at its pace so far: VP chips as they were handed out, colonists as the ship takes
 * them, city spaces as the fullest city filled.
 */
export function roundsLeft(s: GameState): number {
  if (s.phase === 'over' || s.endTriggers.length > 0) return 0;
  // One pass over the cities counts the empty circles and the fullest city (this runs for every
  // move a playout weighs, so it avoids the helpers' separate passes).
  let empty = 0;
  let fullest = 0;
  for (const p of s.players) {
    let used = 0;
    for (const c of p.city) {
      const b = BUILDING[c.building];
      empty += b.circles - c.colonists;
      used += b.size;
    }
    if (used > fullest) fullest = used;
  }
  return projectedRounds(s.options, s.players.length, s.round, s.rolesChosen, s.vpChips, s.colonists, empty, fullest);
}

/** roundsLeft of a compact game (the bots' search plays on the compact path). */
export function roundsLeftCompact(g: CompactGame): number {
  const a = g.a;
  if (a[G.phase] === PH.over || a[G.endTriggers]! > 0) return 0;
  return projectedRounds(g.options, a[G.players]!, a[G.round]!, a[G.rolesChosen]!, a[G.vpChips]!, a[G.colonists]!, emptyCityCircles(a), fullestCity(a));
}

/** roundsLeft from what it reads: each end condition projected at its pace so far. */
function projectedRounds(o: GameState['options'], n: number, round: number, rolesChosen: number, vpChips: number, colonists: number, empty: number, fullest: number): number {
  const played = Math.max(1, round - 1 + rolesChosen / Math.max(1, n));
  const given = totalChips(o) - vpChips;
  const chipPace = Math.max(n * 0.9, given / played, 1);
  const byChips = vpChips / chipPace;
  // The ship takes at least one colonist per player, usually more once buildings have circles.
  const byColonists = (colonists / Math.max(n, empty * 0.7, 1)) * 1.4;
  const byCity = (12 - fullest) / 0.9;
  const r = Math.min(byChips, byColonists, byCity);
  return r < 0 ? 0 : r > 18 ? 18 : r;
}

/** The VP chips a game starts with: componentTotals(o).vpChips without building the other totals. */
function totalChips(o: GameState['options']): number {
  return o.players === 5 ? o.vpChips5p : COUNT_SETUP[o.players].vpChips;
}

// ---- Worth of one player -----------------------------------------------------------------------

/** What one barrel of each kind is worth in VP while the game goes on (shipping or selling it). */
const BARREL: ByGood<number> = { corn: 0.75, indigo: 0.9, sugar: 1.05, tobacco: 1.25, coffee: 1.45 };

/** Share of rounds in which a player's production turns into goods (the Craftsman is not taken every round). */
const PRODUCTION_RATE = 0.4;

/** How much of the expected future yield to count against certain points. */
const POTENTIAL_DISCOUNT = 0.75;

/** A saturating factor 0..1 of how much future is left for an investment to pay back. */
const future = (r: number, horizon: number): number => (r >= horizon ? 1 : r <= 0 ? 0 : r / horizon);

/** The parts of a player's worth, for explanations and tests. */
export interface Worth {
  /** Victory points already certain: chips, buildings and bonuses of working large buildings. */
  points: number;
  /** What production, goods, money, colonists and buildings should still bring. */
  potential: number;
  total: number;
}

/** A building's good by id (compact/ids goodId), -1 for a building that produces none. */
const PRODUCES = /* @__PURE__ */ Int32Array.from(
  BUILDINGS.map((b) => {
    const g = BUILDING[b].produces;
    return g === null ? -1 : GOODS.indexOf(g);
  }),
);
/** BARREL and PRICE by good id. */
const BARREL_BY_ID = /* @__PURE__ */ GOODS.map((g) => BARREL[g]);
const PRICE_BY_ID = /* @__PURE__ */ GOODS.map((g) => PRICE[g]);
/** Production if every plantation and production circle were manned, by good id (a shared table). */
const potentialCap = new Int32Array(5);
const tilesOf = new Int32Array(5);

/**
 * Production if every plantation and production circle were manned: what the next Mayor can
 * unlock (corn needs no building). Into potentialCap; the evaluation runs this for every move a
 * playout weighs.
 */
function potentialCapacityAt(a: Int32Array, o: number): Int32Array {
  tilesOf.fill(0);
  potentialCap.fill(0);
  for (let i = 0; i < a[o + P.islandLength]!; i++) {
    const tile = a[o + P.island + 2 * i]!;
    if (tile < 5) tilesOf[tile]!++;
  }
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const b = a[o + P.city + 3 * i]!;
    const g = PRODUCES[b]!;
    if (g > 0) potentialCap[g] = potentialCap[g]! + CIRCLES[b]!;
  }
  potentialCap[0] = tilesOf[0]!;
  for (let g = 1; g < 5; g++) potentialCap[g] = Math.min(tilesOf[g]!, potentialCap[g]!);
  return potentialCap;
}

/** How much a working violet building is worth per remaining round, beyond its printed VP. */
function violetUse(b: string, r: number): number {
  switch (b) {
    case 'harbor':
      return 0.9 * r * PRODUCTION_RATE;
    case 'wharf':
      return 1.0 * r * PRODUCTION_RATE;
    case 'factory':
      return 0.5 * r;
    case 'university':
    case 'hospice':
      return 0.25 * r;
    case 'largeMarket':
    case 'smallMarket':
    case 'office':
      return 0.25 * r;
    case 'largeWarehouse':
    case 'smallWarehouse':
    case 'storehouse':
      return 0.25 * r;
    case 'constructionHut':
    case 'hacienda':
      return 0.2 * r;
    default:
      return 0.2 * r;
  }
}

/**
 * A player's expected final VP: certain points now plus the likely yield of what he owns over
 * `r` more rounds.
 */
export function worth(p: PlayerState, _seat: number, r: number): Worth {
  return worthAt(compactPlayer(p), playerAt(0), r);
}

/**
 * worth of the player at offset `o` of a compact game (the one formula: the JSON worth reads its
 * player through it). `a` is changed while a large building's bonus is tried, and restored.
 */
export function worthAt(a: Int32Array, o: number, r: number): Worth {
  const bonus = bonusTotalAt(a, o);
  const points = a[o + P.vp]! + buildingVp(a, o) + bonus;
  let potential = 0;
  const horizon = future(r, 6);
  const city = a[o + P.cityLength]!;
  for (let i = 0; i < city; i++) {
    const at = o + P.city + 3 * i;
    const b = a[at]!;
    const colonists = a[at + 1]!;
    // A large building not yet manned will likely be manned by the next Mayor.
    if (SIZE[b] === 2 && colonists === 0 && r > 0.5) {
      setCityColonists(a, o, at, 1);
      const manned = bonusTotalAt(a, o);
      setCityColonists(a, o, at, 0);
      potential += 0.6 * (manned - bonus);
    }
    if (VIOLET[b] === 1 && SIZE[b] === 1) potential += (colonists > 0 ? 1 : 0.5) * violetUse(BUILDINGS[b]!, Math.min(r, 8)) * 0.5;
  }
  const cap = capacityAt(a, o);
  const pot = potentialCapacityAt(a, o);
  for (let g = 0; g < 5; g++) {
    const perRound = (0.65 * cap[g]! + 0.35 * pot[g]!) * BARREL_BY_ID[g]! * PRODUCTION_RATE;
    // Early production needs buildings, ships and Captains to pay; count at most ten rounds of it.
    potential += perRound * Math.min(r, 10);
    // Goods in hand ship or sell soon; in the last round only the shipping VP counts.
    // A barrel in hand is worth less than a shipped one: it still needs a Captain or a Trader, and may spoil.
    potential += a[o + P.goods + g]! * (r > 0.5 ? 0.55 + PRICE_BY_ID[g]! * 0.08 : 0.5);
  }
  // Money buys buildings while there is time; at the end it only breaks ties.
  potential += a[o + P.doubloons]! * (r > 0.5 ? 0.12 + 0.3 * horizon : 0.01);
  const q = occupiedQuarries(a, o);
  potential += Math.min(q, 4) * 0.8 * horizon;
  potential += colonistsAt(a, o) * 0.12 * horizon;
  // Unmanned quarries and plantations wait for the next Mayor.
  for (let i = 0; i < a[o + P.islandLength]!; i++) {
    const tile = a[o + P.island + 2 * i]!;
    if (a[o + P.island + 2 * i + 1] === 0 && tile !== FOREST) potential += (tile === QUARRY ? 0.4 : 0.15) * horizon;
  }
  // Expected gains are uncertain (roles go to others, ships fill up); certain points count in full.
  potential *= POTENTIAL_DISCOUNT;
  return { points, potential, total: points + potential };
}

/** Every player's worth in this state. */
export function worths(s: GameState): Worth[] {
  const r = roundsLeft(s);
  return s.players.map((p, i) => worth(p, i, r));
}

/** Every player's worth in a compact game (each player read out as JSON, not the whole state). */
export function worthsCompact(g: CompactGame): Worth[] {
  const r = roundsLeftCompact(g);
  const all: Worth[] = [];
  for (let i = 0; i < g.a[G.players]!; i++) all.push(worthAt(g.a, playerAt(i), r));
  return all;
}

/**
 * The value of a position for `seat`: his worth minus a mix of the best and the average opponent's
 * (beating the leader is what wins; the average keeps every opponent in mind).
 */
export function positionValue(s: GameState, seat: number, all: Worth[] = worths(s)): number {
  return lead(all, seat);
}

/** positionValue from every player's worth. */
export function lead(all: readonly Worth[], seat: number): number {
  const mine = all[seat]!.total;
  let best = -Infinity;
  let sum = 0;
  for (let i = 0; i < all.length; i++) {
    if (i === seat) continue;
    const t = all[i]!.total;
    sum += t;
    if (t > best) best = t;
  }
  if (all.length < 2) return mine;
  return mine - 0.6 * best - 0.4 * (sum / (all.length - 1));
}

/**
 * How good a move looks to the player making it, by the position right after it. Only a role
 * choice changes other players' boards at once (production, colonists), so any other move is
 * scored by the mover's own worth alone, which is four times cheaper than the full comparison.
 */
export function moveValue(after: GameState, seat: number, wasRole: boolean): number {
  if (wasRole) return positionValue(after, seat);
  return worth(after.players[seat]!, seat, roundsLeft(after)).total;
}

/** moveValue of a compact game. */
export function moveValueCompact(after: CompactGame, seat: number, wasRole: boolean): number {
  if (wasRole) return lead(worthsCompact(after), seat);
  return worthAt(after.a, playerAt(seat), roundsLeftCompact(after)).total;
}

// ---- What a seat knows -----------------------------------------------------------------------

/** Total VP all players hold: the chips handed out plus points on paper (public: the supply is open). */
export function pointsHandedOut(s: Pick<GameState, 'options' | 'vpChips' | 'vpOnPaper'>): number {
  return componentTotals(s.options).vpChips - s.vpChips + s.vpOnPaper;
}

function stateFromView(v: GameView): GameState {
  const { seat: _seat, players, ...rest } = v;
  return cloneState({ ...rest, players: players.map((p) => ({ ...p, vp: p.vp ?? 0 })), rng: [0, 0, 0, 0] } as GameState);
}

/**
 * A full game state consistent with what `view` shows, with the hidden parts drawn at random:
 * the opponents' VP chips (their total is known, the split is not), the order of the face-down
 * plantations, and the generator that will reshuffle the discards later.
 */
export function determinise(v: GameView, rng: Rng): GameState {
  const s = stateFromView(v);
  for (const i of othersOf(v)) s.players[i]!.vp = 0;
  s.rng = drawSecrets(v, rng, (i) => s.players[i]!.vp++, s.stack);
  return s;
}

/**
 * The view's state in compact form with nothing drawn yet: what determiniseCompact starts from
 * (converted once per search, not once per determinisation).
 */
export const viewCompact = (v: GameView): CompactGame => compactOrThrow(stateFromView(v));

/** determinise on the compact path: `base` (viewCompact(v)) copied, the same draws from `rng`. */
export function determiniseCompact(v: GameView, base: CompactGame, rng: Rng): CompactGame {
  const g = copyCompact(base);
  const a = g.a;
  for (const i of othersOf(v)) a[playerAt(i) + P.vp] = 0;
  const stack = Array.from(a.subarray(G.stack + 1, G.stack + 1 + a[G.stack]!));
  const seed = drawSecrets(v, rng, (i) => a[playerAt(i) + P.vp]!++, stack);
  a.set(stack, G.stack + 1);
  for (let k = 0; k < 4; k++) a[G.rng + k] = seed[k]! | 0;
  return g;
}

const othersOf = (v: GameView): number[] => v.players.map((_, i) => i).filter((i) => i !== v.seat);

/**
 * The draws of a determinisation, in their order: each hidden point to a random opponent (the
 * multinomial split of a known total; `addVp` gives it), the face-down stack shuffled in place,
 * then the seed of the generator that reshuffles the discards later.
 */
function drawSecrets<T>(v: GameView, rng: Rng, addVp: (seat: number) => void, stack: T[]): [number, number, number, number] {
  const others = othersOf(v);
  let hidden = pointsHandedOut(v) - (v.players[v.seat]!.vp ?? 0);
  if (others.length > 0) while (hidden-- > 0) addVp(others[rng.int(others.length)]!);
  rng.shuffleInPlace(stack);
  return [rng.int(0x7fffffff) + 1, rng.int(0x7fffffff), rng.int(0x7fffffff), rng.int(0x7fffffff)];
}

/**
 * The seat's best single guess of the hidden parts: opponents' points split evenly, stacks
 * in a seeded random order. Used by bots that look at one position rather than many samples.
 */
export function estimate(v: GameView, rng: Rng): GameState {
  const s = determinise(v, rng);
  const others = s.players.map((_, i) => i).filter((i) => i !== v.seat);
  const hidden = pointsHandedOut(v) - (v.players[v.seat]!.vp ?? 0);
  others.forEach((i, k) => {
    s.players[i]!.vp = Math.floor(hidden / others.length) + (k < hidden % others.length ? 1 : 0);
  });
  return s;
}

/** The compact form of a position the bots weigh (every position of a real game has one). */
export function compactOrThrow(s: GameState): CompactGame {
  const r = toCompact(s);
  if (!r.ok) throw new Error(`bots: no compact form (${r.error.field} has ${r.error.length} entries, at most ${r.error.max})`);
  return r.value;
}

/** The state as `seat` may know it, sampled: shorthand for determinise(playerView(s, seat), rng). */
export function sampleFor(s: GameState, seat: number, rng: Rng): GameState {
  return determinise(playerView(s, seat), rng);
}
