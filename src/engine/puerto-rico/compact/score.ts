/**
 * A player's score read from a compact game (../scoring.ts scorePlayer's twin): the printed VP of
 * his buildings and the bonuses of his working large buildings, without building the JSON
 * player. The bots' evaluation reads these for every move it weighs (issue #18 point 4);
 * score.test.ts proves them equal to scorePlayer on positions of random games.
 */
import { BUILDING } from '../buildings';
import { type FinalOutcome, type ScoreBreakdown, outcomeOfScores } from '../scoring';
import type { BuildingId } from '../vocabulary';
import { BUILDINGS } from '../vocabulary';
import { works } from './board';
import { buildingId } from './ids';
import { G, P, playerAt } from './layout';
import { endReasonsOf } from './state';

const column = (f: (b: (typeof BUILDINGS)[number]) => number): Int32Array => Int32Array.from(BUILDINGS.map(f));
const VP = /* @__PURE__ */ column((b) => BUILDING[b].vp);
/** Guild Hall points of a building: 1 small production building, 2 large, 0 other. */
const GUILD = /* @__PURE__ */ column((b) => (BUILDING[b].productionSize === 'small' ? 1 : BUILDING[b].productionSize === 'large' ? 2 : 0));
const VIOLET = /* @__PURE__ */ column((b) => (BUILDING[b].kind === 'violet' ? 1 : 0));

const GUILD_HALL = /* @__PURE__ */ buildingId('guildHall');
const RESIDENCE = /* @__PURE__ */ buildingId('residence');
const FORTRESS = /* @__PURE__ */ buildingId('fortress');
const CUSTOMS_HOUSE = /* @__PURE__ */ buildingId('customsHouse');
const CITY_HALL = /* @__PURE__ */ buildingId('cityHall');
const CLOISTER = /* @__PURE__ */ buildingId('cloister');
const CLOISTER_VP = [0, 1, 3, 6, 10] as const;
const tiles = new Int32Array(7);

/** Printed VP of every building the player at offset `o` owns, working or not. */
export function buildingVp(a: Int32Array, o: number): number {
  let vp = 0;
  for (let i = 0; i < a[o + P.cityLength]!; i++) vp += VP[a[o + P.city + 3 * i]!]!;
  return vp;
}

/** Colonists anywhere on the player's board, San Juan included (../state.ts colonistsOf). */
export function colonistsAt(a: Int32Array, o: number): number {
  let n = a[o + P.sanJuan]!;
  for (let i = 0; i < a[o + P.islandLength]!; i++) n += a[o + P.island + 2 * i + 1]!;
  for (let i = 0; i < a[o + P.cityLength]!; i++) n += a[o + P.city + 3 * i + 1]!;
  return n;
}

/** One large building's bonus (../scoring.ts BONUS), -1 for a building without one. */
function bonusOf(a: Int32Array, o: number, b: number): number {
  const city = a[o + P.cityLength]!;
  switch (b) {
    case GUILD_HALL: {
      let vp = 0;
      for (let i = 0; i < city; i++) vp += GUILD[a[o + P.city + 3 * i]!]!;
      return vp;
    }
    case RESIDENCE: {
      const n = a[o + P.islandLength]!;
      return n <= 9 ? 4 : n - 5;
    }
    case FORTRESS:
      return Math.floor(colonistsAt(a, o) / 3);
    case CUSTOMS_HOUSE:
      return Math.floor(a[o + P.vp]! / 4);
    case CITY_HALL: {
      let vp = 0;
      for (let i = 0; i < city; i++) vp += VIOLET[a[o + P.city + 3 * i]!]!;
      return vp;
    }
    case CLOISTER: {
      tiles.fill(0);
      for (let i = 0; i < a[o + P.islandLength]!; i++) tiles[a[o + P.island + 2 * i]!]!++;
      let sets = 0;
      for (let t = 0; t < 7; t++) sets += Math.floor(tiles[t]! / 3);
      return CLOISTER_VP[Math.min(sets, 4) as 0 | 1 | 2 | 3 | 4];
    }
    default:
      return -1;
  }
}

/** The bonuses of the player's working large buildings together (scorePlayer's bonusTotal). */
export function bonusTotalAt(a: Int32Array, o: number): number {
  let total = 0;
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const b = a[o + P.city + 3 * i]!;
    if (works(a, o, b)) {
      const v = bonusOf(a, o, b);
      if (v > 0) total += v;
    }
  }
  return total;
}

/**
 * scorePlayer (../scoring.ts) read from the compact form: a playout's result without building the
 * JSON players first (that was a tenth of a random playout, issue #18.3). score.test.ts holds the
 * two equal.
 */
export function scoreAt(a: Int32Array, seat: number): ScoreBreakdown {
  const o = playerAt(seat);
  const bonuses: Partial<Record<BuildingId, number>> = {};
  let bonusTotal = 0;
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const b = a[o + P.city + 3 * i]!;
    if (!works(a, o, b)) continue;
    const v = bonusOf(a, o, b);
    if (v < 0) continue;
    bonuses[BUILDINGS[b]!] = v;
    bonusTotal += v;
  }
  const chips = a[o + P.vp]!;
  const buildings = buildingVp(a, o);
  let goods = 0;
  for (let k = 0; k < 5; k++) goods += a[o + P.goods + k]!;
  return { seat, chips, buildings, bonuses, bonusTotal, total: chips + buildings + bonusTotal, tiebreak: a[o + P.doubloons]! + goods };
}

/** The result of a compact game that is over (../scoring.ts finalOutcome). */
export function compactOutcome(a: Int32Array): FinalOutcome {
  const scores: ScoreBreakdown[] = [];
  for (let seat = 0; seat < a[G.players]!; seat++) scores.push(scoreAt(a, seat));
  return outcomeOfScores(scores, endReasonsOf(a), a[G.round]!);
}
